using System;
using System.IO;
using System.Linq;
using System.Threading;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>One writer per file: a second appender on the same file (here in the same process) holds nothing, writes nothing, and counts and reports every event.</summary>
    public sealed class OneWriterTests
    {
        [Fact]
        public void A_second_appender_on_the_same_file_fails_loudly_until_the_first_closes_then_takes_over()
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("app.log");
            var first = FileAppenders.MemoryMapped(file);
            var errors = new ErrorRecorder();
            var second = FileAppenders.MemoryMapped(file, a => a.AppendToFile = true, errors);

            FileAppenders.AppendAll(Enumerable.Range(1, 100).Select(i => FileAppenders.Event(i, "first " + i)), first);
            FileAppenders.AppendAll(Enumerable.Range(1, 100).Select(i => FileAppenders.Event(i, "second " + i)), second);

            Assert.Equal((0L, 100L), (second.WrittenCount, second.FailedCount));
            Assert.Contains(errors.Messages, m => m.Contains("is being written by another process or appender", StringComparison.Ordinal));
            Assert.Contains(errors.Messages, m => m.Contains("1 event(s) failed to append", StringComparison.Ordinal) && m.Contains("JournalHeldException", StringComparison.Ordinal));

            first.Close();
            Thread.Sleep(MemoryMappedFileAppender.RetryMillis + 100);
            FileAppenders.AppendAll(Enumerable.Range(101, 10).Select(i => FileAppenders.Event(i, "second " + i)), second);
            second.Close();

            string[] lines = File.ReadAllLines(file);
            Assert.Equal((10L, 100L), (second.WrittenCount, second.FailedCount));
            Assert.Equal(Enumerable.Range(1, 100).Select(i => "first " + i).Concat(Enumerable.Range(101, 10).Select(i => "second " + i)), lines.Select(l => l.Substring(l.IndexOf(" - ", StringComparison.Ordinal) + 3)));
            Assert.Contains(errors.Messages, m => m.Contains("(100 in total)", StringComparison.Ordinal));
        }

        [Fact]
        public void A_second_appender_that_would_roll_the_file_away_at_start_leaves_the_first_ones_file_in_place()
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("app.log");
            Action<log4net.Appender.RollingFileAppender> rolling = a =>
            {
                a.RollingStyle = log4net.Appender.RollingFileAppender.RollingMode.Size;
                a.MaxSizeRollBackups = 3;
            };
            var first = FileAppenders.MemoryMapped(file, rolling);
            FileAppenders.AppendAll(Enumerable.Range(1, 50).Select(i => FileAppenders.Event(i, "first " + i)), first);

            var errors = new ErrorRecorder();
            var second = FileAppenders.MemoryMapped(file, a => { rolling(a); a.AppendToFile = false; }, errors);
            FileAppenders.AppendAll(Enumerable.Range(1, 10).Select(i => FileAppenders.Event(i, "second " + i)), second);
            FileAppenders.AppendAll(Enumerable.Range(51, 50).Select(i => FileAppenders.Event(i, "first " + i)), first);
            second.Close();
            first.Close();

            Assert.Equal(new[] { "app.log" }, Directory.GetFiles(dir.Path).Select(Path.GetFileName));
            Assert.Equal(Enumerable.Range(1, 100).Select(i => "first " + i), File.ReadAllLines(file).Select(l => l.Substring(l.IndexOf(" - ", StringComparison.Ordinal) + 3)));
            Assert.Equal((0L, 10L), (second.WrittenCount, second.FailedCount));
            Assert.Contains(errors.Messages, m => m.Contains("it is not rolled away", StringComparison.Ordinal));
        }
    }
}