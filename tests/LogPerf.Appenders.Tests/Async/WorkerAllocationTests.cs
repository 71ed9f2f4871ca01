using System;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>The worker thread allocates nothing per event in steady state: batches and buffers are reused.</summary>
    public sealed class WorkerAllocationTests
    {
        [Fact]
        public void Delivering_batches_allocates_nothing_on_the_worker_thread()
        {
            const int events = 50_000;
            var probe = new AllocationProbe();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, targets: probe);
            forwarder.Fix = FixFlags.None;
            LoggingEvent[] warmUp = Enumerable.Range(0, 20_000).Select(i => TestEvents.Create("w" + i)).ToArray();
            LoggingEvent[] measured = Enumerable.Range(0, events).Select(i => TestEvents.Create("m" + i)).ToArray();
            foreach (LoggingEvent e in warmUp)
            {
                forwarder.DoAppend(e);
            }

            Assert.True(forwarder.Flush(30_000));
            probe.Start();
            foreach (LoggingEvent e in measured)
            {
                forwarder.DoAppend(e);
            }

            Assert.True(forwarder.Flush(30_000));
            forwarder.Close();
            Assert.Equal(events, probe.Seen);
            Assert.True(probe.Allocated < 4096, $"{probe.Allocated} bytes allocated on the worker for {events} events");
        }

        [Fact]
        public void Bulk_targets_get_reused_arrays_only_when_their_DoAppend_is_known_not_to_keep_them()
        {
            Assert.True(BatchArrays.CopiesBulkAppends(typeof(log4net.Appender.RollingFileAppender)));
            Assert.True(BatchArrays.CopiesBulkAppends(typeof(AsyncForwardingAppender)));
            Assert.False(BatchArrays.CopiesBulkAppends(typeof(KeepingBulkAppender)));

            var arrays = new BatchArrays();
            var events = Enumerable.Range(0, 8).Select(i => TestEvents.Create("e" + i)).ToArray();
            var keeping = new KeepingBulkAppender();
            arrays.Append(keeping, events, 3);
            arrays.Append(keeping, events, 3);
            Assert.NotSame(keeping.Arrays[0], keeping.Arrays[1]);
            Assert.Equal(events.Take(3), keeping.Arrays[0]);
            Assert.Equal(events.Take(3), keeping.Arrays[1]);
        }

        /// <summary>A custom bulk appender that keeps the arrays it is handed.</summary>
        private sealed class KeepingBulkAppender : IBulkAppender
        {
            public string Name { get; set; } = "bulk";

            public System.Collections.Generic.List<LoggingEvent[]> Arrays { get; } = new System.Collections.Generic.List<LoggingEvent[]>();

            public void DoAppend(LoggingEvent loggingEvent)
            {
            }

            public void DoAppend(LoggingEvent[] loggingEvents) => Arrays.Add(loggingEvents);

            public void Close()
            {
            }
        }

        /// <summary>Records, on the thread that delivers to it, the bytes that thread allocated since <see cref="Start"/>.</summary>
        private sealed class AllocationProbe : IAppender
        {
            private long _start = -1;
            private long _last;
            private int _seen;

            public string Name { get; set; } = "probe";

            public int Seen => Volatile.Read(ref _seen);

            public long Allocated => Volatile.Read(ref _last) - Volatile.Read(ref _start);

            public void Start() => Volatile.Write(ref _start, -2);

            public void DoAppend(LoggingEvent loggingEvent)
            {
                long now = GC.GetAllocatedBytesForCurrentThread();
                if (Volatile.Read(ref _start) == -2)
                {
                    Volatile.Write(ref _start, now);
                }

                if (Volatile.Read(ref _start) >= 0)
                {
                    Volatile.Write(ref _last, now);
                    Interlocked.Increment(ref _seen);
                }
            }

            public void Close()
            {
            }
        }
    }
}
