using System;
using System.IO;
using System.Linq;
using System.Text;
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
            using var dir = new TempFolder("appenders");
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
            using var writer = new CrashWriterRun("64KB", 5_000_000, null, false, file);
            return writer.KillAfter(LinesBeforeKill, TimeSpan.FromSeconds(90));
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
                Assert.Equal(CrashLines.Text(i), lines[i - 1]);
            }

            string last = lines[lines.Length - 1];
            if (allowCutLastLine)
            {
                Assert.StartsWith(last, CrashLines.Text(lines.Length), StringComparison.Ordinal);
            }
            else
            {
                Assert.Equal("", last);
            }

            return lines.Length - 1;
        }

    }
}
