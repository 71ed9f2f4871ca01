using System;
using System.Linq;
using System.Reflection;
using log4net.Appender;
using log4net.Layout;
using LogPerf.Appenders.Tests.MemoryMapped;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// Pins the non-public members of log4net 3.5.0 the appenders reach through <see cref="Log4NetInternals"/>: each
    /// resolves, so no fallback is active (a log4net upgrade that moves one fails here, not silently in production), and
    /// the resolved accessors read what log4net holds.
    /// </summary>
    public sealed class Log4NetInternalsTests
    {
        [Fact]
        public void Every_member_resolves_on_log4net_3_5_0_and_no_fallback_is_active()
        {
            Assert.Equal(new Version(3, 5, 0, 0), typeof(AppenderSkeleton).Assembly.GetName().Version);

            var unresolved = typeof(Log4NetInternals).GetFields(BindingFlags.Public | BindingFlags.Static)
                .Where(f => typeof(Delegate).IsAssignableFrom(f.FieldType) && f.GetValue(null) is null)
                .Select(f => f.Name)
                .ToList();

            Assert.Empty(unresolved);
            Assert.True(Log4NetInternals.BatchPathSupported);
            Assert.True(Log4NetInternals.RepairSupported);
            Assert.Empty(Log4NetInternals.Fallbacks);
        }

        [Fact]
        public void The_accessors_read_and_write_what_log4net_holds()
        {
            using var dir = new TempFolder("appenders");
            var rolling = new RollingFileAppender
            {
                File = dir.File("pinned.log"),
                Layout = new PatternLayout("%message%newline"),
                RollingStyle = RollingFileAppender.RollingMode.Date,
                DatePattern = "yyyyMMdd",
            };
            rolling.ActivateOptions();
            try
            {
                Assert.False(Log4NetInternals.IsClosed!(rolling));
                Assert.False(Log4NetInternals.InAppend!(rolling));
                Log4NetInternals.SetInAppend!(rolling, true);
                Assert.True(Log4NetInternals.InAppend!(rolling));
                Log4NetInternals.SetInAppend!(rolling, false);

                Assert.NotNull(Log4NetInternals.RollingMutexOf!(rolling));
                Assert.NotNull(Log4NetInternals.QuietWriterOf!(rolling));
                Assert.Equal(dir.File("pinned.log"), Log4NetInternals.BaseFileNameOf!(rolling));

                var next = Log4NetInternals.NextCheckOf!(rolling);
                Assert.True(next > DateTime.Now.AddMinutes(-1), $"the next date-roll check is ahead ({next:O})");
                Log4NetInternals.SetNextCheck!(rolling, next.AddDays(1));
                Assert.Equal(next.AddDays(1), Log4NetInternals.NextCheckOf!(rolling));

                var pattern = new PatternLayout("%message%newline");
                Assert.NotNull(Log4NetInternals.HeadConverterOf!(pattern));
                Assert.NotNull(Log4NetInternals.CustomConvertersOf!(pattern));
            }
            finally
            {
                rolling.Close();
            }

            Assert.True(Log4NetInternals.IsClosed!(rolling));
        }
    }
}
