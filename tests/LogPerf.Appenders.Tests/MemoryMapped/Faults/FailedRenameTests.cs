using System;
using System.IO;
using System.Linq;
using log4net.Appender;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// A roll whose rename fails (here a folder sits where the backup goes; on Windows, a reader that holds the file
    /// without delete sharing): log4net 3.5 reports it, keeps the file and appends to it, and so does the memory-mapped
    /// appender, whose roll has already written the journal's text to the file.
    /// </summary>
    public sealed class FailedRenameTests
    {
        private readonly ITestOutputHelper _output;

        public FailedRenameTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void A_roll_that_cannot_rename_the_file_keeps_it_and_every_event_it_held()
        {
            using var dir = new TempFolder("appenders");
            Action<RollingFileAppender> settings = a =>
            {
                a.RollingStyle = RollingFileAppender.RollingMode.Size;
                a.MaximumFileSize = "8KB";
                a.MaxSizeRollBackups = 3;
            };
            string mappedFile = Path.Combine(dir.Sub("mapped"), "app.log");
            string rollingFile = Path.Combine(dir.Sub("rolling"), "app.log");
            Directory.CreateDirectory(mappedFile + ".1");
            Directory.CreateDirectory(rollingFile + ".1");
            var errors = new ErrorRecorder();
            var mapped = FileAppenders.MemoryMapped(mappedFile, settings, errors);
            var rolling = FileAppenders.Rolling(rollingFile, settings);

            // Well within RetryMillis: one roll attempt, which fails.
            FileAppenders.AppendAll(Enumerable.Range(1, 300).Select(i => FileAppenders.Event(i)), mapped, rolling);
            mapped.Close();
            rolling.Close();

            int kept = File.ReadAllLines(mappedFile).Length;
            int keptByLog4Net = File.ReadAllLines(rollingFile).Length;
            _output.WriteLine($"logged 300; MemoryMappedFileAppender: written {mapped.WrittenCount}, failed {mapped.FailedCount}, on disk {kept}; RollingFileAppender: on disk {keptByLog4Net}");
            Assert.Equal((300, 300), (kept, keptByLog4Net));
            Assert.Equal((300L, 0L), (mapped.WrittenCount, mapped.FailedCount));
            Assert.Contains(errors.Messages, m => m.Contains("Exception while rolling file", StringComparison.Ordinal));
            Assert.False(File.Exists(JournalNames.PathFor(mappedFile)));
        }
    }
}
