using System;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The one place that holds an async appender's outcome counters. Each event the worker takes is counted exactly
    /// once: delivered, failed, unconfirmed (handed to a transport that cannot confirm it), or held awaiting a
    /// confirmation that later makes it delivered or unconfirmed. What the sink does not count itself is delivered when
    /// its batch returns. Events refused or evicted before the worker takes them, and batches started after Close gave
    /// up, are counted dropped.
    /// </summary>
    /// <remarks>
    /// A batch Close gave up on while the sink was still inside it is not counted at Close: the sink may still write
    /// it. Its events are counted when the sink returns (<see cref="InFlight"/> until then), so a sink that finishes
    /// after Close is neither counted twice nor as dropped.
    /// </remarks>
    internal sealed class DeliveryAccounting
    {
        private readonly object _batchGate = new object();
        private long _delivered;
        private long _dropped;
        private long _failed;
        private long _unconfirmed;
        private long _awaiting;
        private int _inFlight;
        private int _resolved;
        private bool _closedOut;
        private bool _abandoned;

        public long Delivered => Interlocked.Read(ref _delivered);

        public long Dropped => Interlocked.Read(ref _dropped);

        public long Failed => Interlocked.Read(ref _failed);

        public long Unconfirmed => Interlocked.Read(ref _unconfirmed);

        /// <summary>Events sent and held until the transport confirms them or learns they may be lost.</summary>
        public long AwaitingConfirmation => Interlocked.Read(ref _awaiting);

        /// <summary>Events of the batch the sink is delivering that it has not counted yet.</summary>
        public int InFlight
        {
            get
            {
                lock (_batchGate)
                {
                    return _inFlight - _resolved;
                }
            }
        }

        /// <summary>True while a batch Close gave up on is still inside the sink.</summary>
        public bool Abandoned
        {
            get
            {
                lock (_batchGate)
                {
                    return _abandoned;
                }
            }
        }

        public void AddDropped(long count) => Interlocked.Add(ref _dropped, count);

        /// <summary>
        /// Starts a batch. False when Close already gave up: it no longer waits for the batch, which counts as dropped
        /// and must not be delivered.
        /// </summary>
        public bool BeginBatch(int count)
        {
            lock (_batchGate)
            {
                if (_closedOut)
                {
                    Interlocked.Add(ref _dropped, count);
                    return false;
                }

                _resolved = 0;
                _inFlight = count;
                return true;
            }
        }

        /// <summary>
        /// Counts events with <paramref name="outcome"/>: within the batch in flight, at most the events not yet counted;
        /// outside a batch, as given. Returns how many were counted.
        /// </summary>
        public int Add(DeliveryOutcome outcome, int count)
        {
            if (count <= 0)
            {
                return 0;
            }

            lock (_batchGate)
            {
                if (_inFlight > 0)
                {
                    count = Math.Min(count, _inFlight - _resolved);
                    if (count <= 0)
                    {
                        return 0;
                    }

                    _resolved += count;
                }

                Interlocked.Add(ref Counter(outcome), count);
                return count;
            }
        }

        /// <summary>Events of the batch in flight, sent and held until <see cref="ReleaseHeld"/> says what became of them.</summary>
        public int Hold(int count)
        {
            if (count <= 0)
            {
                return 0;
            }

            lock (_batchGate)
            {
                if (_inFlight > 0)
                {
                    count = Math.Min(count, _inFlight - _resolved);
                    _resolved += count;
                }

                Interlocked.Add(ref _awaiting, count);
                return count;
            }
        }

        /// <summary>Held events now known: delivered (confirmed) or unconfirmed. Returns how many were counted.</summary>
        public long ReleaseHeld(long count, DeliveryOutcome outcome)
        {
            lock (_batchGate)
            {
                count = Math.Min(count, Interlocked.Read(ref _awaiting));
                if (count <= 0)
                {
                    return 0;
                }

                Interlocked.Add(ref _awaiting, -count);
                Interlocked.Add(ref Counter(outcome), count);
                return count;
            }
        }

        /// <summary>
        /// The batch returned: what the sink did not count was delivered. Returns the batch's outcome when Close had
        /// given up on it (the caller reports it), else null.
        /// </summary>
        public int? EndBatch()
        {
            lock (_batchGate)
            {
                int rest = _inFlight - _resolved;
                if (rest > 0)
                {
                    Interlocked.Add(ref _delivered, rest);
                }

                int? abandoned = _abandoned ? _inFlight : (int?)null;
                _abandoned = false;
                _inFlight = 0;
                _resolved = 0;
                return abandoned;
            }
        }

        /// <summary>
        /// Close gave up: no batch starts from now on. Returns the events of the batch in flight that are not counted
        /// yet; when the worker is still inside the sink they stay in flight and are counted when it returns.
        /// </summary>
        public int GiveUp(bool workerStillRunning)
        {
            lock (_batchGate)
            {
                _closedOut = true;
                int rest = _inFlight - _resolved;
                if (rest > 0)
                {
                    _abandoned = workerStillRunning;
                    if (!workerStillRunning)
                    {
                        // The worker left without ending its batch (it cannot, but should it): nothing will count them.
                        Interlocked.Add(ref _dropped, rest);
                        _inFlight = 0;
                        _resolved = 0;
                    }
                }

                return rest;
            }
        }

        private ref long Counter(DeliveryOutcome outcome)
        {
            switch (outcome)
            {
                case DeliveryOutcome.Delivered:
                    return ref _delivered;
                case DeliveryOutcome.Failed:
                    return ref _failed;
                case DeliveryOutcome.Unconfirmed:
                    return ref _unconfirmed;
                default:
                    return ref _dropped;
            }
        }
    }
}
