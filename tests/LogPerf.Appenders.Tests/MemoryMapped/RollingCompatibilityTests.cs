using System;
using System.Linq;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class RollingCompatibilityTests
    {
        [Theory]
        [InlineData(true, -1, false, "app.log")]
        [InlineData(true, 1, false, "app.log")]
        [InlineData(false, 1, true, "app.log")]
        [InlineData(false, -1, false, "app")]
        public void Rolling_by_size_makes_the_same_files_as_RollingFileAppender(bool staticName, int countDirection, bool preserveExtension, string name)
        {
            using var dir = new TempFolder("appenders");
            Action<RollingFileAppender> settings = a =>
            {
                a.RollingStyle = RollingFileAppender.RollingMode.Size;
                a.MaximumFileSize = "2KB";
                a.MaxSizeRollBackups = 3;
                a.StaticLogFileName = staticName;
                a.CountDirection = countDirection;
                a.PreserveLogFileNameExtension = preserveExtension;
            };
            var errors = new ErrorRecorder();
            var mapped = FileAppenders.MemoryMapped(System.IO.Path.Combine(dir.Sub("mapped"), name), settings, errors);
            var rolling = FileAppenders.Rolling(System.IO.Path.Combine(dir.Sub("rolling"), name), settings);

            FileAppenders.AppendAll(Enumerable.Range(1, 300).Select(i => FileAppenders.Event(i)), mapped, rolling);
            mapped.Close();
            rolling.Close();

            var expected = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "rolling"));
            var actual = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "mapped"));
            Assert.True(expected.Count >= 3, string.Join(", ", expected.Keys));
            Assert.Equal(expected.Keys, actual.Keys);
            foreach (string file in expected.Keys)
            {
                Assert.Equal(FileAppenders.Text(expected[file]), FileAppenders.Text(actual[file]));
            }

            Assert.Empty(errors.Messages);
        }

        [Theory]
        [InlineData(RollingFileAppender.RollingMode.Date, true)]
        [InlineData(RollingFileAppender.RollingMode.Composite, false)]
        public void Rolling_by_date_makes_the_same_files_as_RollingFileAppender(RollingFileAppender.RollingMode style, bool staticName)
        {
            using var dir = new TempFolder("appenders");
            var mappedClock = new FakeClock(new DateTime(2026, 3, 1, 10, 0, 5));
            var rollingClock = new FakeClock(mappedClock.Now);
            Action<RollingFileAppender, FakeClock> settings = (a, clock) =>
            {
                a.DateTimeStrategy = clock;
                a.RollingStyle = style;
                a.DatePattern = ".yyyy-MM-dd-HH-mm";
                a.MaximumFileSize = "6KB";
                a.MaxSizeRollBackups = 5;
                a.StaticLogFileName = staticName;
            };
            var mapped = FileAppenders.MemoryMapped(System.IO.Path.Combine(dir.Sub("mapped"), "app.log"), a => settings(a, mappedClock));
            var rolling = FileAppenders.Rolling(System.IO.Path.Combine(dir.Sub("rolling"), "app.log"), a => settings(a, rollingClock));

            foreach (int i in Enumerable.Range(1, 240))
            {
                if (i % 60 == 0)
                {
                    mappedClock.Now = rollingClock.Now = mappedClock.Now.AddMinutes(1);
                }

                FileAppenders.AppendAll(new[] { FileAppenders.Event(i) }, mapped, rolling);
            }

            mapped.Close();
            rolling.Close();

            var expected = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "rolling"));
            var actual = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "mapped"));
            Assert.True(expected.Keys.Count(k => k.Contains("2026-03-01-10-0")) >= 4, string.Join(", ", expected.Keys));
            Assert.Equal(expected.Keys, actual.Keys);
            foreach (string file in expected.Keys)
            {
                Assert.Equal(FileAppenders.Text(expected[file]), FileAppenders.Text(actual[file]));
            }
        }

        [Fact]
        public void Once_rolls_the_previous_run_out_of_the_way_like_RollingFileAppender()
        {
            using var dir = new TempFolder("appenders");
            Action<RollingFileAppender> settings = a =>
            {
                a.RollingStyle = RollingFileAppender.RollingMode.Once;
                a.MaxSizeRollBackups = 2;
            };
            string mappedFile = System.IO.Path.Combine(dir.Sub("mapped"), "app.log");
            string rollingFile = System.IO.Path.Combine(dir.Sub("rolling"), "app.log");

            foreach (int run in Enumerable.Range(1, 3))
            {
                var mapped = FileAppenders.MemoryMapped(mappedFile, settings);
                var rolling = FileAppenders.Rolling(rollingFile, settings);
                FileAppenders.AppendAll(Enumerable.Range(1, 10).Select(i => FileAppenders.Event(i, $"run {run} event {i}")), mapped, rolling);
                mapped.Close();
                rolling.Close();
            }

            var expected = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "rolling"));
            var actual = FileAppenders.Snapshot(System.IO.Path.Combine(dir.Path, "mapped"));
            Assert.Equal(new[] { "app.log", "app.log.1", "app.log.2" }, expected.Keys);
            Assert.Equal(expected.Keys, actual.Keys);
            foreach (string file in expected.Keys)
            {
                Assert.Equal(FileAppenders.Text(expected[file]), FileAppenders.Text(actual[file]));
            }
        }

        [Fact]
        public void Without_rolling_settings_it_never_rolls_like_FileAppender()
        {
            using var dir = new TempFolder("appenders");
            var appender = FileAppenders.MemoryMapped(dir.File("plain.log"));
            appender.Close();

            Assert.Equal(RollingFileAppender.RollingMode.Size, appender.RollingStyle);
            Assert.Equal(long.MaxValue, appender.MaxFileSize);
            Assert.Equal(0, appender.MaxSizeRollBackups);
        }

        [Fact]
        public void With_one_rolling_setting_the_others_take_RollingFileAppender_defaults()
        {
            using var dir = new TempFolder("appenders");
            var reference = new RollingFileAppender();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => a.MaxSizeRollBackups = 4);
            appender.Close();

            Assert.Equal(reference.RollingStyle, appender.RollingStyle);
            Assert.Equal(reference.MaxFileSize, appender.MaxFileSize);
            Assert.Equal(reference.DatePattern, appender.DatePattern);
            Assert.Equal(reference.CountDirection, appender.CountDirection);
            Assert.Equal(4, appender.MaxSizeRollBackups);
        }
    }
}
