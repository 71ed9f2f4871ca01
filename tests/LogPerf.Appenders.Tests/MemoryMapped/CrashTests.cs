using System;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using log4net.Layout;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class CrashTests
    {
        private const long LinesBeforeKill = 30_000;
        private readonly ITestOutputHelper _output;

        public CrashTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Every_appended_line_survives_SIGKILL_and_reopening_appends_after_the_last_one()
        {
            using var dir = new TempDirectory();
            string file = dir.File("crash.log");

            long reported = RunAndKill(file);

            byte[] raw = File.ReadAllBytes(file);
            long logicalEnd = AssertCrashLayout(raw, out int wholeLines);
            Assert.True(wholeLines >= reported, $"{wholeLines} whole lines in the file, {reported} reported appended");
            _output.WriteLine($"reported {reported}, found {wholeLines} whole lines, {raw.Length - logicalEnd} bytes of tail");

            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var reopened = new MemoryMappedFileAppender { File = file, AppendToFile = true, Layout = layout };
            reopened.ActivateOptions();
            reopened.DoAppend(FileAppenders.Event(0, "after crash"));
            reopened.Close();

            string expected = string.Concat(Enumerable.Range(1, wholeLines).Select(i => Line(i) + "\n")) + "after crash\n";
            Assert.Equal(expected, File.ReadAllText(file));
        }

        private static long RunAndKill(string file)
        {
            long reported = 0;
            bool finished = false;
            using var enough = new ManualResetEventSlim();
            using var child = CrashWriterProcess.Start(file, "64KB", 5_000_000);
            child.OutputDataReceived += (_, e) =>
            {
                if (e.Data == "done")
                {
                    finished = true;
                }
                else if (long.TryParse(e.Data, out long n))
                {
                    Interlocked.Exchange(ref reported, n);
                    if (n >= LinesBeforeKill)
                    {
                        enough.Set();
                    }
                }
            };
            var stderr = child.StandardError.ReadToEndAsync();
            child.BeginOutputReadLine();

            bool reachedTarget = enough.Wait(TimeSpan.FromSeconds(90));
            child.Kill(entireProcessTree: true);
            Assert.True(child.WaitForExit(10_000), "the crash writer did not die");
            child.WaitForExit();

            Assert.True(reachedTarget, $"the crash writer reported only {reported} lines. {stderr.Result}");
            Assert.False(finished, "the crash writer finished before it was killed");
            return Interlocked.Read(ref reported);
        }

        /// <summary>
        /// Whole lines 1..n, then (past the logical end) at most the torn start of line n+1, zeros, and the end
        /// marker that records the logical end; all of that tail goes at the next open. Returns the logical end.
        /// </summary>
        private static long AssertCrashLayout(byte[] raw, out int wholeLines)
        {
            int nonZeroEnd = raw.Length;
            while (nonZeroEnd > 0 && raw[nonZeroEnd - 1] == 0)
            {
                nonZeroEnd--;
            }

            int markerStart = nonZeroEnd - EndMarker.Length;
            long logicalEnd = 0;
            Assert.True(markerStart >= 0 && EndMarker.TryRead(raw, markerStart, markerStart, out logicalEnd),
                "the file of a killed writer ends with an end marker");

            string text = Encoding.UTF8.GetString(raw, 0, (int)logicalEnd);
            string[] lines = text.Split('\n');
            Assert.Equal("", lines[lines.Length - 1]);
            wholeLines = lines.Length - 1;
            for (int i = 1; i <= wholeLines; i++)
            {
                Assert.Equal(Line(i), lines[i - 1]);
            }

            byte[] next = Encoding.UTF8.GetBytes(Line(wholeLines + 1) + "\n");
            int k = (int)logicalEnd;
            while (k < markerStart && k - logicalEnd < next.Length && raw[k] == next[k - logicalEnd])
            {
                k++;
            }

            while (k < markerStart)
            {
                if (raw[k] != 0 && k + EndMarker.Length <= markerStart && EndMarker.TryRead(raw, k, k, out _))
                {
                    k += EndMarker.Length; // the previous window's marker, if the kill fell inside a window switch
                    continue;
                }

                Assert.True(raw[k] == 0, $"byte {k} past the logical end {logicalEnd} is {raw[k]}, not padding");
                k++;
            }

            return logicalEnd;
        }

        // The same text as the crash writer's CrashLine.
        private static string Line(long number) => $"line {number:D8} " + new string((char)('a' + (int)(number % 26)), (int)(number % 61));
    }
}
