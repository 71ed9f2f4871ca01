using System.IO;
using System.Linq;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class SettingsTests
    {
        [Theory]
        [InlineData("lots", "using 1MB")]
        [InlineData("-5MB", "using 1MB")]
        [InlineData("1KB", "using 65536")]
        public void A_bad_MappingBufferSize_is_reported_and_replaced(string value, string fallback)
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => ((MemoryMappedFileAppender)a).MappingBufferSize = value, errors);
            FileAppenders.AppendAll(new[] { FileAppenders.Event(1) }, appender);
            appender.Close();

            string message = Assert.Single(errors.Messages);
            Assert.Contains("MappingBufferSize \"" + value + "\"", message);
            Assert.Contains(fallback, message);
            Assert.Single(File.ReadAllLines(dir.File("app.log")));
        }

        [Fact]
        public void A_negative_FlushInterval_is_reported_and_switched_off()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => ((MemoryMappedFileAppender)a).FlushInterval = -5, errors);
            appender.Close();

            Assert.Contains("FlushInterval -5 is negative", Assert.Single(errors.Messages));
        }

        [Fact]
        public void An_unparsable_MaximumFileSize_is_reported_and_replaced_by_10MB()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => a.MaximumFileSize = "huge", errors);
            appender.Close();

            Assert.Contains("MaximumFileSize", Assert.Single(errors.Messages));
            Assert.Equal(10 * 1024 * 1024, appender.MaxFileSize);
        }

        [Fact]
        public void Another_locking_model_is_reported_and_replaced()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => a.LockingModel = new FileAppender.MinimalLock(), errors);
            FileAppenders.AppendAll(new[] { FileAppenders.Event(1, "still written") }, appender);
            appender.Close();

            Assert.Contains("MinimalLock is not supported", Assert.Single(errors.Messages));
            Assert.EndsWith(" - still written", File.ReadAllLines(dir.File("app.log")).Single());
        }

        [Fact]
        public void A_missing_File_is_reported_and_appending_does_not_throw()
        {
            var errors = new ErrorRecorder();
            var appender = new MemoryMappedFileAppender { ErrorHandler = errors, Layout = new log4net.Layout.SimpleLayout() };
            appender.ActivateOptions();
            appender.DoAppend(FileAppenders.Event(1));
            appender.Close();

            Assert.Contains("File option is not set", errors.Messages.First());
        }

        [Fact]
        public void An_unwritable_path_is_reported_and_appending_does_not_throw()
        {
            using var dir = new TempFolder("appenders");
            string blocker = dir.File("not-a-directory");
            File.WriteAllText(blocker, "x");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(Path.Combine(blocker, "app.log"), null, errors);
            appender.DoAppend(FileAppenders.Event(1));
            appender.Close();

            Assert.NotEmpty(errors.Messages);
        }

        [Fact]
        public void FlushInterval_syncs_without_errors()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => ((MemoryMappedFileAppender)a).FlushInterval = 20, errors);
            for (int i = 1; i <= 20; i++)
            {
                appender.DoAppend(FileAppenders.Event(i));
                System.Threading.Thread.Sleep(5);
            }

            appender.Close();

            Assert.Empty(errors.Messages);
            Assert.Equal(20, File.ReadAllLines(dir.File("app.log")).Length);
        }
    }
}
