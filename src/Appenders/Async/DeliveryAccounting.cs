using System;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Counts each event the worker takes exactly once: failed (as the sink reports it, or when AppendAsync throws),
    /// delivered (the rest of its batch, when AppendAsync returns), or dropped (when Close gave up on the batch).
    /// Events refused or evicted before the worker takes them are counted dropped by the caller.
    /// </summary>
    internal sealed class DeliveryAccounting
    {
        private readonly object _batchGate = new object();
        private long _delivered;
        private long _dropped;
        private long _failed;
        private int _inFlight;
        private int _batchFailures;
        private bool _gaveUp;

        public long Delivered => Interlocked.Read(ref _delivered);

        public long Dropped => Interlocked.Read(ref _dropped);

        public long Failed => Interlocked.Read(ref _failed);

        public void AddDropped(long count) => Interlocked.Add(ref _dropped, count);

        /// <summary>
        /// Starts a batch. False when Close already gave up: it no longer waits for the batch, which counts as
        /// dropped and must not be delivered.
        /// </summary>
        public bool BeginBatch(int count)
        {
            lock (_batchGate)
            {
                if (_gaveUp)
                {
                    Interlocked.Add(ref _dropped, count);
                    return false;
                }

                _batchFailures = 0;
                _inFlight = count;
                return true;
            }
        }

        /// <summary>
        /// Counts events as failed: within the batch in flight, at most the events not yet counted. Returns how many
        /// were counted (0 once Close gave up, which counted the rest of the batch as dropped).
        /// </summary>
        public int AddFailed(int count)
        {
            lock (_batchGate)
            {
                if (_gaveUp)
                {
                    return 0;
                }

                if (_inFlight > 0)
                {
                    count = Math.Min(count, _inFlight - _batchFailures);
                    if (count <= 0)
                    {
                        return 0;
                    }

                    _batchFailures += count;
                }

                Interlocked.Add(ref _failed, count);
                return count;
            }
        }

        /// <summary>The batch returned: what did not fail was delivered.</summary>
        public void EndBatch()
        {
            lock (_batchGate)
            {
                if (_inFlight > 0)
                {
                    Interlocked.Add(ref _delivered, _inFlight - _batchFailures);
                }

                _inFlight = 0;
                _batchFailures = 0;
            }
        }

        /// <summary>
        /// Close gave up: the events of the batch in flight not yet counted as failed are dropped, and from now on
        /// nothing is counted delivered or failed. Returns how many events of the batch were dropped.
        /// </summary>
        public int GiveUp()
        {
            lock (_batchGate)
            {
                _gaveUp = true;
                int rest = _inFlight - _batchFailures;
                _inFlight = 0;
                _batchFailures = 0;
                Interlocked.Add(ref _dropped, rest);
                return rest;
            }
        }
    }
}
