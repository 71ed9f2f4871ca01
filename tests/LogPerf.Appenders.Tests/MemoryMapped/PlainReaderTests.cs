using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using log4net.Layout;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>What tail, grep or a log shipper sees in the file while the appender writes it.</summary>
    public sealed class PlainReaderTests
    {
        [Fact]
        public void A_plain_reader_sees_only_whole_lines_in_order_and_a_file_that_only_grows()
        {
            using var dir = new TempDirectory();
            string file = dir.File("live.log");
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var appender = new MemoryMappedFileAppender { Name = "live", File = file, Layout = layout, MappingBufferSize = "64KB" };
            appender.ActivateOptions();

            int written = 0;
            using var stop = new ManualResetEventSlim();
            Thread writer = Bounded.Start(() =>
            {
                var clock = Stopwatch.StartNew();
                while (!stop.IsSet && clock.Elapsed < TimeSpan.FromSeconds(20))
                {
                    int n = written + 1;
                    appender.DoAppend(FileAppenders.Event(n, Line(n)));
                    Volatile.Write(ref written, n);
                    if (n % 500 == 0)
                    {
                        Thread.Sleep(1);
                    }
                }
            });

            long lastLength = 0;
            int reads = 0;
            var readClock = Stopwatch.StartNew();
            while (readClock.Elapsed < TimeSpan.FromSeconds(2))
            {
                byte[] bytes = ReadShared(file);
                reads++;
                Assert.True(bytes.Length >= lastLength, $"the file shrank from {lastLength} to {bytes.Length} bytes");
                lastLength = bytes.Length;
                Assert.True(Array.IndexOf(bytes, (byte)0) < 0, $"read {reads}: a NUL byte at {Array.IndexOf(bytes, (byte)0)} of {bytes.Length}");
                string text = Encoding.UTF8.GetString(bytes);
                Assert.True(text.Length == 0 || text.EndsWith('\n'), $"read {reads}: the file ends inside a line: ...{text.Substring(Math.Max(0, text.Length - 40))}");
                string[] lines = text.Split('\n', StringSplitOptions.RemoveEmptyEntries);
                for (int i = 0; i < lines.Length; i++)
                {
                    Assert.Equal(Line(i + 1), lines[i]);
                }

                Thread.Sleep(20);
            }

            stop.Set();
            Assert.True(writer.Join(30_000));
            appender.Close();
            Assert.Equal(Enumerable.Range(1, written).Select(Line), File.ReadAllLines(file));
            Assert.True(lastLength > 0, "the reader never saw a line while the appender was open");
        }

        private static byte[] ReadShared(string file)
        {
            using var stream = new FileStream(file, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
            using var copy = new MemoryStream();
            stream.CopyTo(copy);
            return copy.ToArray();
        }

        private static string Line(int n) => $"line {n:D8}";
    }
}
