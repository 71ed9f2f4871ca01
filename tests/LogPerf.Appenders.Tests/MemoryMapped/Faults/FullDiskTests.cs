using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using log4net.Appender;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// A disk that fills up under the appender, then gets space back. The first release glued the start of an event that
    /// failed to the next line once space returned (…S4599 xxx…W2 T0 S0 xxx…), and lost the journal of a roll whose
    /// close failed (398 events whose Append had returned), with no counter at all. Each run accounts for every event
    /// logged: logged = written + failed, every written event is a whole line on disk, and nothing else is.
    /// </summary>
    public sealed class FullDiskTests
    {
        private const long DiskBytes = 2 * 1024 * 1024;
        private const long FailuresWhileFull = 300;
        private const int EventsAfterFreeing = 2000;
        private readonly ITestOutputHelper _output;

        public FullDiskTests(ITestOutputHelper output) => _output = output;

        [Theory]
        [InlineData("tmpfs", true)]
        [InlineData("tmpfs", false)]
        [InlineData("model", true)]
        [InlineData("model", false)]
        public void A_full_disk_fails_whole_events_counted_and_freeing_space_brings_every_next_event_back(string kind, bool compiledLayout)
        {
            using var disk = LimitedDisk.Create(kind, DiskBytes);
            disk.Fill(leaveFree: 512 * 1024);
            var errors = new ErrorRecorder();
            string file = disk.File("app.log");
            var appender = disk.Appender(file, compiledLayout, errors);

            long logged = LogUntilFailing(appender, 0);
            long failedWhileFull = appender.FailedCount;
            disk.Release();
            logged = EventLines.Log(appender, logged, EventsAfterFreeing);

            long failedAfterFreeing = appender.FailedCount - failedWhileFull;
            appender.Close();

            var lines = EventLines.Numbers(file);
            _output.WriteLine($"{disk.Kind}, {(compiledLayout ? "compiled layout" : "log4net's layout path")}: logged {logged}, written {appender.WrittenCount}, " +
                $"failed {appender.FailedCount} (all while full), dropped 0, on disk {lines.Count} whole lines");
            _output.WriteLine("first report: " + errors.Messages.FirstOrDefault(m => m.Contains("failed to append", StringComparison.Ordinal)));

            Assert.Equal(logged, appender.WrittenCount + appender.FailedCount);
            Assert.Equal(appender.WrittenCount, lines.Count);
            Assert.Equal(0, failedAfterFreeing);
            Assert.Equal(Enumerable.Range((int)(logged - EventsAfterFreeing + 1), EventsAfterFreeing).Select(n => (long)n), lines.Skip(lines.Count - EventsAfterFreeing));
            Assert.Contains(errors.Messages, m => m.Contains("event(s) failed to append", StringComparison.Ordinal) && m.Contains("No space left on device", StringComparison.Ordinal));
            Assert.Contains(errors.Messages, m => m.Contains($"({appender.FailedCount} in total)", StringComparison.Ordinal));
            Assert.Equal(new[] { file }, disk.LogFiles());
            Assert.DoesNotContain(Directory.GetFiles(disk.Path), f => f.EndsWith(JournalNames.Suffix, StringComparison.Ordinal));
        }

        [Theory]
        [InlineData("tmpfs")]
        [InlineData("model")]
        public void A_roll_due_on_a_full_disk_waits_for_the_journal_and_no_written_event_is_lost(string kind)
        {
            using var disk = LimitedDisk.Create(kind, DiskBytes);
            disk.Fill(leaveFree: 400 * 1024);
            var errors = new ErrorRecorder();
            string file = disk.File("app.log");

            // Smaller files than the journal: once the disk is full, the text waiting in the journal alone makes a roll due.
            var appender = disk.Appender(file, true, errors, a =>
            {
                a.RollingStyle = RollingFileAppender.RollingMode.Size;
                a.MaximumFileSize = "48KB";
                a.MaxSizeRollBackups = 1000;
            });

            long logged = LogUntilFailing(appender, 0);
            long failedWhileFull = appender.FailedCount;
            disk.Release();

            // A roll that waited, and an open that failed, are tried again after RetryMillis.
            Thread.Sleep(MemoryMappedFileAppender.RetryMillis + 200);
            logged = EventLines.Log(appender, logged, EventsAfterFreeing);

            long failedAfterFreeing = appender.FailedCount - failedWhileFull;
            appender.Close();

            string[] files = disk.LogFiles();
            var perFile = files.Select(f => EventLines.Numbers(f)).ToArray();
            long onDisk = perFile.Sum(l => l.Count);
            _output.WriteLine($"{disk.Kind}, size rolling at 48KB: logged {logged}, written {appender.WrittenCount}, failed {appender.FailedCount} (all while full), " +
                $"dropped 0, on disk {onDisk} whole lines in {files.Length} files");
            _output.WriteLine("roll report: " + errors.Messages.FirstOrDefault(m => m.Contains("is due to roll", StringComparison.Ordinal)));

            Assert.Equal(logged, appender.WrittenCount + appender.FailedCount);
            Assert.Equal(appender.WrittenCount, onDisk);
            Assert.Equal(appender.WrittenCount, perFile.SelectMany(l => l).Distinct().Count());
            Assert.Equal(0, failedAfterFreeing);
            Assert.Contains(errors.Messages, m => m.Contains("is due to roll", StringComparison.Ordinal));
            Assert.DoesNotContain(errors.Messages, m => m.Contains("without changing the log file", StringComparison.Ordinal));
            Assert.True(files.Length > 3, string.Join(", ", files.Select(Path.GetFileName)));
            Assert.DoesNotContain(Directory.GetFiles(disk.Path), f => f.EndsWith(JournalNames.Suffix, StringComparison.Ordinal));
        }

        [Theory]
        [InlineData("tmpfs")]
        [InlineData("model")]
        public void Closing_on_a_full_disk_keeps_the_written_events_in_the_journal_for_the_next_start(string kind)
        {
            using var disk = LimitedDisk.Create(kind, DiskBytes);
            var errors = new ErrorRecorder();
            string file = disk.File("app.log");
            var appender = disk.Appender(file, true, errors);
            long logged = 0;
            logged = EventLines.Log(appender, logged, 100);

            // Once the copier has written them, the disk fills: what is logged from now on can only wait in the journal.
            long firstHundred = Enumerable.Range(1, 100).Sum(n => EventLines.Text(n).Length + 1);
            Assert.True(SpinWait.SpinUntil(() => new FileInfo(file).Length == firstHundred, 10_000), "the copier never wrote the first events");
            disk.Fill(leaveFree: 0);
            logged = EventLines.Log(appender, logged, 100);

            appender.Close();
            long beforeRestart = EventLines.Numbers(file).Count;
            Assert.Equal(100, beforeRestart);
            Assert.True(File.Exists(JournalNames.PathFor(file)), "the journal holding the last events is gone");
            Assert.Contains(errors.Messages, m => m.Contains("stay in its journal", StringComparison.Ordinal));

            disk.Release();
            var restarted = disk.Appender(file, true, new ErrorRecorder(), a => a.AppendToFile = true);
            restarted.Close();

            var lines = EventLines.Numbers(file);
            _output.WriteLine($"{disk.Kind}: logged {logged}, written {appender.WrittenCount}, failed {appender.FailedCount}, dropped 0; " +
                $"on disk {beforeRestart} whole lines after Close, {lines.Count} after the next start");
            Assert.Equal((logged, 0L), (appender.WrittenCount, appender.FailedCount));
            Assert.Equal(Enumerable.Range(1, (int)logged).Select(n => (long)n), lines);
            Assert.False(File.Exists(JournalNames.PathFor(file)));
        }

        /// <summary>Logs until the disk and then the journal are full and events fail (bounded in count and time).</summary>
        private static long LogUntilFailing(MemoryMappedFileAppender appender, long logged)
        {
            var clock = Stopwatch.StartNew();
            while (appender.FailedCount < FailuresWhileFull && logged < 200_000 && clock.Elapsed < TimeSpan.FromSeconds(30))
            {
                appender.DoAppend(EventLines.Event(++logged));
            }

            Assert.True(appender.FailedCount >= FailuresWhileFull, $"after {logged} events only {appender.FailedCount} failed: the disk never filled");
            return logged;
        }
    }
}
