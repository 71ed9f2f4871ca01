using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// The lock-free ring under contention: 4 producers against one consumer, for each policy and for capacities of 1,
    /// 7 (not a power of two) and 64; then closing while the producers run. Every event is accounted exactly once.
    /// </summary>
    public sealed class BoundedEventQueueTests
    {
        private const int Producers = 4;
        private const int PerProducer = 20_000;

        [Theory]
        [InlineData(OverflowPolicy.Block, 1)]
        [InlineData(OverflowPolicy.Block, 7)]
        [InlineData(OverflowPolicy.Block, 64)]
        [InlineData(OverflowPolicy.DropNewest, 1)]
        [InlineData(OverflowPolicy.DropNewest, 7)]
        [InlineData(OverflowPolicy.DropOldest, 1)]
        [InlineData(OverflowPolicy.DropOldest, 7)]
        [InlineData(OverflowPolicy.DropOldest, 64)]
        public void Every_event_is_taken_once_in_producer_order_or_counted_as_dropped(OverflowPolicy policy, int capacity)
        {
            var queue = new BoundedEventQueue(capacity);
            LoggingEvent[][] events = Events();
            var outcomes = new int[Producers, 6];
            var evictions = new int[Producers];
            var taken = new List<LoggingEvent>();
            Thread consumer = Bounded.Start(() => Consume(queue, taken, slow: policy != OverflowPolicy.Block));
            Thread[] producers = Enumerable.Range(0, Producers).Select(p => Bounded.Start(() =>
            {
                foreach (LoggingEvent e in events[p])
                {
                    outcomes[p, (int)queue.Enqueue(e, policy, -1, out int evicted)]++;
                    evictions[p] += evicted;
                }
            })).ToArray();

            foreach (Thread producer in producers)
            {
                Assert.True(producer.Join(60_000), "a producer did not finish");
            }

            queue.BeginClose();
            Assert.True(consumer.Join(60_000), "the consumer did not finish");
            Assert.Equal(0, queue.Abandon());

            int Sum(EnqueueOutcome o) => Enumerable.Range(0, Producers).Sum(p => outcomes[p, (int)o]);
            int accepted = Sum(EnqueueOutcome.Enqueued) + Sum(EnqueueOutcome.EnqueuedAfterEvictingOldest);
            Assert.Equal(Producers * PerProducer, accepted + Sum(EnqueueOutcome.DroppedNewest));
            Assert.Equal(0, Sum(EnqueueOutcome.TimedOut) + Sum(EnqueueOutcome.RefusedClosing));
            Assert.Equal(accepted, queue.TotalEnqueued);
            Assert.Equal(taken.Count, taken.Distinct().Count());
            // Every accepted event was taken by the consumer or evicted by a producer, once.
            Assert.Equal(accepted, taken.Count + evictions.Sum());
            if (policy != OverflowPolicy.DropOldest)
            {
                Assert.Equal(0, evictions.Sum());
            }

            AssertProducerOrder(taken);
            if (policy == OverflowPolicy.Block)
            {
                Assert.Equal(Producers * PerProducer, taken.Count);
            }
        }

        [Fact]
        public void Closing_while_producers_run_accounts_for_every_event()
        {
            for (int round = 0; round < 20; round++)
            {
                var queue = new BoundedEventQueue(16);
                LoggingEvent[][] events = Events(5_000);
                var outcomes = new int[Producers, 6];
                var taken = new List<LoggingEvent>();
                Thread consumer = Bounded.Start(() => Consume(queue, taken, slow: false));
                Thread[] producers = Enumerable.Range(0, Producers).Select(p => Bounded.Start(() =>
                {
                    foreach (LoggingEvent e in events[p])
                    {
                        outcomes[p, (int)queue.Enqueue(e, OverflowPolicy.Block, -1, out _)]++;
                    }
                })).ToArray();

                Thread.Sleep(round % 3);
                queue.BeginClose();
                foreach (Thread producer in producers)
                {
                    Assert.True(producer.Join(60_000));
                }

                Assert.True(consumer.Join(60_000));
                int left = queue.Abandon();
                int refused = Enumerable.Range(0, Producers).Sum(p => outcomes[p, (int)EnqueueOutcome.RefusedClosing]);
                int enqueued = Enumerable.Range(0, Producers).Sum(p => outcomes[p, (int)EnqueueOutcome.Enqueued]);
                Assert.Equal(Producers * 5_000, enqueued + refused);
                Assert.Equal(enqueued, taken.Count + left);
                Assert.Equal(enqueued, queue.TotalEnqueued);
                AssertProducerOrder(taken);
            }
        }

        [Fact]
        public void Block_waits_at_most_its_timeout_and_a_zero_timeout_never_waits()
        {
            var queue = new BoundedEventQueue(2);
            var e = TestEvents.Create("x");
            Assert.Equal(EnqueueOutcome.Enqueued, queue.Enqueue(e, OverflowPolicy.Block, 0, out _));
            Assert.Equal(EnqueueOutcome.Enqueued, queue.Enqueue(e, OverflowPolicy.Block, 0, out _));
            Assert.Equal(EnqueueOutcome.TimedOut, queue.Enqueue(e, OverflowPolicy.Block, 0, out _));
            var started = System.Diagnostics.Stopwatch.StartNew();
            Assert.Equal(EnqueueOutcome.TimedOut, queue.Enqueue(e, OverflowPolicy.Block, 200, out _));
            Assert.InRange(started.ElapsedMilliseconds, 150, 5_000);
            Assert.Equal(2, queue.Count);
            Assert.Equal(2, queue.Take(new LoggingEvent[8], 0, out long end));
            Assert.Equal(2, end);
        }

        private static LoggingEvent[][] Events(int perProducer = PerProducer) =>
            Enumerable.Range(0, Producers)
                .Select(p => Enumerable.Range(0, perProducer).Select(i => new LoggingEvent(typeof(BoundedEventQueueTests), null, "p" + p, Level.Info, i, null)).ToArray())
                .ToArray();

        private static void Consume(BoundedEventQueue queue, List<LoggingEvent> taken, bool slow)
        {
            var batch = new LoggingEvent[5];
            var deadline = System.Diagnostics.Stopwatch.StartNew();
            while (deadline.Elapsed < TimeSpan.FromSeconds(60))
            {
                int count = queue.Take(batch, 100, out long end);
                if (count < 0)
                {
                    return;
                }

                for (int i = 0; i < count; i++)
                {
                    taken.Add(batch[i]);
                }

                queue.Complete(end);
                if (slow && count > 0 && taken.Count % 7 == 0)
                {
                    Thread.SpinWait(200);
                }
            }
        }

        private static void AssertProducerOrder(List<LoggingEvent> taken)
        {
            var last = new Dictionary<string, int>();
            foreach (LoggingEvent e in taken)
            {
                int number = (int)e.MessageObject!;
                if (last.TryGetValue(e.LoggerName!, out int previous))
                {
                    Assert.True(number > previous, $"{e.LoggerName}: {number} after {previous}");
                }

                last[e.LoggerName!] = number;
            }
        }
    }
}
