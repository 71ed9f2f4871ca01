using System;
using System.IO;
using System.Linq;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// Two processes writing one memory-mapped file (unsupported: one writer per file). The first release let both
    /// write and up to 586k of 600k lines were lost without a word; the journal lock makes the second fail loudly.
    /// </summary>
    public sealed class TwoWritersTests
    {
        private const long Lines = 200_000;
        private readonly ITestOutputHelper _output;

        public TwoWritersTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void A_second_process_on_the_same_file_writes_nothing_counts_every_event_failed_and_says_why()
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("app.log");
            string release = dir.File("release-first");

            using var first = new CrashWriterRun("64KB", Lines, release, true, file);
            first.WaitHolding(TimeSpan.FromSeconds(90));
            (long Logged, long Written, long Failed) second;
            string[] secondErrors;
            using (var run = new CrashWriterRun("64KB", Lines, null, true, file))
            {
                second = run.WaitCounts(TimeSpan.FromSeconds(90))["app.log"];
                secondErrors = run.Errors;
            }

            File.WriteAllText(release, "");
            var firstCounts = first.WaitCounts(TimeSpan.FromSeconds(30))["app.log"];
            long onDisk = CrashLines.AssertWhole(file);
            _output.WriteLine($"first writer: logged {firstCounts.Logged}, written {firstCounts.Written}, failed {firstCounts.Failed}");
            _output.WriteLine($"second writer: logged {second.Logged}, written {second.Written}, failed {second.Failed}");
            _output.WriteLine($"on disk: {onDisk} lines; the second writer's first report: {secondErrors.FirstOrDefault()}");

            Assert.Equal((Lines, Lines, 0L), firstCounts);
            Assert.Equal((Lines, 0L, Lines), second);
            Assert.Equal(firstCounts.Written + second.Written, onDisk);
            Assert.Contains(secondErrors, e => e.Contains("is being written by another process or appender", StringComparison.Ordinal));
            Assert.Contains(secondErrors, e => e.Contains($"({Lines} in total)", StringComparison.Ordinal));
            Assert.False(File.Exists(JournalNames.PathFor(file)));
        }
    }
}
