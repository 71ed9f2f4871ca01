using System;
using LogPerf.Appenders.Rendering;
using Xunit;

namespace LogPerf.Appenders.Tests.Rendering
{
    [CollectionDefinition(nameof(TimeZoneCollection), DisableParallelization = true)]
    public sealed class TimeZoneCollection
    {
    }

    /// <summary>
    /// Local dates around daylight-saving changes (this machine runs on UTC, so the zone is switched for the test,
    /// alone: other tests would see it).
    /// </summary>
    [Collection(nameof(TimeZoneCollection))]
    public sealed class LocalTimeDifferentialTests
    {
        [Theory]
        [InlineData("Europe/Berlin")]
        [InlineData("America/St_Johns")]
        [InlineData("Australia/Lord_Howe")]
        public void Local_dates_across_daylight_saving_changes_are_the_bytes_log4net_writes(string zone)
        {
            string? previous = Environment.GetEnvironmentVariable("TZ");
            try
            {
                Environment.SetEnvironmentVariable("TZ", zone);
                TimeZoneInfo.ClearCachedData();
                Assert.Equal(zone, TimeZoneInfo.Local.Id);
                DifferentialRun.AssertSameBytes(
                    "%date|%date{ABSOLUTE}|%date{DATE}|%date{yyyy-MM-dd HH:mm:ss.fffffff}|%date{yyyy-MM-dd HH:mm:ss zzz}|%date{o}|%utcdate|%n");
            }
            finally
            {
                Environment.SetEnvironmentVariable("TZ", previous);
                TimeZoneInfo.ClearCachedData();
            }
        }

        [Theory]
        [InlineData("Europe/Berlin")]
        [InlineData("America/St_Johns")]
        [InlineData("Australia/Lord_Howe")]
        [InlineData("Pacific/Chatham")]
        public void The_cached_local_offset_matches_the_time_zone_rules_second_by_second_across_a_year(string zone)
        {
            TimeZoneInfo info = TimeZoneInfo.FindSystemTimeZoneById(zone);
            var start = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
            for (DateTime utc = start; utc < start.AddYears(1); utc = utc.AddSeconds(1799.9))
            {
                // Each step lands in a new second, then a few instants within it hit the cache.
                foreach (long extra in new long[] { 0, 1, 9_999_999 })
                {
                    DateTime stamp = utc.AddTicks(extra);
                    DateTime expected = TimeZoneInfo.ConvertTimeFromUtc(stamp, info);
                    Assert.Equal(expected.Ticks, LocalClock.ToLocal(stamp, info).Ticks);
                }
            }
        }
    }
}
