using System.Collections.Generic;
using System.Linq;
using System.Threading;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>
    /// Records the events (and rendered lines, when a layout is set) it receives; can be held shut by a gate
    /// to play a slow or stalled sink.
    /// </summary>
    public sealed class CollectingAppender : AppenderSkeleton, IBulkAppender
    {
        private readonly List<LoggingEvent> _events = new List<LoggingEvent>();
        private readonly List<string> _lines = new List<string>();
        private int _bulkCalls;

        /// <summary>While reset, Append waits here (after signalling <see cref="Entered"/>).</summary>
        public ManualResetEventSlim Gate { get; } = new ManualResetEventSlim(true);

        /// <summary>Set once Append has been entered at least once.</summary>
        public ManualResetEventSlim Entered { get; } = new ManualResetEventSlim(false);

        public int BulkCalls => Volatile.Read(ref _bulkCalls);

        public int Count
        {
            get
            {
                lock (_events)
                {
                    return _events.Count;
                }
            }
        }

        public IReadOnlyList<LoggingEvent> Events
        {
            get
            {
                lock (_events)
                {
                    return _events.ToList();
                }
            }
        }

        public IReadOnlyList<string> Lines
        {
            get
            {
                lock (_events)
                {
                    return _lines.ToList();
                }
            }
        }

        protected override void Append(LoggingEvent loggingEvent)
        {
            Entered.Set();
            Gate.Wait();
            string? line = Layout == null ? null : RenderLoggingEvent(loggingEvent);
            lock (_events)
            {
                _events.Add(loggingEvent);
                if (line != null)
                {
                    _lines.Add(line);
                }
            }
        }

        /// <summary>Counts bulk calls as they arrive through the interface (log4net 3.x skips Append(LoggingEvent[])).</summary>
        void IBulkAppender.DoAppend(LoggingEvent[] loggingEvents)
        {
            Interlocked.Increment(ref _bulkCalls);
            DoAppend(loggingEvents);
        }
    }
}
