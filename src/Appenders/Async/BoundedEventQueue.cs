using System;
using System.Diagnostics;
using System.Threading;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A preallocated ring of events for many producers and one consumer, guarded by one monitor.
    /// </summary>
    /// <remarks>
    /// Positions count every event that ever entered the ring: <c>_headPosition</c> is the next one to leave
    /// (taken by the consumer or evicted by DropOldest), <c>_headPosition + _count</c> the next one to write, and
    /// <c>_completed</c> the end of the last batch the consumer finished. Flush waits on <c>_completed</c>.
    /// An uncontended enqueue is one lock, one array store and two field increments; waits and pulses
    /// happen only when someone is actually waiting.
    /// </remarks>
    internal sealed class BoundedEventQueue
    {
        private const int IdleSpins = 40;

        private readonly object _gate = new object();
        private readonly LoggingEvent?[] _slots;
        private int _headIndex;
        private int _count;
        private long _headPosition;
        private long _completed;
        private bool _closing;
        private bool _consumerWaiting;
        private int _producersWaiting;
        private int _flushWaiters;

        public BoundedEventQueue(int capacity)
        {
            _slots = new LoggingEvent?[capacity];
        }

        public int Capacity => _slots.Length;

        public int Count
        {
            get
            {
                lock (_gate)
                {
                    return _count;
                }
            }
        }

        /// <summary>Every event ever accepted.</summary>
        public long TotalEnqueued
        {
            get
            {
                lock (_gate)
                {
                    return _headPosition + _count;
                }
            }
        }

        /// <param name="blockTimeout">Block only: milliseconds to wait for room (-1: no limit, 0: no wait).</param>
        public EnqueueOutcome Enqueue(LoggingEvent loggingEvent, OverflowPolicy policy, int blockTimeout)
        {
            lock (_gate)
            {
                if (_closing)
                {
                    return EnqueueOutcome.RefusedClosing;
                }

                var outcome = EnqueueOutcome.Enqueued;
                if (_count == _slots.Length)
                {
                    switch (policy)
                    {
                        case OverflowPolicy.DropNewest:
                            return EnqueueOutcome.DroppedNewest;
                        case OverflowPolicy.DropOldest:
                            RemoveHead();
                            outcome = EnqueueOutcome.EnqueuedAfterEvictingOldest;
                            break;
                        default:
                            long deadline = blockTimeout < 0 ? long.MaxValue : Stopwatch.GetTimestamp() + (blockTimeout * Stopwatch.Frequency / 1000);
                            do
                            {
                                int wait = Timeout.Infinite;
                                if (blockTimeout >= 0)
                                {
                                    long left = deadline - Stopwatch.GetTimestamp();
                                    if (left <= 0)
                                    {
                                        return EnqueueOutcome.TimedOut;
                                    }

                                    wait = (int)Math.Max(1, left * 1000 / Stopwatch.Frequency);
                                }

                                _producersWaiting++;
                                Monitor.Wait(_gate, wait);
                                _producersWaiting--;

                                // Checked after every wake-up, room or not: once closing, the consumer may already
                                // have taken its last batch, and an event written now would never leave the ring.
                                if (_closing)
                                {
                                    return EnqueueOutcome.RefusedClosing;
                                }
                            }
                            while (_count == _slots.Length);

                            break;
                    }
                }

                int tailIndex = _headIndex + _count;
                if (tailIndex >= _slots.Length)
                {
                    tailIndex -= _slots.Length;
                }

                _slots[tailIndex] = loggingEvent;
                _count++;
                if (_consumerWaiting)
                {
                    Monitor.PulseAll(_gate);
                }

                return outcome;
            }
        }

        /// <summary>
        /// Waits up to <paramref name="millisecondsTimeout"/> for events and takes up to
        /// <paramref name="maxCount"/> of them. Returns null once closing and empty, an empty array on timeout.
        /// </summary>
        public LoggingEvent[]? Take(int maxCount, int millisecondsTimeout, out long batchEnd)
        {
            SpinWhileEmpty();
            lock (_gate)
            {
                if (_count == 0)
                {
                    if (_closing)
                    {
                        batchEnd = _headPosition;
                        return null;
                    }

                    _consumerWaiting = true;
                    Monitor.Wait(_gate, millisecondsTimeout);
                    _consumerWaiting = false;
                    if (_count == 0)
                    {
                        batchEnd = _headPosition;
                        return _closing ? null : Array.Empty<LoggingEvent>();
                    }
                }

                var batch = new LoggingEvent[Math.Min(maxCount, _count)];
                for (int i = 0; i < batch.Length; i++)
                {
                    batch[i] = _slots[_headIndex]!;
                    RemoveHead();
                }

                batchEnd = _headPosition;
                if (_producersWaiting > 0)
                {
                    Monitor.PulseAll(_gate);
                }

                return batch;
            }
        }

        public bool IsEmpty
        {
            get
            {
                lock (_gate)
                {
                    return _count == 0;
                }
            }
        }

        /// <summary>Marks every position before <paramref name="batchEnd"/> as finished and wakes flushers.</summary>
        public void Complete(long batchEnd)
        {
            lock (_gate)
            {
                _completed = batchEnd;
                if (_flushWaiters > 0)
                {
                    Monitor.PulseAll(_gate);
                }
            }
        }

        /// <summary>Waits until every event enqueued before the call has been completed by the consumer.</summary>
        public bool WaitForCompletion(int millisecondsTimeout)
        {
            var started = Stopwatch.StartNew();
            lock (_gate)
            {
                long target = _headPosition + _count;
                while (_completed < target)
                {
                    int remaining = millisecondsTimeout < 0
                        ? Timeout.Infinite
                        : millisecondsTimeout - (int)started.ElapsedMilliseconds;
                    if (millisecondsTimeout >= 0 && remaining <= 0)
                    {
                        return false;
                    }

                    _flushWaiters++;
                    Monitor.Wait(_gate, remaining);
                    _flushWaiters--;
                }

                return true;
            }
        }

        /// <summary>Refuses further events and releases blocked producers; queued events stay for the consumer.</summary>
        public void BeginClose()
        {
            lock (_gate)
            {
                _closing = true;
                Monitor.PulseAll(_gate);
            }
        }

        /// <summary>Empties the ring after the consumer has given up; returns how many events were left.</summary>
        public int Abandon()
        {
            lock (_gate)
            {
                int left = _count;
                while (_count > 0)
                {
                    RemoveHead();
                }

                Monitor.PulseAll(_gate);
                return left;
            }
        }

        /// <summary>
        /// Waits briefly, outside the lock, for the next event before the consumer goes to sleep: waking a
        /// sleeping consumer costs the producer a kernel call, which at high rates costs more than the spin.
        /// </summary>
        private void SpinWhileEmpty()
        {
            for (int spin = 0; spin < IdleSpins && Volatile.Read(ref _count) == 0 && !Volatile.Read(ref _closing); spin++)
            {
                if (spin < IdleSpins / 2)
                {
                    Thread.SpinWait(20);
                }
                else
                {
                    Thread.Yield();
                }
            }
        }

        private void RemoveHead()
        {
            _slots[_headIndex] = null;
            _headIndex = _headIndex + 1 == _slots.Length ? 0 : _headIndex + 1;
            _count--;
            _headPosition++;
        }
    }
}
