using System;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>After Close every enqueued event is delivered, failed or dropped, exactly once.</summary>
    public sealed class CloseAccountingTests
    {
        private const int Margin = 3000;

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void Events_queued_behind_a_batch_cancelled_by_Close_are_counted_as_dropped_and_reported(bool throwWhenCancelled)
        {
            // The sink honours the token and returns as soon as Close cancels it (returning normally needs no
            // first-chance exception, so the worker leaves well within the grace period); the 9 events queued
            // behind the stalled batch were counted nowhere before the fix.
            using var entered = new ManualResetEventSlim();
            var appender = new DelegateAsyncAppender(async (e, token) =>
            {
                entered.Set();
                var cancelled = new TaskCompletionSource<bool>();
                using (token.Register(() => cancelled.TrySetResult(true)))
                {
                    await cancelled.Task;
                }

                if (throwWhenCancelled)
                {
                    token.ThrowIfCancellationRequested();
                }
            })
            { ShutdownTimeout = 200, BatchSize = 1 };
            appender.ActivateOptions();
            appender.DoAppend(TestEvents.Create("stalled"));
            Assert.True(entered.Wait(10_000));
            for (int i = 0; i < 9; i++)
            {
                appender.DoAppend(TestEvents.Create($"behind {i}"));
            }

            Assert.Equal(9, appender.QueuedCount);
            Assert.True(Bounded.Run(appender.Close, 200 + Margin), "Close did not honour ShutdownTimeout");

            // The stalled event is counted as the sink returns: within the grace period as a rule, a moment later on a
            // very slow machine (Close then left it in flight); delivered or failed as the sink ended it, never dropped.
            Assert.True(SpinWait.SpinUntil(() => appender.Counters.InFlight == 0, Margin));
            Assert.Equal(10, appender.EnqueuedCount);
            Assert.Equal(0, appender.QueuedCount);
            Assert.Equal(appender.EnqueuedCount, appender.DeliveredCount + appender.FailedCount + appender.DroppedCount);
            Assert.Equal(9, appender.DroppedCount);
            Assert.Equal(throwWhenCancelled ? 0 : 1, appender.DeliveredCount);
            Assert.Equal(throwWhenCancelled ? 1 : 0, appender.FailedCount);
            Assert.Contains(appender.Errors.Messages, m => m.Contains("9 queued event(s) were dropped", StringComparison.Ordinal));
            if (appender.FailedCount > 0)
            {
                // The worker reports the failure just after it counted it: when Close left it in flight, a moment after
                // the test saw the count.
                Assert.True(
                    appender.Errors.WaitForMessage("1 event(s) failed to append", TimeSpan.FromSeconds(10)),
                    "the failed event was not reported: " + string.Join(" / ", appender.Errors.Messages));
            }
        }

        [Fact]
        public void A_batch_that_failed_in_part_before_Close_gave_up_is_counted_when_the_sink_returns_and_only_once()
        {
            // The sink fails one event of its batch, then ignores the token: Close leaves it running, counts the queue as
            // dropped and leaves the rest of the batch in flight, since the sink may still write it. When the sink
            // returns, failing the whole batch, the events not counted yet are counted failed: none twice, none dropped.
            // (The worker may take "a" alone or with "b" before "c" is queued; the counts are the same.)
            using var entered = new ManualResetEventSlim();
            using var release = new ManualResetEventSlim();
            using var returned = new ManualResetEventSlim();
            DelegateAsyncAppender? appender = null;
            appender = new DelegateAsyncAppender(
                (e, token) => Task.CompletedTask,
                (batch, token) =>
                {
                    try
                    {
                        appender!.Fail(1, new InvalidOperationException("bad event"));
                        entered.Set();
                        release.Wait();
                        appender.Fail(batch.Count, new InvalidOperationException("too late"));
                        return Task.CompletedTask;
                    }
                    finally
                    {
                        returned.Set();
                    }
                })
            { ShutdownTimeout = 200, BatchSize = 3 };
            appender.ActivateOptions();
            appender.DoAppend(new[] { TestEvents.Create("a"), TestEvents.Create("b"), TestEvents.Create("c") });
            Assert.True(entered.Wait(10_000));
            for (int i = 0; i < 5; i++)
            {
                appender.DoAppend(TestEvents.Create($"behind {i}"));
            }

            bool closed = Bounded.Run(appender.Close, 200 + Margin);
            DeliveryCounters atClose = appender.Counters;
            release.Set();
            Assert.True(closed, "Close did not honour ShutdownTimeout");
            Assert.True(returned.Wait(Margin));
            Assert.True(SpinWait.SpinUntil(() => appender.Counters.InFlight == 0, Margin));

            long batch = 8 - atClose.Dropped; // 1 to 3 events, as the worker took them
            Assert.InRange(batch, 1, 3);
            Assert.Equal(8, appender.EnqueuedCount);
            Assert.Equal(0, appender.QueuedCount);
            Assert.Equal(1, atClose.Failed);
            Assert.Equal(batch - 1, atClose.InFlight);
            Assert.Equal(0, appender.DeliveredCount);
            Assert.Equal(batch, appender.FailedCount);
            Assert.Equal(8 - batch, appender.DroppedCount);
            Assert.Equal(8, appender.DeliveredCount + appender.FailedCount + appender.DroppedCount);
            Assert.Contains(
                appender.Errors.Messages,
                m => m.Contains($"{8 - batch} queued event(s) were dropped", StringComparison.Ordinal) && m.Contains("the sink is still running", StringComparison.Ordinal));
        }
    }
}
