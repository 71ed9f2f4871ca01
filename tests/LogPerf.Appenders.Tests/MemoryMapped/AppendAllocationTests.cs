using System;
using System.Linq;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class AppendAllocationTests
    {
        [Fact]
        public void Rendering_and_writing_an_event_allocates_nothing()
        {
            using var dir = new TempFolder("appenders");
            var mapped = FileAppenders.MemoryMapped(dir.File("a.log"), a => a.Layout = Layout("%date{ISO8601} [%-5level] [%2thread] %logger{1} - %message%newline%exception"));
            Assert.True(mapped.RendersCompiled);
            DateTime stamp = DateTime.UtcNow;

            // Thread name, message and time fixed in the event: what log4net itself would allocate to render them is out.
            LoggingEvent[] events = Enumerable.Range(0, 1000).Select(i => new LoggingEvent(typeof(AppendAllocationTests), null, new LoggingEventData
            {
                LoggerName = "LogPerf.Test.Logger",
                Level = Level.Info,
                Message = "event number " + i,
                ThreadName = "worker",
                TimeStampUtc = stamp,
            }, FixFlags.All)).ToArray();
            foreach (LoggingEvent e in events)
            {
                mapped.DoAppend(e);
            }

            long before = GC.GetAllocatedBytesForCurrentThread();
            for (int round = 0; round < 50; round++)
            {
                foreach (LoggingEvent e in events)
                {
                    mapped.DoAppend(e);
                }
            }

            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            mapped.Close();
            Assert.True(allocated < 2048, $"{allocated} bytes allocated for 50,000 appends");
        }

        private static log4net.Layout.PatternLayout Layout(string pattern)
        {
            var layout = new log4net.Layout.PatternLayout(pattern);
            layout.ActivateOptions();
            return layout;
        }
    }
}
