using System;
using System.IO;
using System.Linq;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>Every event that passes the threshold and filters ends counted once, written or failed; the rest of the failures are reported on Close.</summary>
    public sealed class CountersTests
    {
        [Fact]
        public void Events_an_appender_without_a_file_turns_away_are_counted_failed_one_by_one_also_in_bulk()
        {
            var errors = new ErrorRecorder();
            var appender = new MemoryMappedFileAppender { Name = "nofile", ErrorHandler = errors, Layout = new log4net.Layout.SimpleLayout(), Threshold = Level.Info };
            appender.ActivateOptions();

            appender.DoAppend(FileAppenders.Event(1));
            appender.DoAppend(Enumerable.Range(2, 5).Select(i => FileAppenders.Event(i)).ToArray());
            appender.DoAppend(new LoggingEvent(typeof(CountersTests), null, "x", Level.Debug, "below the threshold", null));
            appender.Close();

            Assert.Equal((0L, 6L), (appender.WrittenCount, appender.FailedCount));
            Assert.Contains(errors.Messages, m => m.Contains("(6 in total)", StringComparison.Ordinal));
        }

        [Fact]
        public void Written_counts_every_event_in_the_file_and_nothing_is_reported_when_nothing_fails()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), null, errors);
            FileAppenders.AppendAll(Enumerable.Range(1, 500).Select(i => FileAppenders.Event(i)), appender);
            appender.DoAppend(Enumerable.Range(501, 500).Select(i => FileAppenders.Event(i)).ToArray());
            appender.Close();

            Assert.Equal((1000L, 0L), (appender.WrittenCount, appender.FailedCount));
            Assert.Equal(1000, File.ReadAllLines(dir.File("app.log")).Length);
            Assert.Empty(errors.Messages);
        }
    }
}
