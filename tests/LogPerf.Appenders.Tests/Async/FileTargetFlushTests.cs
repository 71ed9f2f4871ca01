using System;
using System.IO;
using System.Linq;
using LogPerf.Appenders.Tests.MemoryMapped;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// log4net's FileAppender cannot be flushed from outside its own Append: with ImmediateFlush=false its
    /// Flush(int) writes the buffered text to a LockingStream that is locked only during Append, and fails with
    /// "The file is not currently locked" (log4net 3.5.0). The forwarder must not flush such targets.
    /// </summary>
    public sealed class FileTargetFlushTests
    {
        [Fact]
        public void Buffered_file_target_behind_the_forwarder_reports_no_error_and_gets_every_line()
        {
            using var folder = new TempDirectory();
            var fileErrors = new CapturingErrorHandler();
            var file = new FileAppender
            {
                Name = "file",
                File = folder.File("app.log"),
                AppendToFile = false,
                ImmediateFlush = false,
                Layout = new PatternLayout("%message%newline"),
                ErrorHandler = fileErrors,
            };
            file.ActivateOptions();
            var forwarder = ForwarderFactory.Create(out var errors, targets: file);

            for (int i = 0; i < 100; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
            }

            Assert.True(forwarder.Flush(10_000));
            forwarder.Close();

            Assert.Empty(fileErrors.Messages);
            Assert.Empty(errors.Messages);
            Assert.Equal(Enumerable.Range(0, 100).Select(i => "line " + i), File.ReadAllLines(folder.File("app.log")));
        }
    }
}
