using System;
using System.IO;
using System.Linq;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>
    /// A journal belongs to exactly one file: found by the exact names the appender gives its log, never by a prefix, and
    /// journals of the first release (.&lt;file&gt;.logperf-journal) are recovered when their name is one of those.
    /// </summary>
    public sealed class JournalNamingTests
    {
        [Fact]
        public void Starting_app_log_leaves_the_live_journal_of_app_errors_log_alone()
        {
            using var dir = new TempFolder("appenders");
            var errorsLog = FileAppenders.MemoryMapped(dir.File("app-errors.log"));
            FileAppenders.AppendAll(Enumerable.Range(1, 10).Select(i => FileAppenders.Event(i)), errorsLog);
            string journal = JournalNames.PathFor(dir.File("app-errors.log"));

            var appLog = FileAppenders.MemoryMapped(dir.File("app.log"));

            Assert.True(File.Exists(journal), "app.log's start removed app-errors.log's journal");
            FileAppenders.AppendAll(Enumerable.Range(11, 10).Select(i => FileAppenders.Event(i)), errorsLog);
            errorsLog.Close();
            appLog.Close();
            Assert.Equal(20, File.ReadAllLines(dir.File("app-errors.log")).Length);
        }

        [Fact]
        public void A_first_release_journal_of_this_file_is_recovered_and_one_of_another_file_is_left_alone()
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("app.log");
            File.WriteAllText(file, "before crash\n");
            File.WriteAllText(dir.File("app-errors.log"), "errors\n");
            JournalImage.Write(JournalNames.LegacyPathFor(file), "before crash\n".Length, "in the journal\n");
            string othersJournal = JournalNames.LegacyPathFor(dir.File("app-errors.log"));
            JournalImage.Write(othersJournal, "errors\n".Length, "other file's tail\n");
            byte[] othersBefore = File.ReadAllBytes(othersJournal);

            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(file, a => a.AppendToFile = true, errors);
            appender.Close();

            Assert.Equal("before crash\nin the journal\n", File.ReadAllText(file));
            Assert.False(File.Exists(JournalNames.LegacyPathFor(file)));
            Assert.Equal(othersBefore, File.ReadAllBytes(othersJournal));
            Assert.Equal("errors\n", File.ReadAllText(dir.File("app-errors.log")));
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void With_dated_names_the_journals_of_earlier_dates_are_recovered_and_names_that_are_not_dates_are_left_alone()
        {
            using var dir = new TempFolder("appenders");
            string yesterday = dir.File("app.log.2026-03-01");
            string dayBefore = dir.File("app.log.2026-02-28");
            string notADate = dir.File("app.log.errors");
            foreach (string f in new[] { yesterday, dayBefore, notADate })
            {
                File.WriteAllText(f, "head\n");
            }

            JournalImage.Write(JournalNames.PathFor(yesterday), 5, "yesterday's tail\n");
            JournalImage.Write(JournalNames.LegacyPathFor(dayBefore), 5, "first release's tail\n");
            JournalImage.Write(JournalNames.PathFor(notADate), 5, "not ours\n");

            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a =>
            {
                a.StaticLogFileName = false;
                a.RollingStyle = RollingFileAppender.RollingMode.Date;
                a.DatePattern = ".yyyy-MM-dd";
                a.AppendToFile = true;
            }, errors);
            appender.Close();

            Assert.Equal("head\nyesterday's tail\n", File.ReadAllText(yesterday));
            Assert.Equal("head\nfirst release's tail\n", File.ReadAllText(dayBefore));
            Assert.Equal("head\n", File.ReadAllText(notADate));
            Assert.True(File.Exists(JournalNames.PathFor(notADate)));
            Assert.False(File.Exists(JournalNames.PathFor(yesterday)));
            Assert.False(File.Exists(JournalNames.LegacyPathFor(dayBefore)));
            Assert.Empty(errors.Messages);
        }

        [Theory]
        [InlineData(true, false, -1, "app.log", true)]
        [InlineData(true, false, -1, "app.log.1", false)]
        [InlineData(true, false, -1, "app-errors.log", false)]
        [InlineData(false, false, -1, "app.log.2026-03-01", true)]
        [InlineData(false, false, -1, "app.log.2026-13-01", false)]
        [InlineData(false, false, -1, "app-errors.log.2026-03-01", false)]
        [InlineData(false, false, 1, "app.log.2026-03-01.3", true)]
        [InlineData(false, false, 1, "app.log.2026-03-01", false)]
        [InlineData(false, true, -1, "app.2026-03-01.log", true)]
        [InlineData(false, true, -1, "app.2026-03-01.txt", false)]
        public void The_names_an_appender_gives_its_log_are_told_exactly(bool staticName, bool preserveExtension, int countDirection, string name, bool expected)
        {
            var appender = new MemoryMappedFileAppender
            {
                StaticLogFileName = staticName,
                PreserveLogFileNameExtension = preserveExtension,
                CountDirection = countDirection,
                RollingStyle = RollingFileAppender.RollingMode.Composite,
                DatePattern = ".yyyy-MM-dd",
            };

            Assert.Equal(expected, JournalNames.IsLogName(appender, "/var/log/app.log", name));
        }

        [Fact]
        public void The_date_check_that_a_waiting_roll_puts_back_is_found_in_the_loaded_log4net()
        {
            var appender = new RollingFileAppender();
            appender.RollingStyle = RollingFileAppender.RollingMode.Date;
            appender.DatePattern = ".yyyy-MM-dd";
            string folder = Path.Combine(Path.GetTempPath(), "logperf-schedule-" + Guid.NewGuid().ToString("N"));
            appender.File = Path.Combine(folder, "a.log");
            appender.Layout = new log4net.Layout.SimpleLayout();
            appender.ActivateOptions();
            try
            {
                // log4net's next check: the start of the next day (NextCheckDate keeps the sub-millisecond ticks of "now").
                Assert.InRange(RollSchedule.NextCheck(appender), DateTime.Today.AddDays(1), DateTime.Today.AddDays(1).AddMilliseconds(1));
                RollSchedule.Restore(appender, DateTime.Today);
                Assert.Equal(DateTime.Today, RollSchedule.NextCheck(appender));
            }
            finally
            {
                appender.Close();
                Directory.Delete(folder, true);
            }
        }
    }
}
