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

            // What a plain reader sees before anything reopens the file: the lines in order, no padding, no marker;
            // the last one may be cut if the kill fell inside an append.
            int linesInFile = AssertLines(File.ReadAllBytes(file), allowCutLastLine: true);
            Assert.True(File.Exists(JournalNames.PathFor(file)), "the killed writer's journal is missing");
            _output.WriteLine($"reported {reported}, {linesInFile} whole lines in the file before recovery");

            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var reopened = new MemoryMappedFileAppender { File = file, AppendToFile = true, Layout = layout };
            reopened.ActivateOptions();
            reopened.DoAppend(FileAppenders.Event(0, "after crash"));
            reopened.Close();

            string recovered = File.ReadAllText(file);
            Assert.EndsWith("after crash\n", recovered, StringComparison.Ordinal);
            int wholeLines = AssertLines(Encoding.UTF8.GetBytes(recovered.Substring(0, recovered.Length - "after crash\n".Length)), allowCutLastLine: false);
            Assert.True(wholeLines >= reported, $"{wholeLines} whole lines after recovery, {reported} reported appended");
            Assert.True(wholeLines >= linesInFile);
            Assert.False(File.Exists(JournalNames.PathFor(file)), "the journal outlived a clean close");
        }

        private static long RunAndKill(string file)
        {
            long reported = 0;
            bool finished = false;
            using var enough = new ManualResetEventSlim();
            using var child = CrashWriterProcess.Start("64KB", 5_000_000, null, file);
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
        /// The bytes are lines 1..n of the crash writer, each whole, then (when allowed) the start of line n+1, and
        /// nothing else. Returns n.
        /// </summary>
        private static int AssertLines(byte[] raw, bool allowCutLastLine)
        {
            Assert.True(Array.IndexOf(raw, (byte)0) < 0, $"a NUL byte at {Array.IndexOf(raw, (byte)0)} of {raw.Length}");
            string[] lines = Encoding.UTF8.GetString(raw).Split('\n');
            for (int i = 1; i < lines.Length; i++)
            {
                Assert.Equal(Line(i), lines[i - 1]);
            }

            string last = lines[lines.Length - 1];
            if (allowCutLastLine)
            {
                Assert.StartsWith(last, Line(lines.Length), StringComparison.Ordinal);
            }
            else
            {
                Assert.Equal("", last);
            }

            return lines.Length - 1;
        }

        // The same text as the crash writer's CrashLine.
        private static string Line(long number) => $"line {number:D8} " + new string((char)('a' + (int)(number % 26)), (int)(number % 61));
    }
}
