using System;
using System.Diagnostics;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Calls that found the queue full and waited for room (<see cref="OverflowPolicy.Block"/>), and how long they waited
    /// in all: the latency Block hands to the callers when the sink falls behind or stalls, which no other counter shows
    /// (nothing is dropped). Written only by a call that waited, so the path of a call that finds room costs nothing.
    /// </summary>
    internal sealed class RoomWaits
    {
        private long _calls;
        private long _ticks;

        /// <summary>Calls that waited, whether they then got room, timed out or met Close.</summary>
        public long Calls => Volatile.Read(ref _calls);

        /// <summary>The time those calls spent waiting, summed.</summary>
        public TimeSpan Total => TimeSpan.FromSeconds(Volatile.Read(ref _ticks) / (double)Stopwatch.Frequency);

        /// <summary>Records one call that began waiting at <paramref name="since"/> (a Stopwatch timestamp) and stops now.</summary>
        public void Record(long since)
        {
            Interlocked.Add(ref _ticks, Math.Max(0, Stopwatch.GetTimestamp() - since));
            Interlocked.Increment(ref _calls);
        }
    }
}
