using System;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class EnqueueAllocationTests
    {
        [Theory]
        [InlineData(OverflowPolicy.Block)]
        [InlineData(OverflowPolicy.DropNewest)]
        [InlineData(OverflowPolicy.DropOldest)]
        public void Enqueue_allocates_nothing_on_the_caller_thread(OverflowPolicy policy)
        {
            const int events = 4000;
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, bufferSize: events * 2, policy: policy, targets: sink);
            forwarder.Fix = FixFlags.None;
            LoggingEvent[] warmUp = Enumerable.Range(0, 100).Select(i => TestEvents.Create("w" + i)).ToArray();
            LoggingEvent[] measured = Enumerable.Range(0, events).Select(i => TestEvents.Create("m" + i)).ToArray();
            foreach (LoggingEvent loggingEvent in warmUp)
            {
                forwarder.DoAppend(loggingEvent);
            }

            long before = GC.GetAllocatedBytesForCurrentThread();
            foreach (LoggingEvent loggingEvent in measured)
            {
                forwarder.DoAppend(loggingEvent);
            }

            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            sink.Gate.Set();
            Assert.True(forwarder.Flush(30_000));
            forwarder.Close();
            Assert.True(allocated < 1024, $"{allocated} bytes allocated for {events} enqueues");
            Assert.Equal(events + warmUp.Length, sink.Count);
        }
    }
}
