using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Config;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class ShutdownTests
    {
        private const int Margin = 3000;

        [Fact]
        public void Close_drains_every_queued_event_with_a_working_sink()
        {
            var sink = new CollectingAppender { Name = "sink" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, shutdownTimeout: 10_000, targets: sink);
            for (int i = 0; i < 50_000; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i.ToString()));
            }

            var watch = Stopwatch.StartNew();
            forwarder.Close();
            Assert.True(watch.ElapsedMilliseconds < 10_000 + Margin);
            Assert.Equal(50_000, sink.Count);
            Assert.Equal(50_000, forwarder.DeliveredCount);
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void Close_gives_up_after_ShutdownTimeout_with_a_stalled_sink_and_reports_the_undelivered_count()
        {
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: 100, shutdownTimeout: 500, targets: sink);
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(sink.Entered.Wait(10_000));
            for (int i = 0; i < 49; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i.ToString()));
            }

            bool closed = Bounded.Run(forwarder.Close, 500 + Margin);
            Assert.True(closed, "Close did not honour ShutdownTimeout");
            Assert.Contains(errors.Messages, m => m.Contains("49 queued event(s) were dropped") && m.Contains("the 1 event(s) of its batch are counted when it returns"));
            Assert.Equal(49, forwarder.DroppedCount);
            Assert.Equal(1, forwarder.Counters.InFlight);

            // The sink Close left behind writes its event after all: it is delivered, not dropped (nor both).
            sink.Gate.Set();
            Assert.True(SpinWait.SpinUntil(() => forwarder.DeliveredCount == 1, Margin));
            Assert.Equal(1, sink.Count);
            Assert.Equal(49, forwarder.DroppedCount);
            Assert.Equal(0, forwarder.Counters.InFlight);

            // The worker reports the returned batch just after it counted it, so the count can be seen first.
            Assert.True(
                errors.WaitForMessage("returned from its batch of 1 event(s): 1 delivered, 0 failed", TimeSpan.FromSeconds(10)),
                "the returned batch was not reported: " + string.Join(" / ", errors.Messages));
        }

        /// <summary>ShutdownTimeout -1 (what LP0004's fix writes): Close waits past any bound until the sink took every event.</summary>
        [Fact]
        public void Close_with_ShutdownTimeout_minus_one_waits_for_a_slow_sink_and_delivers_everything()
        {
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: 100, shutdownTimeout: -1, targets: sink);
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(sink.Entered.Wait(10_000));
            for (int i = 0; i < 49; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i.ToString()));
            }

            using var closed = new ManualResetEventSlim();
            Bounded.Start(() =>
            {
                forwarder.Close();
                closed.Set();
            });
            Assert.False(closed.Wait(1_000), "Close returned while the sink still held the first batch");
            sink.Gate.Set();
            Assert.True(closed.Wait(10_000 + Margin), "Close did not return once the sink drained");
            Assert.Equal(50, sink.Count);
            Assert.Equal(0, forwarder.DroppedCount);
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void Close_is_not_held_up_by_a_producer_blocked_on_a_full_queue()
        {
            ILoggerRepository repository = TestEvents.NewRepository();
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: 5, shutdownTimeout: 300, targets: sink);
            BasicConfigurator.Configure(repository, forwarder);
            ILog log = LogManager.GetLogger(repository.Name, "blocked");
            log.Info("first");
            Assert.True(sink.Entered.Wait(10_000));
            var producer = new Thread(() =>
            {
                for (int i = 0; i < 20; i++)
                {
                    log.Info(i);
                }
            });
            producer.Start();
            SpinWait.SpinUntil(() => forwarder.QueuedCount == 5, 10_000);
            Assert.True(producer.IsAlive, "the producer should be waiting for room");

            bool closed = Bounded.Run(forwarder.Close, 300 + Margin);
            bool released = producer.Join(Margin);
            sink.Gate.Set();
            Assert.True(closed, "Close waited for a blocked producer");
            Assert.True(released, "the blocked producer was not released by Close");
            Assert.Contains(errors.Messages, m => m.Contains("5 queued event(s) were dropped"));
            Assert.Equal(5 + 15, forwarder.DroppedCount);
            Assert.True(SpinWait.SpinUntil(() => forwarder.DeliveredCount == 1, Margin), "the event the sink was holding was not counted when it returned");
        }

        [Fact]
        public void A_sink_that_honours_cancellation_is_cancelled_when_Close_gives_up()
        {
            var cancelled = new ManualResetEventSlim();
            var appender = new DelegateAsyncAppender(async (e, token) =>
            {
                try
                {
                    await Task.Delay(Timeout.Infinite, token);
                }
                finally
                {
                    cancelled.Set();
                }
            })
            { ShutdownTimeout = 200 };
            appender.ActivateOptions();
            appender.DoAppend(TestEvents.Create("stuck"));

            Assert.True(Bounded.Run(appender.Close, 200 + Margin));
            Assert.True(cancelled.Wait(Margin));
            Assert.Equal(0, appender.DeliveredCount);
        }

        [Fact]
        public void Appending_after_Close_is_reported_and_counted()
        {
            var sink = new CollectingAppender { Name = "sink" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: sink);
            forwarder.Close();
            forwarder.DoAppend(TestEvents.Create("late"));
            Assert.Equal(1, forwarder.DroppedCount);
            Assert.Contains(errors.Messages, m => m.Contains("closed appender"));
            Assert.Equal(0, sink.Count);
        }
    }
}
