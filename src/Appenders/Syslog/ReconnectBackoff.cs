using System;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Delays between reconnection attempts: the first retry at once, then <c>initial</c>, doubling up to
    /// <c>max</c>, each with up to 20% random jitter so many clients do not reconnect in step.
    /// </summary>
    internal sealed class ReconnectBackoff
    {
        private readonly TimeSpan _initial;
        private readonly TimeSpan _max;
        private readonly Random _jitter = new Random();
        private int _failures;

        public ReconnectBackoff(TimeSpan initial, TimeSpan max)
        {
            _initial = initial;
            _max = max < initial ? initial : max;
        }

        public TimeSpan NextDelay()
        {
            int failures = _failures++;
            if (failures == 0)
            {
                return TimeSpan.Zero;
            }

            double ms = _initial.TotalMilliseconds * Math.Pow(2, Math.Min(failures - 1, 30));
            ms = Math.Min(ms, _max.TotalMilliseconds);
            return TimeSpan.FromMilliseconds(ms * (1 - (0.2 * _jitter.NextDouble())));
        }

        public void Reset() => _failures = 0;
    }
}
