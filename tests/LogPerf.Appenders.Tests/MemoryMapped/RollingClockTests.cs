using System;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class RollingClockTests
    {
        [Fact]
        public void The_default_rolling_clock_is_replaced_by_one_with_the_same_local_time()
        {
            using var dir = new TempFolder("appenders");
            var mapped = FileAppenders.MemoryMapped(dir.File("a.log"), a => a.RollingStyle = RollingFileAppender.RollingMode.Date);
            Assert.IsType<LocalClockDateTime>(mapped.DateTimeStrategy);
            for (int i = 0; i < 100; i++)
            {
                DateTime before = DateTime.Now;
                DateTime now = mapped.DateTimeStrategy.Now;
                DateTime after = DateTime.Now;
                Assert.Equal(DateTimeKind.Local, now.Kind);
                Assert.InRange(now.Ticks, before.Ticks, after.Ticks);
            }

            mapped.Close();
        }

        [Fact]
        public void A_configured_clock_or_a_date_pattern_that_prints_the_offset_keeps_log4net_s()
        {
            using var dir = new TempFolder("appenders");
            var clock = new FakeClock(new DateTime(2026, 1, 1));
            var custom = FileAppenders.MemoryMapped(dir.File("a.log"), a => a.DateTimeStrategy = clock);
            var offset = FileAppenders.MemoryMapped(dir.File("b.log"), a => a.DatePattern = ".yyyy-MM-dd-zz");
            Assert.Same(clock, custom.DateTimeStrategy);
            Assert.IsNotType<LocalClockDateTime>(offset.DateTimeStrategy);
            custom.Close();
            offset.Close();
        }
    }
}
