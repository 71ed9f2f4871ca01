using System;
using System.IO;
using System.Linq;
using System.Threading;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// A date roll due while the journal's text cannot reach the file waits, and is tried again (not skipped to the next
    /// period, which is where log4net has already moved its next check): the events of the waiting time stay in the
    /// current file, and the roll renames it once the text is in.
    /// </summary>
    public sealed class DateRollWaitTests
    {
        [Fact]
        public void A_date_roll_on_a_full_disk_waits_and_happens_once_the_file_can_take_the_journal()
        {
            using var disk = LimitedDisk.Create("model", 1024 * 1024);
            var clock = new FakeClock(new DateTime(2026, 3, 1, 10, 0, 5));
            var errors = new ErrorRecorder();
            string file = disk.File("app.log");
            var appender = disk.Appender(file, true, errors, a =>
            {
                a.DateTimeStrategy = clock;
                a.RollingStyle = RollingFileAppender.RollingMode.Date;
                a.DatePattern = ".yyyy-MM-dd-HH-mm";
            });

            long logged = 0;
            logged = EventLines.Log(appender, logged, 100);

            // The disk fills: what is logged now waits in the journal. Then the minute turns: the roll is due.
            disk.Fill(leaveFree: 0);
            logged = EventLines.Log(appender, logged, 50);

            clock.Now = clock.Now.AddMinutes(1);
            logged = EventLines.Log(appender, logged, 50);

            Assert.Contains(errors.Messages, m => m.Contains("is due to roll", StringComparison.Ordinal));
            Assert.Equal(new[] { file }, disk.LogFiles());

            disk.Release();
            Thread.Sleep(MemoryMappedFileAppender.RetryMillis + 200);
            logged = EventLines.Log(appender, logged, 50);

            appender.Close();

            string rolled = disk.File("app.log.2026-03-01-10-00");
            Assert.Equal(new[] { file, rolled }, disk.LogFiles());
            Assert.Equal(Enumerable.Range(1, 200).Select(n => (long)n), EventLines.Numbers(rolled));
            Assert.Equal(Enumerable.Range(201, 50).Select(n => (long)n), EventLines.Numbers(file));
            Assert.Equal((250L, 0L), (appender.WrittenCount, appender.FailedCount));
        }
    }
}
