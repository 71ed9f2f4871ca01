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
    /// publishes it (2t + 1); distinct values even with a capacity of 1. The consumer claims a run of published positions
    /// with one compare-and-swap on the head, takes the events, clears their slots (a delivered event must not stay
    /// reachable from the ring) and frees them for the next lap. DropOldest producers evict the head the same way. Closing
    /// sets a bit in the tail, so no position can be claimed after it: everything claimed before is taken by the consumer
    /// or counted by <see cref="Abandon"/>.
    /// <para>
    /// What crosses between cores is what an event's hand-off needs and little else: a producer writes the tail and its
    /// slot; the consumer reads the slots and writes the head, each on cache lines of their own. The consumer never polls
    /// the tail, which every producer writes with a locked instruction on every event (a read of it from the other core
    /// would make the next producer's compare-and-swap miss): it sees that a full batch is ready from the batch's last
    /// slot, and otherwise waits. Waiting is a nap of 1 ms during which producers make no system call, unless the ring
    /// gets half full first: the consumer names that position (<c>WakeAt</c>) before it naps, and the producer that claims
    /// it wakes the consumer, so a fast stream costs one wake-up per half ring and never fills the ring behind a napping
    /// consumer. After ~50 ms without events the consumer sleeps until the next event. Both sides announce with a full
    /// fence (the consumer's exchange of WakeAt before it reads the tail, the producer's compare-and-swap before it reads
    /// WakeAt), so one of the two always sees the other.
    /// </para>
    /// </remarks>
    internal sealed class BoundedEventQueue
    {
        private const long ClosedBit = 1L << 62;
        private const long PositionMask = ClosedBit - 1;

        /// <summary>WakeAt when the consumer is not waiting.</summary>
        private const long NoWake = long.MaxValue;

        /// <summary>Milliseconds of one nap: the longest a trickle of events waits for the consumer while events keep coming.</summary>
        private const int NapMilliseconds = 1;

        /// <summary>Empty naps (~50 ms without events) before the consumer sleeps until the next event.</summary>
        private const int MaxNaps = 50;

        private readonly Slot[] _slots;
        private readonly long _indexMask;
        private readonly int _wakeThreshold;
        private readonly object _gate = new object();
        private readonly RoomWaits _roomWaits = new RoomWaits();
        private Positions _positions;
        private Waiters _waiters;

        public BoundedEventQueue(int capacity)
        {
            _slots = new Slot[capacity];
            _indexMask = (capacity & (capacity - 1)) == 0 ? capacity - 1 : -1;
            _wakeThreshold = Math.Max(1, capacity / 2);
            _positions.WakeAt = NoWake;
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

        /// <summary>Calls that waited for room (Block) and their time waiting.</summary>
        public RoomWaits RoomWaits => _roomWaits;

        private bool IsClosing => (Volatile.Read(ref _positions.Tail) & ClosedBit) != 0;

        /// <param name="blockTimeout">Block only: milliseconds to wait for room (-1: no limit, 0: no wait).</param>
        /// <param name="evicted">DropOldest only: how many events this call evicted to make room (other producers may take
        /// the room first, so it can be more than one).</param>
        public EnqueueOutcome Enqueue(LoggingEvent loggingEvent, OverflowPolicy policy, int blockTimeout, out int evicted)
        {
            var outcome = EnqueueOutcome.Enqueued;
            evicted = 0;
            long deadline = 0;
            long waitingSince = 0;
            var spinner = default(SpinWait);
            while (true)
            {
                long tail = Volatile.Read(ref _positions.Tail);
                if ((tail & ClosedBit) != 0)
                {
                    return Waited(waitingSince, EnqueueOutcome.RefusedClosing);
                }

                ref Slot slot = ref _slots[Index(tail)];
                long sequence = Volatile.Read(ref slot.Sequence);
                if (sequence == Free(tail))
                {
                    if (Interlocked.CompareExchange(ref _positions.Tail, tail + 1, tail) == tail)
                    {
                        slot.Event = loggingEvent;
                        Volatile.Write(ref slot.Sequence, Published(tail));
                        if (tail + 1 >= Volatile.Read(ref _positions.WakeAt))
                        {
                            WakeConsumer();
                        }

                        return waitingSince == 0 ? outcome : Waited(waitingSince, outcome);
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
                            waitingSince = Stopwatch.GetTimestamp();
                            deadline = blockTimeout < 0 ? long.MaxValue : waitingSince + (blockTimeout * Stopwatch.Frequency / 1000);
                        }

                        switch (WaitForRoom(tail, deadline))
                        {
                            case RoomWait.TimedOut:
                                return Waited(waitingSince, EnqueueOutcome.TimedOut);
                            case RoomWait.Closing:
                                return Waited(waitingSince, EnqueueOutcome.RefusedClosing);
                        }

                        break;
                }
            }
        }

        /// <summary>
        /// Waits for events and moves up to <paramref name="batch"/>'s length of them into it, in order: at once when a full
        /// batch is ready (or the ring is closing, flushing or has producers waiting for room), else after a nap (see the
        /// remarks). Returns how many; 0 when nothing came within ~50 ms of naps and then <paramref name="millisecondsTimeout"/>;
        /// -1 once closing and empty. <paramref name="batchEnd"/>: the position after the last event taken.
        /// </summary>
        public int Take(LoggingEvent[] batch, int millisecondsTimeout, out long batchEnd)
        {
            int want = Math.Min(batch.Length, _slots.Length);
            bool waited = false;
            bool slept = false;
            int emptyNaps = 0;
            while (true)
            {
                long head = Volatile.Read(ref _positions.Head);
                if (waited || IsPublished(head + want - 1) || MustHurry())
                {
                    int taken = TryTake(batch, out batchEnd);
                    if (taken > 0)
                    {
                        return taken;
                    }

                    long tail = Volatile.Read(ref _positions.Tail);
                    if ((tail & PositionMask) > batchEnd)
                    {
                        // Claimed but not yet published: the producer is between its two stores.
                        Thread.Yield();
                        continue;
                    }

                    if ((tail & ClosedBit) != 0)
                    {
                        return -1;
                    }

                    if (slept)
                    {
                        return 0;
                    }

                    emptyNaps = waited ? emptyNaps + 1 : emptyNaps;
                }

                if (emptyNaps < MaxNaps)
                {
                    // Fewer than a batch: a nap, cut short only by a ring getting half full.
                    Wait(head + _wakeThreshold, NapMilliseconds);
                }
                else
                {
                    // Idle: sleep until the next event.
                    Wait(head + 1, millisecondsTimeout);
                    slept = true;
                }

                waited = true;
            }
        }

        /// <summary>Marks every position before <paramref name="batchEnd"/> as finished and wakes flushers.</summary>
        public void Complete(long batchEnd)
        {
            Interlocked.Exchange(ref _positions.Completed, batchEnd);
            if (Volatile.Read(ref _waiters.Flush) > 0)
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
                Interlocked.Increment(ref _waiters.Flush);

                // A napping consumer takes what is queued now rather than at the end of its nap.
                Monitor.PulseAll(_gate);
                try
                {
                    while (Volatile.Read(ref _positions.Completed) < target)
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
                    Interlocked.Decrement(ref _waiters.Flush);
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

            Volatile.Write(ref _waiters.Closing, 1);
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

        /// <summary>Counts a call that waited for room since <paramref name="since"/> (0: it did not wait) and passes its outcome on.</summary>
        private EnqueueOutcome Waited(long since, EnqueueOutcome outcome)
        {
            if (since != 0)
            {
                _roomWaits.Record(since);
            }

            return outcome;
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
                Interlocked.Increment(ref _waiters.Producers);
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
                    Interlocked.Decrement(ref _waiters.Producers);
                }
            }
        }

        private void WakeProducers()
        {
            Interlocked.MemoryBarrier();
            if (Volatile.Read(ref _waiters.Producers) > 0)
            {
                lock (_gate)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        private bool MustHurry() =>
            Volatile.Read(ref _waiters.Closing) != 0 || Volatile.Read(ref _waiters.Flush) > 0 || Volatile.Read(ref _waiters.Producers) > 0;

        private bool IsPublished(long position) => Volatile.Read(ref _slots[Index(position)].Sequence) == Published(position);

        private void WakeConsumer()
        {
            if (Interlocked.Exchange(ref _positions.WakeAt, NoWake) != NoWake)
            {
                lock (_gate)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        /// <summary>
        /// The consumer waits up to <paramref name="millisecondsTimeout"/>, or until a producer claims the position before
        /// <paramref name="wakeAt"/>, the ring closes or a flush begins (each pulses the gate while holding it, so no wake-up
        /// is lost between the check and the wait).
        /// </summary>
        private void Wait(long wakeAt, int millisecondsTimeout)
        {
            lock (_gate)
            {
                Interlocked.Exchange(ref _positions.WakeAt, wakeAt);
                long tail = Volatile.Read(ref _positions.Tail);
                if ((tail & PositionMask) < wakeAt && (tail & ClosedBit) == 0)
                {
                    Monitor.Wait(_gate, millisecondsTimeout);
                }

                Volatile.Write(ref _positions.WakeAt, NoWake);
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

        /// <summary>
        /// The positions, each on a cache line of its own: the tail (every producer, every event), the head and the
        /// completed position (the consumer, once per batch), WakeAt (the consumer, once per nap; read by producers after
        /// each claim).
        /// </summary>
        [StructLayout(LayoutKind.Explicit, Size = 320)]
        private struct Positions
        {
            [FieldOffset(64)]
            public long Tail;

            [FieldOffset(128)]
            public long Head;

            [FieldOffset(136)]
            public long Completed;

            [FieldOffset(192)]
            public long WakeAt;
        }

        /// <summary>Rarely written flags the consumer reads before each nap: on a line no event's hand-off writes.</summary>
        [StructLayout(LayoutKind.Explicit, Size = 128)]
        private struct Waiters
        {
            [FieldOffset(64)]
            public int Producers;

            [FieldOffset(68)]
            public int Flush;

            [FieldOffset(72)]
            public int Closing;
        }
    }
}
