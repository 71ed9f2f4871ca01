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
            using var dir = new TempDirectory();
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
    }
}
