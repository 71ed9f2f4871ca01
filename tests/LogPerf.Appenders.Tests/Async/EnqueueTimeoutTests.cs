using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>Block waits for room at most EnqueueTimeout; then the event is dropped and counted.</summary>
    public sealed class EnqueueTimeoutTests
    {
        private const int Margin = 3000;

        [Fact]
        public void The_default_is_5_seconds_as_log4net_3_5()
        {
            Assert.Equal(5000, AsyncAppenderSkeleton.DefaultEnqueueTimeout);
            Assert.Equal(5000, new AsyncForwardingAppender().EnqueueTimeout);
        }

        [Fact]
        public void Block_gives_up_after_EnqueueTimeout_with_a_stalled_sink_and_counts_the_drop()
        {
            using var entered = new ManualResetEventSlim();
            using var release = new ManualResetEventSlim();
            var appender = new DelegateAsyncAppender((e, token) =>
            {
                entered.Set();
                release.Wait(token);
                return Task.CompletedTask;
            })
            { BufferSize = 2, BatchSize = 1, EnqueueTimeout = 200, ShutdownTimeout = 200 };
            appender.ActivateOptions();
            appender.DoAppend(TestEvents.Create("in flight"));
            Assert.True(entered.Wait(10_000));
            appender.DoAppend(TestEvents.Create("queued 1"));
            appender.DoAppend(TestEvents.Create("queued 2"));

            var clock = Stopwatch.StartNew();
            Assert.True(Bounded.Run(() =>
            {
                appender.DoAppend(TestEvents.Create("late 1"));
                appender.DoAppend(TestEvents.Create("late 2"));
            }, 2 * 200 + Margin), "Block waited past EnqueueTimeout");
            Assert.InRange(clock.ElapsedMilliseconds, 2 * 200 - 20, 2 * 200 + Margin);

            Assert.Equal(3, appender.EnqueuedCount);
            Assert.Equal(2, appender.DroppedCount);

            // Both calls waited their EnqueueTimeout for room before they gave up: counted as blocked calls.
            Assert.Equal(2, appender.BlockedCallCount);
            Assert.InRange(appender.BlockedTime.TotalMilliseconds, 2 * 200 - 20, clock.ElapsedMilliseconds + 1);
            Assert.Contains(appender.Errors.Messages, m => m.Contains("OverflowPolicy Block", StringComparison.Ordinal) && m.Contains("EnqueueTimeout 200 ms", StringComparison.Ordinal));
            release.Set();
            appender.Close();
            Assert.Equal(3, appender.DeliveredCount);
        }

        [Fact]
        public void EnqueueTimeout_0_never_waits_and_minus_1_waits_for_room()
        {
            using var release = new ManualResetEventSlim();
            DelegateAsyncAppender Stalled(int timeout)
            {
                var appender = new DelegateAsyncAppender((e, token) =>
                {
                    release.Wait(token);
                    return Task.CompletedTask;
                })
                { BufferSize = 1, BatchSize = 1, EnqueueTimeout = timeout, ShutdownTimeout = 5000 };
                appender.ActivateOptions();
                appender.DoAppend(TestEvents.Create("in flight"));
                SpinWait.SpinUntil(() => appender.QueuedCount == 0, 10_000);
                appender.DoAppend(TestEvents.Create("queued"));
                return appender;
            }

            DelegateAsyncAppender noWait = Stalled(0);
            Assert.True(Bounded.Run(() => noWait.DoAppend(TestEvents.Create("dropped")), Margin));
            Assert.Equal(1, noWait.DroppedCount);

            DelegateAsyncAppender waits = Stalled(-1);
            Thread producer = Bounded.Start(() => waits.DoAppend(TestEvents.Create("waits")));
            Assert.False(producer.Join(500), "EnqueueTimeout -1 should wait for room");
            release.Set();
            Assert.True(producer.Join(10_000));
            noWait.Close();
            waits.Close();
            Assert.Equal(0, waits.DroppedCount);
            Assert.Equal(3, waits.DeliveredCount);
        }

        [Fact]
        public void A_bad_EnqueueTimeout_is_reported_and_replaced()
        {
            var appender = new DelegateAsyncAppender((e, token) => Task.CompletedTask) { EnqueueTimeout = -5 };
            appender.ActivateOptions();
            appender.Close();
            Assert.Contains(appender.Errors.Messages, m => m.Contains("EnqueueTimeout -5 ms", StringComparison.Ordinal) && m.Contains("using 5000", StringComparison.Ordinal));
            Assert.Equal(5000, appender.EnqueueTimeout);
        }
    }
}
