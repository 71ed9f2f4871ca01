using System;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// LoggingEvent.TimeStamp (<c>TimeStampUtc.ToLocalTime()</c>) without a time-zone lookup per event: the local
    /// offset is looked up once per UTC second (time-zone rules change offsets only on whole seconds) and per
    /// TimeZoneInfo.Local instance. The result has the same ticks as ToLocalTime; its DST-ambiguity flag is not kept, so
    /// formats that print the offset (z, K) or convert it use ToLocalTime itself.
    /// </summary>
    internal static class LocalClock
    {
        private static volatile CachedOffset? s_last;

        public static DateTime ToLocal(DateTime stamp) => ToLocal(stamp, TimeZoneInfo.Local);

        internal static DateTime ToLocal(DateTime stamp, TimeZoneInfo zone)
        {
            if (stamp.Kind == DateTimeKind.Local)
            {
                return stamp;
            }

            long second = stamp.Ticks / TimeSpan.TicksPerSecond;
            CachedOffset? last = s_last;
            if (last != null && last.Second == second && ReferenceEquals(last.Zone, zone))
            {
                return new DateTime(stamp.Ticks + last.OffsetTicks, DateTimeKind.Local);
            }

            DateTime local = ReferenceEquals(zone, TimeZoneInfo.Local)
                ? stamp.ToLocalTime()
                : new DateTime(TimeZoneInfo.ConvertTimeFromUtc(DateTime.SpecifyKind(stamp, DateTimeKind.Utc), zone).Ticks, DateTimeKind.Local);
            if (stamp.Year > 1 && stamp.Year < 9999)
            {
                // Away from DateTime's limits, where ToLocalTime clamps instead of adding the offset.
                s_last = new CachedOffset(second, zone, local.Ticks - stamp.Ticks);
            }

            return local;
        }

        private sealed class CachedOffset
        {
            public CachedOffset(long second, TimeZoneInfo zone, long offsetTicks)
            {
                Second = second;
                Zone = zone;
                OffsetTicks = offsetTicks;
            }

            public long Second { get; }

            public TimeZoneInfo Zone { get; }

            public long OffsetTicks { get; }
        }
    }
}
