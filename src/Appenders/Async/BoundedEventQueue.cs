using System;
using System.Diagnostics;
using System.Runtime.InteropServices;
using System.Threading;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A preallocated, lock-free ring of events for many producers and one consumer (after Vyukov's bounded queue: each
    /// slot carries a sequence saying which position it is free for, or holds). Locks are taken only to sleep and to wake.
    /// </summary>
    /// <remarks>
    /// Positions count every event that ever entered the ring. A producer claims position <c>t</c> with one
    /// compare-and-swap on the tail when slot <c>t % capacity</c> says it is free for <c>t</c> (2t), stores the event and
    /// publishes it (2t + 1); distinct values even with a capacity of 1. The consumer claims a run of published positions with one compare-and-swap on
    /// the head, takes the events and frees their slots for the next lap. DropOldest producers evict the head the same
    /// way. Closing sets a bit in the tail, so no position can be claimed after it: everything claimed before is taken
    /// by the consumer or counted by <see cref="Abandon"/>.
    /// The consumer never spins on the ring: it takes full batches back to back, and with fewer events waiting naps 1 ms
    /// first (unless the ring is full, producers wait for room, or it is closing or flushing), so producers and consumer rarely touch the same cache lines at once, and
    /// producers pay no wake-up system call while events keep coming. Only after ~50 ms without events does it announce
    /// that it sleeps and re-read the tail; a producer reads that announcement after its compare-and-swap (both are full
    /// fences), so one of the two always sees the other.
    /// </remarks>
    internal sealed class BoundedEventQueue
    {
        private const long ClosedBit = 1L << 62;
        private const long PositionMask = ClosedBit - 1;
        /// <summary>
        /// 1 ms naps the consumer takes before it sleeps until woken: while events keep coming (less than ~50 ms apart),
        /// producers never make a system call to wake it, at the price of up to 1 ms before a lone event is delivered.
        /// </summary>
        private const int MaxNaps = 50;

        /// <summary>Polls (of <see cref="QuickPollSpin"/> spin iterations each) before a nap when the ring fills within one nap.</summary>
        private const int QuickPolls = 200;

        private const int QuickPollSpin = 50;

        private readonly Slot[] _slots;
        private readonly long _indexMask;
        private readonly object _gate = new object();
        private Positions _positions;
        private long _completed;
        private int _consumerSleeping;
        private int _producersWaiting;
        private int _flushWaiters;
        private bool _quickPolling;

        public BoundedEventQueue(int capacity)
        {
            _slots = new Slot[capacity];
            _indexMask = (capacity & (capacity - 1)) == 0 ? capacity - 1 : -1;
            for (int i = 0; i < capacity; i++)
            {
                _slots[i].Sequence = Free(i);
            }
        }

        public int Capacity => _slots.Length;

        /// <summary>Events in the ring now (claimed and not yet taken).</summary>
        public int Count => (int)Math.Max(0, TotalEnqueued - Volatile.Read(ref _positions.Head));

        /// <summary>Every event ever accepted.</summary>
        public long TotalEnqueued => Volatile.Read(ref _positions.Tail) & PositionMask;

        public bool IsEmpty => Count == 0;

        private bool IsClosing => (Volatile.Read(ref _positions.Tail) & ClosedBit) != 0;

        /// <param name="blockTimeout">Block only: milliseconds to wait for room (-1: no limit, 0: no wait).</param>
        /// <param name="evicted">DropOldest only: how many events this call evicted to make room (other producers may take
        /// the room first, so it can be more than one).</param>
        public EnqueueOutcome Enqueue(LoggingEvent loggingEvent, OverflowPolicy policy, int blockTimeout, out int evicted)
        {
            var outcome = EnqueueOutcome.Enqueued;
            evicted = 0;
            long deadline = 0;
            var spinner = default(SpinWait);
            while (true)
            {
                long tail = Volatile.Read(ref _positions.Tail);
                if ((tail & ClosedBit) != 0)
                {
                    return EnqueueOutcome.RefusedClosing;
                }

                ref Slot slot = ref _slots[Index(tail)];
                long sequence = Volatile.Read(ref slot.Sequence);
                if (sequence == Free(tail))
                {
                    if (Interlocked.CompareExchange(ref _positions.Tail, tail + 1, tail) == tail)
                    {
                        slot.Event = loggingEvent;
                        Volatile.Write(ref slot.Sequence, Published(tail));
                        if (Volatile.Read(ref _consumerSleeping) != 0)
                        {
                            WakeConsumer();
                        }

                        return outcome;
                    }

                    continue;
                }

                if (sequence > Free(tail))
                {
                    // Another producer claimed this position first.
                    continue;
                }

                // The slot still holds the event of the previous lap: full.
                switch (policy)
                {
                    case OverflowPolicy.DropNewest:
                        return EnqueueOutcome.DroppedNewest;
                    case OverflowPolicy.DropOldest:
                        if (TryEvictOldest())
                        {
                            outcome = EnqueueOutcome.EnqueuedAfterEvictingOldest;
                            evicted++;
                        }
                        else
                        {
                            spinner.SpinOnce();
                        }

                        break;
                    default:
                        if (deadline == 0)
                        {
                            deadline = blockTimeout < 0 ? long.MaxValue : Stopwatch.GetTimestamp() + (blockTimeout * Stopwatch.Frequency / 1000);
                        }

                        switch (WaitForRoom(tail, deadline))
                        {
                            case RoomWait.TimedOut:
                                return EnqueueOutcome.TimedOut;
                            case RoomWait.Closing:
                                return EnqueueOutcome.RefusedClosing;
                        }

                        break;
                }
            }
        }

        /// <summary>
        /// Waits up to <paramref name="millisecondsTimeout"/> for events and moves up to <paramref name="batch"/>'s length of
        /// them into it, in order. Returns how many; 0 on timeout; -1 once closing and empty.
        /// <paramref name="batchEnd"/>: the position after the last event taken.
        /// </summary>
        public int Take(LoggingEvent[] batch, int millisecondsTimeout, out long batchEnd)
        {
            bool waited = false;
            int spins = 0;
            int naps = 0;
            bool slept = false;
            while (true)
            {
                long tail = Volatile.Read(ref _positions.Tail);
                long available = (tail & PositionMask) - Volatile.Read(ref _positions.Head);
                bool hurry = waited || (tail & ClosedBit) != 0 || Volatile.Read(ref _flushWaiters) > 0 || Volatile.Read(ref _producersWaiting) > 0;
                if (available >= Math.Min(batch.Length, _slots.Length) || (available > 0 && hurry))
                {
                    int taken = TryTake(batch, out batchEnd);
                    if (taken > 0)
                    {
                        return taken;
                    }

                    // Claimed but not yet published: the producer is between its two stores.
                    Thread.Yield();
                    continue;
                }

                batchEnd = tail & PositionMask;
                if (available == 0 && (tail & ClosedBit) != 0)
                {
                    return -1;
                }

                if (_quickPolling && spins < QuickPolls)
                {
                    // The ring fills faster than a nap allows: poll every few hundred nanoseconds instead.
                    Thread.SpinWait(QuickPollSpin);
                    spins++;
                    waited |= available > 0;
                }
                else if (available > 0 || naps < MaxNaps)
                {
                    // Not announced as asleep: producers do not pay for a wake-up while events keep coming.
                    Thread.Sleep(1);
                    naps++;
                    waited = true;
                    long filled = (Volatile.Read(ref _positions.Tail) & PositionMask) - Volatile.Read(ref _positions.Head);
                    _quickPolling = filled >= _slots.Length / 2 || (_quickPolling && filled >= _slots.Length / 8);
                }
                else if (!slept)
                {
                    SleepWhileEmpty(millisecondsTimeout);
                    slept = true;
                }
                else
                {
                    return 0;
                }
            }
        }

        /// <summary>Marks every position before <paramref name="batchEnd"/> as finished and wakes flushers.</summary>
        public void Complete(long batchEnd)
        {
            Interlocked.Exchange(ref _completed, batchEnd);
            if (Volatile.Read(ref _flushWaiters) > 0)
            {
                lock (_gate)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        /// <summary>Waits until every event enqueued before the call has been completed by the consumer.</summary>
        public bool WaitForCompletion(int millisecondsTimeout)
        {
            var started = Stopwatch.StartNew();
            long target = TotalEnqueued;
            lock (_gate)
            {
                Interlocked.Increment(ref _flushWaiters);
                try
                {
                    while (Volatile.Read(ref _completed) < target)
                    {
                        int remaining = millisecondsTimeout < 0
                            ? Timeout.Infinite
                            : millisecondsTimeout - (int)started.ElapsedMilliseconds;
                        if (millisecondsTimeout >= 0 && remaining <= 0)
                        {
                            return false;
                        }

                        Monitor.Wait(_gate, remaining);
                    }

                    return true;
                }
                finally
                {
                    Interlocked.Decrement(ref _flushWaiters);
                }
            }
        }

        /// <summary>Refuses further events and releases blocked producers; queued events stay for the consumer.</summary>
        public void BeginClose()
        {
            long tail;
            do
            {
                tail = Volatile.Read(ref _positions.Tail);
            }
            while ((tail & ClosedBit) == 0 && Interlocked.CompareExchange(ref _positions.Tail, tail | ClosedBit, tail) != tail);

            lock (_gate)
            {
                Monitor.PulseAll(_gate);
            }
        }

        /// <summary>
        /// Closes the ring and empties it after the consumer has given up; returns how many events were left, claimed
        /// ones whose producer had not finished storing them included.
        /// </summary>
        public int Abandon()
        {
            BeginClose();
            long tail = Volatile.Read(ref _positions.Tail) & PositionMask;
            long head = Interlocked.Exchange(ref _positions.Head, tail);
            for (long position = head; position < tail; position++)
            {
                _slots[Index(position)].Event = null;
            }

            lock (_gate)
            {
                Monitor.PulseAll(_gate);
            }

            return (int)Math.Max(0, tail - head);
        }

        /// <summary>Claims the run of published events at the head (at most the batch's length) and moves them out.</summary>
        private int TryTake(LoggingEvent[] batch, out long batchEnd)
        {
            while (true)
            {
                long head = Volatile.Read(ref _positions.Head);
                int count = 0;
                while (count < batch.Length && Volatile.Read(ref _slots[Index(head + count)].Sequence) == Published(head + count))
                {
                    count++;
                }

                if (count == 0)
                {
                    batchEnd = head;
                    return 0;
                }

                if (Interlocked.CompareExchange(ref _positions.Head, head + count, head) != head)
                {
                    // A DropOldest producer evicted the head meanwhile.
                    continue;
                }

                for (int i = 0; i < count; i++)
                {
                    ref Slot slot = ref _slots[Index(head + i)];
                    batch[i] = slot.Event!;
                    slot.Event = null;
                    Volatile.Write(ref slot.Sequence, Free(head + i + _slots.Length));
                }

                batchEnd = head + count;
                WakeProducers();
                return count;
            }
        }

        /// <summary>DropOldest: takes the oldest published event out of the ring, if no one else takes it first.</summary>
        private bool TryEvictOldest()
        {
            long head = Volatile.Read(ref _positions.Head);
            ref Slot slot = ref _slots[Index(head)];
            if (Volatile.Read(ref slot.Sequence) != Published(head)
                || IsClosing
                || Interlocked.CompareExchange(ref _positions.Head, head + 1, head) != head)
            {
                return false;
            }

            slot.Event = null;
            Volatile.Write(ref slot.Sequence, Free(head + _slots.Length));
            return true;
        }

        /// <summary>A slot's sequence when it may take the event of <paramref name="position"/>.</summary>
        private static long Free(long position) => position * 2;

        /// <summary>A slot's sequence once the event of <paramref name="position"/> is stored in it.</summary>
        private static long Published(long position) => (position * 2) + 1;

        private int Index(long position) => (int)(_indexMask >= 0 ? position & _indexMask : position % _slots.Length);

        private RoomWait WaitForRoom(long tail, long deadline)
        {
            ref Slot slot = ref _slots[Index(tail)];
            for (int spin = 0; spin < 20; spin++)
            {
                Thread.SpinWait(20);
                if (Volatile.Read(ref slot.Sequence) >= Free(tail) || IsClosing)
                {
                    return RoomWait.Retry;
                }
            }

            lock (_gate)
            {
                Interlocked.Increment(ref _producersWaiting);
                try
                {
                    while (Volatile.Read(ref slot.Sequence) < Free(tail) && Volatile.Read(ref _positions.Tail) == tail)
                    {
                        int wait = Timeout.Infinite;
                        if (deadline != long.MaxValue)
                        {
                            long left = deadline - Stopwatch.GetTimestamp();
                            if (left <= 0)
                            {
                                return RoomWait.TimedOut;
                            }

                            wait = (int)Math.Max(1, left * 1000 / Stopwatch.Frequency);
                        }

                        Monitor.Wait(_gate, wait);
                    }

                    // Checked after every wake-up, room or not: once closing, the consumer may already have taken its
                    // last batch.
                    return IsClosing ? RoomWait.Closing : RoomWait.Retry;
                }
                finally
                {
                    Interlocked.Decrement(ref _producersWaiting);
                }
            }
        }

        private void WakeProducers()
        {
            Interlocked.MemoryBarrier();
            if (Volatile.Read(ref _producersWaiting) > 0)
            {
                lock (_gate)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        private void WakeConsumer()
        {
            if (Interlocked.Exchange(ref _consumerSleeping, 0) != 0)
            {
                lock (_gate)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        private void SleepWhileEmpty(int millisecondsTimeout)
        {
            lock (_gate)
            {
                Interlocked.Exchange(ref _consumerSleeping, 1);
                if (Volatile.Read(ref _positions.Tail) == Volatile.Read(ref _positions.Head))
                {
                    Monitor.Wait(_gate, millisecondsTimeout);
                }

                Volatile.Write(ref _consumerSleeping, 0);
            }
        }

        private enum RoomWait
        {
            Retry,
            TimedOut,
            Closing,
        }

        private struct Slot
        {
            public LoggingEvent? Event;
            public long Sequence;
        }

        /// <summary>Tail (written by producers) and head (by the consumer) on cache lines of their own.</summary>
        [StructLayout(LayoutKind.Explicit, Size = 192)]
        private struct Positions
        {
            [FieldOffset(64)]
            public long Tail;

            [FieldOffset(128)]
            public long Head;
        }
    }
}
