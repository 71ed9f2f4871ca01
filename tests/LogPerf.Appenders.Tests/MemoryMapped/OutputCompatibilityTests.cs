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

        private static void SetEncoding(log4net.Appender.FileAppender appender, Encoding? encoding)
        {
            if (encoding != null)
            {
                appender.Encoding = encoding;
            }
        }
    }
}
