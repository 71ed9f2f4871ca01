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
    /// <summary>
    /// What tail, grep or a log shipper sees in the file while the appender writes it: the lines in order, no padding,
    /// no NUL bytes, a file that only grows (the last line may be incomplete while an append is in progress).
    /// </summary>
    public sealed class PlainReaderTests
    {
        [Fact]
        public void A_plain_reader_sees_the_lines_in_order_without_padding_in_a_file_that_only_grows()
        {
            using var dir = new TempFolder("appenders");
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
                string[] lines = Encoding.UTF8.GetString(bytes).Split('\n');
                for (int i = 0; i < lines.Length - 1; i++)
                {
                    Assert.Equal(Line(i + 1), lines[i]);
                }

                // A read that overlaps an append may end inside the next line, as with any growing log file.
                Assert.StartsWith(lines[lines.Length - 1], Line(lines.Length), StringComparison.Ordinal);

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
