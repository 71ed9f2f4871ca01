using System;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class OverflowPolicyTests
    {
        private const int Capacity = 10;
        private const int Burst = 100;

        [Fact]
        public void DropNewest_keeps_the_first_events_and_counts_the_rest()
        {
            (AsyncForwardingAppender forwarder, CollectingAppender sink, CapturingErrorHandler errors) = FillWhileStalled(OverflowPolicy.DropNewest);

            Assert.Equal(1 + Capacity, forwarder.EnqueuedCount);
            Assert.Equal(Burst - Capacity, forwarder.DroppedCount);
            Assert.Equal(1 + Capacity, forwarder.DeliveredCount);
            string[] expected = new[] { "first" }.Concat(Enumerable.Range(0, Capacity).Select(i => i.ToString())).ToArray();
            Assert.Equal(expected, sink.Events.Select(e => e.RenderedMessage).ToArray());
            Assert.Contains(errors.Messages, m => m.Contains("dropped") && m.Contains("DropNewest"));
        }

        [Fact]
        public void DropOldest_keeps_the_last_events_and_counts_the_rest()
        {
            (AsyncForwardingAppender forwarder, CollectingAppender sink, CapturingErrorHandler errors) = FillWhileStalled(OverflowPolicy.DropOldest);

            Assert.Equal(1 + Burst, forwarder.EnqueuedCount);
            Assert.Equal(Burst - Capacity, forwarder.DroppedCount);
            Assert.Equal(1 + Capacity, forwarder.DeliveredCount);
            string[] expected = new[] { "first" }.Concat(Enumerable.Range(Burst - Capacity, Capacity).Select(i => i.ToString())).ToArray();
            Assert.Equal(expected, sink.Events.Select(e => e.RenderedMessage).ToArray());
            Assert.Contains(errors.Messages, m => m.Contains("dropped") && m.Contains("DropOldest"));
        }

        [Fact]
        public void Drop_reports_are_rate_limited_and_carry_the_count()
        {
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            var forwarder = new AsyncForwardingAppender
            {
                Name = "async",
                BufferSize = Capacity,
                OverflowPolicy = OverflowPolicy.DropNewest,
                DropReportInterval = 60_000,
            };
            var errors = new CapturingErrorHandler();
            forwarder.ErrorHandler = errors;
            forwarder.AddAppender(sink);
            forwarder.ActivateOptions();
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(sink.Entered.Wait(10_000));
            for (int i = 0; i < Burst; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i.ToString()));
            }

            Assert.Single(errors.Messages, m => m.Contains("dropped"));
            sink.Gate.Set();
            forwarder.Close();
            string[] dropReports = errors.Messages.Where(m => m.Contains("dropped")).ToArray();
            Assert.Equal(2, dropReports.Length);
            Assert.Contains("dropped 1 event(s)", dropReports[0]);
            Assert.Contains($"dropped {Burst - Capacity - 1} event(s)", dropReports[1]);
        }

        [Fact]
        public void Queue_stays_bounded_and_DropNewest_never_blocks_with_a_stalled_sink()
        {
            const int events = 100_000;
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, bufferSize: 100, policy: OverflowPolicy.DropNewest, shutdownTimeout: 200, targets: sink);
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(sink.Entered.Wait(10_000));

            int maxSeen = 0;
            using var done = new CancellationTokenSource();
            System.Threading.Thread sampler = Bounded.Start(() =>
            {
                while (!done.IsCancellationRequested)
                {
                    maxSeen = Math.Max(maxSeen, forwarder.QueuedCount);
                }
            });
            bool finished = Bounded.Run(
                () =>
                {
                    for (int i = 0; i < events; i++)
                    {
                        forwarder.DoAppend(TestEvents.Create(i.ToString()));
                    }
                },
                60_000);

            done.Cancel();
            sampler.Join();
            Assert.True(finished, "the producer blocked under DropNewest");
            Assert.True(maxSeen <= 100, $"queue held {maxSeen} events");
            Assert.Equal(100, forwarder.QueuedCount);
            Assert.Equal(events - 100, forwarder.DroppedCount);
            sink.Gate.Set();
            forwarder.Close();
        }

        private static (AsyncForwardingAppender, CollectingAppender, CapturingErrorHandler) FillWhileStalled(OverflowPolicy policy)
        {
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: Capacity, policy: policy, targets: sink);
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(sink.Entered.Wait(10_000));

            bool finished = Bounded.Run(
                () =>
                {
                    for (int i = 0; i < Burst; i++)
                    {
                        forwarder.DoAppend(TestEvents.Create(i.ToString()));
                    }
                },
                30_000);
            Assert.True(finished, $"the producer blocked under {policy}");
            Assert.Equal(Capacity, forwarder.QueuedCount);

            sink.Gate.Set();
            Assert.True(forwarder.Flush(30_000));
            forwarder.Close();
            return (forwarder, sink, errors);
        }
    }
}
