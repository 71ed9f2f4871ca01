using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>The async appenders' counters as a MeterListener sees them: names, units, tags and values.</summary>
    public sealed class AsyncAppenderMetricsTests
    {
        internal const int Capacity = 64;

        [Fact]
        public void Instruments_follow_OpenTelemetry_naming_with_their_kind_and_unit()
        {
            using var capture = new MeterCapture();
            var forwarder = Forwarder(Unique("kinds"), new GatedTarget());
            try
            {
                var expected = new Dictionary<string, (Type Kind, string Unit)>
                {
                    [AppenderMetrics.Events] = (typeof(ObservableCounter<long>), "{event}"),
                    [AppenderMetrics.QueueSize] = (typeof(ObservableUpDownCounter<long>), "{event}"),
                    [AppenderMetrics.QueueCapacity] = (typeof(ObservableUpDownCounter<long>), "{event}"),
                    [AppenderMetrics.EventsInFlight] = (typeof(ObservableUpDownCounter<long>), "{event}"),
                    [AppenderMetrics.BatchSize] = (typeof(Histogram<int>), "{event}"),
                    [AppenderMetrics.BlockedCalls] = (typeof(ObservableCounter<long>), "{call}"),
                    [AppenderMetrics.BlockedTime] = (typeof(ObservableCounter<double>), "s"),
                    [AppenderMetrics.SyslogTruncated] = (typeof(ObservableCounter<long>), "{message}"),
                    [AppenderMetrics.SyslogFailed] = (typeof(ObservableCounter<long>), "{message}"),
                    [AppenderMetrics.SyslogResent] = (typeof(ObservableCounter<long>), "{message}"),
                    [AppenderMetrics.SyslogRefusals] = (typeof(ObservableCounter<long>), "{refusal}"),
                };
                Assert.Equal(expected.Keys.OrderBy(k => k), capture.Instruments.Keys.OrderBy(k => k));
                foreach ((string name, (Type kind, string unit)) in expected)
                {
                    Instrument instrument = capture.Instruments[name];
                    Assert.IsType(kind, instrument);
                    Assert.Equal(unit, instrument.Unit);
                    Assert.False(string.IsNullOrWhiteSpace(instrument.Description));
                    Assert.False(string.IsNullOrEmpty(instrument.Meter.Version));

                    // Semantic conventions: lowercase dotted namespaces, snake_case words; counters of countable things
                    // plural, up-down counters not (queue.size, event.inflight); units are UCUM: an annotation for
                    // counted things, "s" for time.
                    Assert.Matches(new Regex("^logperf(\\.[a-z][a-z0-9_]*)+$"), name);
                    Assert.Matches(new Regex("^(\\{[a-z_]+\\}|s)$"), unit);
                }
            }
            finally
            {
                forwarder.Close();
            }
        }

        [Fact]
        public void Every_measurement_is_tagged_with_the_appender_name_and_type_and_outcomes_and_states_with_their_own()
        {
            using var capture = new MeterCapture();
            string name = Unique("tags");
            var forwarder = Forwarder(name, new GatedTarget());
            try
            {
                forwarder.DoAppend(TestEvents.Create("one"));
                Assert.True(forwarder.Flush(10_000));
                Collection collected = capture.Collect();
                IReadOnlyList<Measured> ours = collected.Measurements.Where(m => m.Tag(AppenderMetrics.AppenderNameTag) == name).ToList();
                Assert.All(ours, m => Assert.Equal(nameof(AsyncForwardingAppender), m.Tag(AppenderMetrics.AppenderTypeTag)));
                Assert.Equal(
                    new[] { "delivered", "dropped", "failed", "unconfirmed" },
                    collected.Of(AppenderMetrics.Events, name).Select(m => m.Tag(AppenderMetrics.OutcomeTag)).OrderBy(t => t));
                Assert.Equal(
                    new[] { "awaiting_confirmation", "delivering" },
                    collected.Of(AppenderMetrics.EventsInFlight, name).Select(m => m.Tag(AppenderMetrics.StateTag)).OrderBy(t => t));
                Assert.All(collected.Of(AppenderMetrics.Events, name), m => Assert.Equal(3, m.Tags.Count));
                Assert.All(collected.Of(AppenderMetrics.QueueSize, name), m => Assert.Equal(2, m.Tags.Count));
                Assert.Equal(1, collected.Outcome(name, "delivered"));

                // The forwarder is no syslog appender: the syslog instruments do not report it.
                Assert.Empty(collected.Of(AppenderMetrics.SyslogTruncated, name));
            }
            finally
            {
                forwarder.Close();
            }
        }

        [Fact]
        public void Published_values_are_the_appenders_counters_with_a_full_queue_and_under_load()
        {
            using var capture = new MeterCapture();
            string name = Unique("load");
            var target = new GatedTarget();
            var forwarder = Forwarder(name, target, OverflowPolicy.DropNewest);
            try
            {
                // A stalled sink: one event in its batch, the queue full, ten more refused.
                StallSinkThenAppend(forwarder, target, "first", Capacity + 10, "queued ");

                Collection stalled = capture.Collect();
                Assert.Equal(Capacity, stalled.Value(AppenderMetrics.QueueSize, name));
                Assert.Equal(Capacity, stalled.Value(AppenderMetrics.QueueCapacity, name));
                Assert.Equal(1, stalled.InFlight(name, "delivering"));
                Assert.Equal(0, stalled.InFlight(name, "awaiting_confirmation"));
                Assert.Equal(10, stalled.Outcome(name, "dropped"));
                Assert.Equal(0, stalled.Outcome(name, "delivered"));

                // Four producers log while a collector reads the meter as fast as it can: counters never go back, the
                // queue stays within its capacity.
                target.Gate.Set();
                const int Producers = 4, PerProducer = 5000;
                using var done = new ManualResetEventSlim();
                var previous = new Dictionary<string, long>();
                var violations = new List<string>();
                int collections = 0;
                Thread collector = Bounded.Start(() =>
                {
                    while (!done.IsSet && violations.Count == 0)
                    {
                        Collection now = capture.Collect();
                        foreach (string outcome in new[] { "delivered", "dropped", "failed", "unconfirmed" })
                        {
                            long value = now.Outcome(name, outcome) ?? -1;
                            if (value < previous.GetValueOrDefault(outcome))
                            {
                                violations.Add($"{outcome} went from {previous.GetValueOrDefault(outcome)} to {value}");
                            }

                            previous[outcome] = value;
                        }

                        long queued = now.Value(AppenderMetrics.QueueSize, name) ?? -1;
                        if (queued < 0 || queued > Capacity)
                        {
                            violations.Add($"queue size {queued}");
                        }

                        collections++;
                    }
                }, "collector");
                Thread[] producers = Enumerable.Range(0, Producers).Select(p => Bounded.Start(() =>
                {
                    for (int i = 0; i < PerProducer; i++)
                    {
                        forwarder.DoAppend(TestEvents.Create(i % 10 == 9 ? $"p{p} {i} fail" : $"p{p} {i}"));
                    }
                }, "producer " + p)).ToArray();
                Assert.All(producers, p => Assert.True(p.Join(60_000)));
                Assert.True(forwarder.Flush(30_000));
                done.Set();
                Assert.True(collector.Join(30_000));
                Assert.Empty(violations);
                Assert.True(collections > 0);

                // Once drained, each published value is the counter's.
                Collection final = capture.Collect();
                DeliveryCounters counters = forwarder.Counters;
                Assert.Equal(counters.Delivered, final.Outcome(name, "delivered"));
                Assert.Equal(counters.Dropped, final.Outcome(name, "dropped"));
                Assert.Equal(counters.Failed, final.Outcome(name, "failed"));
                Assert.Equal(counters.Unconfirmed, final.Outcome(name, "unconfirmed"));
                Assert.Equal(0, final.Value(AppenderMetrics.QueueSize, name));
                Assert.Equal(0, final.InFlight(name, "delivering"));
                Assert.True(counters.Failed > 0 && counters.Dropped > 10, $"failed {counters.Failed}, dropped {counters.Dropped}");
                Assert.Equal(1 + Capacity + 10 + (Producers * PerProducer), counters.Delivered + counters.Dropped + counters.Failed);

                // Every event the worker took is in exactly one recorded batch, none larger than BatchSize.
                IReadOnlyList<long> batches = capture.BatchSizes(name);
                Assert.Equal(counters.Delivered + counters.Failed, batches.Sum());
                Assert.All(batches, b => Assert.InRange(b, 1, forwarder.BatchSize));
            }
            finally
            {
                target.Gate.Set();
                forwarder.Close();
            }
        }

        [Fact]
        public void A_call_that_waits_for_room_is_counted_with_its_time_and_a_call_that_finds_room_is_not()
        {
            using var capture = new MeterCapture();
            string name = Unique("blocked");
            var target = new GatedTarget();
            var forwarder = Forwarder(name, target);
            try
            {
                // A stalled sink holds one event; the queue fills without anyone waiting.
                StallSinkThenAppend(forwarder, target, "first", Capacity, "queued ");

                Assert.Equal(0, forwarder.BlockedCallCount);
                Assert.Equal(0, capture.Collect().Value(AppenderMetrics.BlockedCalls, name));

                // One more call finds the queue full and waits until the sink moves on.
                // The counted wait starts when the call finds the queue full, a moment after the thread starts, so
                // the bounds are taken around what the test can see: at least from when the producer is seen
                // blocked until the sink is released, at most from before it started until after it returned.
                var clock = System.Diagnostics.Stopwatch.StartNew();
                Thread producer = Bounded.Start(() => forwarder.DoAppend(TestEvents.Create("waits")), "producer");
                Assert.True(SpinWait.SpinUntil(() => (producer.ThreadState & ThreadState.WaitSleepJoin) != 0, 10_000), "the call never blocked");
                double seenBlocked = clock.Elapsed.TotalSeconds;
                Assert.False(producer.Join(300), "the call did not wait for room");
                double released = clock.Elapsed.TotalSeconds;
                target.Gate.Set();
                Assert.True(producer.Join(10_000));
                double waitedAtMost = clock.Elapsed.TotalSeconds;
                Assert.True(forwarder.Flush(10_000));

                Assert.Equal(1, forwarder.BlockedCallCount);
                Assert.InRange(forwarder.BlockedTime.TotalSeconds, released - seenBlocked, waitedAtMost);
                Collection collected = capture.Collect();
                Assert.Equal(1, collected.Value(AppenderMetrics.BlockedCalls, name));
                Assert.Equal(forwarder.BlockedTime.TotalSeconds, collected.Real(AppenderMetrics.BlockedTime, name)!.Value, 6);
                Assert.Equal(Capacity + 2, collected.Outcome(name, "delivered"));
            }
            finally
            {
                target.Gate.Set();
                forwarder.Close();
            }
        }

        [Fact]
        public void DropNewest_never_waits_so_a_full_queue_counts_drops_and_no_blocked_call()
        {
            using var capture = new MeterCapture();
            string name = Unique("noblock");
            var target = new GatedTarget();
            var forwarder = Forwarder(name, target, OverflowPolicy.DropNewest);
            try
            {
                StallSinkThenAppend(forwarder, target, "first", Capacity + 5, "queued ");

                Collection collected = capture.Collect();
                Assert.Equal(5, collected.Outcome(name, "dropped"));
                Assert.Equal(0, collected.Value(AppenderMetrics.BlockedCalls, name));
                Assert.Equal(0.0, collected.Real(AppenderMetrics.BlockedTime, name));
                Assert.Equal(0, forwarder.BlockedCallCount);
            }
            finally
            {
                target.Gate.Set();
                forwarder.Close();
            }
        }

        [Fact]
        public void The_batch_size_is_recorded_once_per_batch_as_the_worker_takes_it()
        {
            using var capture = new MeterCapture();
            string name = Unique("batches");
            var target = new GatedTarget();
            var forwarder = Forwarder(name, target);
            try
            {
                StallSinkThenAppend(forwarder, target, "alone", 10, "behind ");

                target.Gate.Set();
                Assert.True(forwarder.Flush(10_000));
                Assert.Equal(new long[] { 1, 10 }, capture.BatchSizes(name));
            }
            finally
            {
                target.Gate.Set();
                forwarder.Close();
            }
        }

        [Fact]
        public void Appenders_of_one_name_and_type_alive_at_once_are_published_as_one_series_with_their_counts_added()
        {
            using var capture = new MeterCapture();
            string name = Unique("twins");
            var first = Forwarder(name, new GatedTarget());
            var second = Forwarder(name, new GatedTarget());
            try
            {
                for (int i = 0; i < 3; i++)
                {
                    first.DoAppend(TestEvents.Create("first " + i));
                }

                for (int i = 0; i < 5; i++)
                {
                    second.DoAppend(TestEvents.Create("second " + i));
                }

                Assert.True(first.Flush(10_000) && second.Flush(10_000));
                Collection collected = capture.Collect();
                Assert.Equal(8, collected.Outcome(name, "delivered"));
                Assert.Equal(2 * Capacity, collected.Value(AppenderMetrics.QueueCapacity, name));
            }
            finally
            {
                first.Close();
                second.Close();
            }
        }

        /// <summary>What the names of this suite's appenders start with.</summary>
        internal const string UniquePrefix = "metrics-";

        internal static string Unique(string what) => $"{UniquePrefix}{what}-{Guid.NewGuid():N}";

        internal static AsyncForwardingAppender Forwarder(string name, GatedTarget target, OverflowPolicy policy = OverflowPolicy.Block)
        {
            // Named before it starts: the tags are the name and type the appender has when its worker starts.
            var forwarder = new AsyncForwardingAppender
            {
                Name = name,
                BufferSize = Capacity,
                BatchSize = 16,
                OverflowPolicy = policy,
                ErrorHandler = new CapturingErrorHandler(),
            };
            forwarder.AddAppender(target);
            forwarder.ActivateOptions();
            return forwarder;
        }

        /// <summary>
        /// Holds the sink inside the batch of a first event, then appends <paramref name="behind"/> more: up to the queue's
        /// capacity they wait in it; beyond it they meet the overflow policy.
        /// </summary>
        private static void StallSinkThenAppend(AsyncForwardingAppender forwarder, GatedTarget target, string first, int behind, string prefix)
        {
            target.Gate.Reset();
            forwarder.DoAppend(TestEvents.Create(first));
            Assert.True(target.Entered.Wait(10_000));
            for (int i = 0; i < behind; i++)
            {
                forwarder.DoAppend(TestEvents.Create(prefix + i));
            }
        }
    }
}
