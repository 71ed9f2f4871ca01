using System;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>Events logged while Close runs: each is delivered, failed or dropped, and counted.</summary>
    public sealed class CloseUnderBlockTests
    {
        private const int Rounds = 30;
        private const int Producers = 4;

        [Fact]
        public void Close_under_Block_accounts_for_every_event_logged_while_it_ran()
        {
            // A full queue keeps producers waiting under Block; Close wakes them while the worker drains. Before the
            // fix a producer woken after the worker's last take slipped its event into the queue: never delivered,
            // never counted (seen in about half of the rounds).
            for (int round = 0; round < Rounds; round++)
            {
                var sink = new CollectingAppender { Name = "sink" };
                AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: 8, shutdownTimeout: 10_000, targets: sink);
                long calls = 0;
                using var stop = new ManualResetEventSlim();
                using var started = new CountdownEvent(Producers);
                var producers = Enumerable.Range(0, Producers).Select(p => Bounded.Start(() =>
                {
                    started.Signal();
                    while (!stop.IsSet)
                    {
                        forwarder.DoAppend(TestEvents.Create("x"));
                        Interlocked.Increment(ref calls);
                    }
                })).ToList();
                Assert.True(started.Wait(10_000));
                SpinWait.SpinUntil(() => forwarder.EnqueuedCount > 100, 10_000);

                Assert.True(Bounded.Run(forwarder.Close, 10_000), $"round {round}: Close did not return");
                stop.Set();
                Assert.All(producers, t => Assert.True(t.Join(10_000), $"round {round}: a producer did not return"));

                long accounted = forwarder.DeliveredCount + forwarder.FailedCount + forwarder.DroppedCount;
                string counts = $"round {round}: {calls} calls, {forwarder.EnqueuedCount} enqueued, {forwarder.DeliveredCount} delivered, " +
                    $"{forwarder.DroppedCount} dropped, {forwarder.QueuedCount} still queued, {sink.Count} in the sink";
                Assert.True(calls == accounted, counts);
                Assert.True(forwarder.QueuedCount == 0, counts);
                Assert.True(sink.Count == forwarder.DeliveredCount, counts);
                Assert.DoesNotContain(errors.Messages, m => m.Contains("still queued when the worker stopped", StringComparison.Ordinal));
            }
        }

        [Fact]
        public void Every_event_of_a_batch_refused_after_Close_is_counted()
        {
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: new CollectingAppender { Name = "sink" });
            forwarder.Close();
            forwarder.DoAppend(new[] { TestEvents.Create("a"), TestEvents.Create("b"), TestEvents.Create("c") });
            Assert.Equal(3, forwarder.DroppedCount);
            Assert.Contains(errors.Messages, m => m.Contains("closed appender", StringComparison.Ordinal));
        }
    }
}
