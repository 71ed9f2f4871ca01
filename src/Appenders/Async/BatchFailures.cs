using System;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Which events of the batch in hand failed at one or more targets, and the last cause: an event that fails at two
    /// targets is one failed event. Worker thread only; sized to the largest batch seen.
    /// </summary>
    internal sealed class BatchFailures
    {
        private bool[] _failed = new bool[0];
        private int _size;

        public int Count { get; private set; }

        public Exception? Cause { get; private set; }

        public void Begin(int batchSize)
        {
            Array.Clear(_failed, 0, _size);
            if (_failed.Length < batchSize)
            {
                _failed = new bool[batchSize];
            }

            _size = batchSize;
            Count = 0;
            Cause = null;
        }

        public void Fail(int index, Exception? cause)
        {
            if (cause != null)
            {
                Cause = cause;
            }

            if (!_failed[index])
            {
                _failed[index] = true;
                Count++;
            }
        }

        public void FailRange(int start, int end, Exception? cause)
        {
            for (int i = start; i < end; i++)
            {
                Fail(i, cause);
            }
        }
    }
}
