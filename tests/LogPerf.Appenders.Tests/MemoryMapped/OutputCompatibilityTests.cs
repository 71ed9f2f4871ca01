using System.Linq;
using System.Text;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class OutputCompatibilityTests
    {
        [Theory]
        [InlineData(null)]
        [InlineData("utf-8")]
        [InlineData("utf-16")]
        public void Writes_the_same_bytes_as_RollingFileAppender(string? encodingName)
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            Encoding? encoding = encodingName is null ? null : Encoding.GetEncoding(encodingName);
            var mapped = FileAppenders.MemoryMapped(dir.File("mapped.log"), a => SetEncoding(a, encoding), errors);
            var rolling = FileAppenders.Rolling(dir.File("rolling.log"), a => SetEncoding(a, encoding));

            FileAppenders.AppendAll(Enumerable.Range(1, 500).Select(i => FileAppenders.Event(i, i == 3 ? "ünïcödé ✓ 日本" : null)), mapped, rolling);
            mapped.Close();
            rolling.Close();

            byte[] expected = System.IO.File.ReadAllBytes(dir.File("rolling.log"));
            Assert.True(expected.Length > 20_000);
            Assert.Equal(expected, System.IO.File.ReadAllBytes(dir.File("mapped.log")));
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void Batches_write_the_same_bytes_as_single_events()
        {
            using var dir = new TempFolder("appenders");
            var mapped = FileAppenders.MemoryMapped(dir.File("mapped.log"));
            var rolling = FileAppenders.Rolling(dir.File("rolling.log"));
            var events = Enumerable.Range(1, 200).Select(i => FileAppenders.Event(i)).ToArray();

            mapped.DoAppend(events);
            rolling.DoAppend(events);
            mapped.Close();
            rolling.Close();

            Assert.Equal(System.IO.File.ReadAllBytes(dir.File("rolling.log")), System.IO.File.ReadAllBytes(dir.File("mapped.log")));
        }

        /// <summary>
        /// A message whose rendering logs to another appender (a ToString that logs) leaves the line being rendered whole:
        /// the other appender renders its own event in a buffer of its own, as each log4net appender writes with its own writer.
        /// </summary>
        [Fact]
        public void A_message_that_logs_to_another_appender_while_rendered_leaves_both_lines_whole()
        {
            using var dir = new TempFolder("appenders");
            var errors = new ErrorRecorder();
            var mappedOuter = FileAppenders.MemoryMapped(dir.File("mapped-outer.log"), errors: errors);
            var mappedInner = FileAppenders.MemoryMapped(dir.File("mapped-inner.log"), errors: errors);
            var rollingOuter = FileAppenders.Rolling(dir.File("rolling-outer.log"));
            var rollingInner = FileAppenders.Rolling(dir.File("rolling-inner.log"));

            for (int i = 1; i <= 3; i++)
            {
                // One event for both pipelines (and one inner event), so that the files can be compared byte for byte.
                var message = new LoggingMessage(i, FileAppenders.Event(i, $"inner {i}"));
                var outer = new log4net.Core.LoggingEvent(typeof(OutputCompatibilityTests), null, "LogPerf.Test.Logger", log4net.Core.Level.Info, message, null);
                message.Inner = mappedInner;
                mappedOuter.DoAppend(outer);
                message.Inner = rollingInner;
                rollingOuter.DoAppend(outer);
            }

            foreach (var appender in new log4net.Appender.IAppender[] { mappedOuter, mappedInner, rollingOuter, rollingInner })
            {
                appender.Close();
            }

            string outerText = FileAppenders.Text(System.IO.File.ReadAllBytes(dir.File("mapped-outer.log")));
            Assert.Equal(3, outerText.Split('\n').Count(l => l.Contains(" INFO  LogPerf.Test.Logger - outer ")));
            Assert.Equal(System.IO.File.ReadAllBytes(dir.File("rolling-outer.log")), System.IO.File.ReadAllBytes(dir.File("mapped-outer.log")));
            Assert.Equal(System.IO.File.ReadAllBytes(dir.File("rolling-inner.log")), System.IO.File.ReadAllBytes(dir.File("mapped-inner.log")));
            Assert.Empty(errors.Messages);
        }

        /// <summary>A message object whose ToString first logs an event of its own to <see cref="Inner"/>.</summary>
        private sealed class LoggingMessage
        {
            private readonly int _number;
            private readonly log4net.Core.LoggingEvent _innerEvent;

            public LoggingMessage(int number, log4net.Core.LoggingEvent innerEvent)
            {
                _number = number;
                _innerEvent = innerEvent;
            }

            public log4net.Appender.IAppender? Inner { get; set; }

            public override string ToString()
            {
                Inner?.DoAppend(_innerEvent);
                return $"outer {_number}";
            }
        }

        private static void SetEncoding(log4net.Appender.FileAppender appender, Encoding? encoding)
        {
            if (encoding != null)
            {
                appender.Encoding = encoding;
            }
        }
    }
}
