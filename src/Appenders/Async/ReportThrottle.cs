using System.Diagnostics;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>Accumulates a count and lets it be reported at most once per interval.</summary>
    internal sealed class ReportThrottle
    {
        private long _pending;
        private long _lastReport = long.MinValue;

        public long IntervalTicks { get; set; }

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
            if (last != long.MinValue && now - last < IntervalTicks)
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
