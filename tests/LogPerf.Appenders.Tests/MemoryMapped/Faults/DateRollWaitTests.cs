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
            var appender = new MemoryMappedFileAppender
            {
                Name = "dated",
                File = file,
                Layout = EventLines.Layout(true),
                MappingBufferSize = "64KB",
                ErrorHandler = errors,
                DateTimeStrategy = clock,
                RollingStyle = RollingFileAppender.RollingMode.Date,
                DatePattern = ".yyyy-MM-dd-HH-mm",
            };
            disk.Use(appender);
            appender.ActivateOptions();

            long logged = 0;
            for (int i = 0; i < 100; i++)
            {
                appender.DoAppend(EventLines.Event(++logged));
            }

            // The disk fills: what is logged now waits in the journal. Then the minute turns: the roll is due.
            disk.Fill(leaveFree: 0);
            for (int i = 0; i < 50; i++)
            {
                appender.DoAppend(EventLines.Event(++logged));
            }

            clock.Now = clock.Now.AddMinutes(1);
            for (int i = 0; i < 50; i++)
            {
                appender.DoAppend(EventLines.Event(++logged));
            }

            Assert.Contains(errors.Messages, m => m.Contains("is due to roll", StringComparison.Ordinal));
            Assert.Equal(new[] { file }, disk.LogFiles());

            disk.Release();
            Thread.Sleep(MemoryMappedFileAppender.RetryMillis + 200);
            for (int i = 0; i < 50; i++)
            {
                appender.DoAppend(EventLines.Event(++logged));
            }

            appender.Close();

            string rolled = disk.File("app.log.2026-03-01-10-00");
            Assert.Equal(new[] { file, rolled }, disk.LogFiles());
            Assert.Equal(Enumerable.Range(1, 200).Select(n => (long)n), EventLines.Numbers(rolled));
            Assert.Equal(Enumerable.Range(201, 50).Select(n => (long)n), EventLines.Numbers(file));
            Assert.Equal((250L, 0L), (appender.WrittenCount, appender.FailedCount));
        }
    }
}
