using System.Diagnostics;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Accumulates a count of things to report and lets it out at most once per interval, so a stalled sink or a
    /// dead server cannot flood the ErrorHandler. Thread-safe without a lock.
    /// </summary>
    internal sealed class RateLimiter
    {
        private long _pending;
        private long _lastReport = long.MinValue;
        private long _intervalTicks;

        /// <summary>The least time between two reports; 0 lets every one through.</summary>
        public void SetInterval(int milliseconds) =>
            Volatile.Write(ref _intervalTicks, milliseconds <= 0 ? 0 : milliseconds * Stopwatch.Frequency / 1000);

        public void Add(long count) => Interlocked.Add(ref _pending, count);

        /// <summary>Takes the pending count when the interval has passed (or when forced); 0 when nothing is due.</summary>
        public long TakeDue(bool force)
        {
            if (Interlocked.Read(ref _pending) == 0)
            {
                return 0;
            }

            long now = Stopwatch.GetTimestamp();
            if (force)
            {
                Interlocked.Exchange(ref _lastReport, now);
                return Interlocked.Exchange(ref _pending, 0);
            }

            long last = Interlocked.Read(ref _lastReport);
            if (last != long.MinValue && now - last < Volatile.Read(ref _intervalTicks))
            {
                return 0;
            }

            if (Interlocked.CompareExchange(ref _lastReport, now, last) != last)
            {
                return 0;
            }

            return Interlocked.Exchange(ref _pending, 0);
        }
    }
}
