using System;
using System.Threading;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>
    /// A forwarder's target that can be held shut (to fill the queue at will) and that throws for every event whose
    /// message ends with "fail", which the forwarder counts as failed.
    /// </summary>
    internal sealed class GatedTarget : IAppender
    {
        private int _taken;

        public string Name { get; set; } = "gated";

        public ManualResetEventSlim Gate { get; } = new ManualResetEventSlim(true);

        public ManualResetEventSlim Entered { get; } = new ManualResetEventSlim(false);

        public int Taken => Volatile.Read(ref _taken);

        public void DoAppend(LoggingEvent loggingEvent)
        {
            Entered.Set();
            Gate.Wait(TimeSpan.FromSeconds(30));
            Interlocked.Increment(ref _taken);
            if (loggingEvent.RenderedMessage?.EndsWith("fail", StringComparison.Ordinal) == true)
            {
                throw new InvalidOperationException("the target refuses " + loggingEvent.RenderedMessage);
            }
        }

        public void Close()
        {
        }
    }
}
