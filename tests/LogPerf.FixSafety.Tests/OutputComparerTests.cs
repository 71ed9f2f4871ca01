using System.Collections.Generic;
using System.IO;
using System.Linq;
using Xunit;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// The comparer on outputs written here (no library run): how database transactions are read, and when records the
    /// original lost at shutdown count as recovered rather than duplicated.
    /// </summary>
    public sealed class OutputComparerTests
    {
        private const string Row = "INSERT INTO Log (Message) VALUES (@message) | @message=evt0100000";
        private const string Closed = "log4net:ERROR [File0] Attempted to append to closed appender named [File0].";

        [Fact]
        public void The_same_rows_in_more_transactions_are_the_same_rows_but_a_row_left_uncommitted_is_not()
        {
            using var folder = new TempFolder("comparer");
            var original = Output(folder, "original", ("capture/adonet.txt", new[] { Row + "1", Row + "2", "COMMIT", Row + "3", "COMMIT" }));
            var smaller = Output(folder, "smaller", ("capture/adonet.txt", new[] { Row + "1", "COMMIT", Row + "2", "COMMIT", Row + "3", "COMMIT" }));
            var uncommitted = Output(folder, "uncommitted", ("capture/adonet.txt", new[] { Row + "1", Row + "2", "COMMIT", Row + "3" }));

            Assert.Equal("lost 0, duplicated 0, altered 0, added 0, recovered 0, out of order 0, new internal errors 0", OutputComparer.Compare(original, smaller).ToString());
            Assert.Equal(1, OutputComparer.Compare(original, uncommitted).Altered);
        }

        [Fact]
        public void Records_the_original_lost_with_the_closed_appender_error_are_recovered_up_to_the_reference_runs_count()
        {
            using var folder = new TempFolder("comparer");
            var lines = new[] { "evt01000001 a", "evt01000002 b" };
            var tail = new[] { "evt01000001 a", "evt01000002 b", "evt01000003 c", "evt01000004 d" };
            var withError = Output(folder, "original", ("files/logs/file0.log", lines), ("internal.txt", new[] { Closed }), ("appenders.txt", new[] { "File0\tfiles/logs/file0.log" }));
            var withoutError = Output(folder, "quiet", ("files/logs/file0.log", lines), ("appenders.txt", new[] { "File0\tfiles/logs/file0.log" }));
            var reference = Output(folder, "reference", ("files/logs/file0.log", tail));
            var fixedRun = Output(folder, "fixed", ("files/logs/file0.log", tail));
            var tooMany = Output(folder, "too-many", ("files/logs/file0.log", new[] { "evt01000001 a", "evt01000002 b", "evt01000003 c", "evt01000004 d", "evt01000004 d" }));

            var recovered = OutputComparer.Compare(withError, fixedRun, reference: reference);
            Assert.Equal((2, 0, 0), (recovered.Recovered, recovered.Added, recovered.Duplicated));

            // Without log4net's own error for that file's appender, or without a reference run, nothing is recovered.
            Assert.Equal((0, 2), (OutputComparer.Compare(withoutError, fixedRun, reference: reference).Recovered, OutputComparer.Compare(withoutError, fixedRun, reference: reference).Added));
            Assert.Equal((0, 2), (OutputComparer.Compare(withError, fixedRun).Recovered, OutputComparer.Compare(withError, fixedRun).Added));

            // No more copies of a record than the reference run delivered.
            var beyond = OutputComparer.Compare(withError, tooMany, reference: reference);
            Assert.Equal((2, 1), (beyond.Recovered, beyond.Added));
        }

        /// <summary>
        /// Corpus 29-sanofi: a layout printing a literal pattern with no message and no line break glues events into the
        /// next exception's record, as many as the threads' interleaving put there. Regrouped, the same events are no
        /// difference; one copy fewer of the pattern (an event lost) still is.
        /// </summary>
        [Fact]
        public void Events_glued_into_records_in_another_grouping_are_the_same_events()
        {
            using var folder = new TempFolder("comparer");
            const string Unit = "$env:LOG4NET_CONVERSION_PATTERN";
            const string Frame = "   at Workload.Run() in /src/Workload.cs:line 12";
            var original = Output(folder, "original", ("files/logs/app.log", new[] { Unit + Unit + Unit + "System.Exception: boom 7", Frame, Unit + "System.Exception: boom 14", Frame }));
            var regrouped = Output(folder, "regrouped", ("files/logs/app.log", new[] { Unit + "System.Exception: boom 7", Frame, Unit + Unit + Unit + "System.Exception: boom 14", Frame }));
            var oneLess = Output(folder, "one-less", ("files/logs/app.log", new[] { Unit + "System.Exception: boom 7", Frame, Unit + Unit + "System.Exception: boom 14", Frame }));

            Assert.Equal("lost 0, duplicated 0, altered 0, added 0, recovered 0, out of order 0, new internal errors 0", OutputComparer.Compare(original, regrouped).ToString());
            var lost = OutputComparer.Compare(original, oneLess);
            Assert.True(lost.Lost + lost.Altered > 0, lost.ToString());
        }

        /// <summary>
        /// Generated NLog #142: two file targets write file0.log, one holding it open. Each writes through its own stream at
        /// its own position, so which target's lines survive follows timing: the file is left out (counted as
        /// nondeterministic); with each target on a file of its own, the same difference counts.
        /// </summary>
        [Fact]
        public void A_file_two_NLog_targets_write_one_holding_it_open_is_not_compared()
        {
            using var folder = new TempFolder("comparer");
            var held = new[] { "shared\tfiles/basedir/logs/file0.log\theld", "file0\tfiles/basedir/logs/file0.log\treopened" };
            var apart = new[] { "shared\tfiles/basedir/logs/shared.log\theld", "file0\tfiles/basedir/logs/file0.log\treopened" };
            var original = Output(folder, "original", ("files/basedir/logs/file0.log", new[] { "Info worker-1 evt02000002" }), ("appenders.txt", held));
            var other = Output(folder, "other", ("files/basedir/logs/file0.log", new[] { "12:00:00 evt02000002" }), ("appenders.txt", held));
            var originalApart = Output(folder, "original-apart", ("files/basedir/logs/file0.log", new[] { "Info worker-1 evt02000002" }), ("appenders.txt", apart));

            var raced = OutputComparer.Compare(original, other);
            Assert.Equal((0, 0, 0), (raced.Lost, raced.Altered, raced.Added));
            Assert.Contains("files/basedir/logs/file0.log", raced.Nondeterministic);
            Assert.Equal(1, OutputComparer.Compare(originalApart, other).Altered);
        }

        /// <summary>
        /// Generated log4net #209: a buffer's delayed path beside a direct ref into one file leaves lines out of their
        /// thread's order in the original already, by a count that follows timing (1, 2, 3 in three runs). Order is not
        /// compared where a run of the original is out of order; where the original is in order, a descent counts.
        /// </summary>
        [Fact]
        public void Order_is_compared_only_where_the_original_kept_it()
        {
            using var folder = new TempFolder("comparer");
            var inOrder = Output(folder, "in-order", ("files/logs/file1.log", new[] { "evt01000001 a", "evt01000002 b", "evt01000003 c" }));
            var outOfOrder = Output(folder, "out-of-order", ("files/logs/file1.log", new[] { "evt01000002 b", "evt01000001 a", "evt01000003 c" }));
            var moreOutOfOrder = Output(folder, "more", ("files/logs/file1.log", new[] { "evt01000003 c", "evt01000002 b", "evt01000001 a" }));

            Assert.Equal(1, OutputComparer.Compare(inOrder, outOfOrder).OutOfOrder);
            Assert.Equal(0, OutputComparer.Compare(outOfOrder, moreOutOfOrder).OutOfOrder);
            Assert.Equal(0, OutputComparer.Compare(inOrder, moreOutOfOrder, secondOriginal: outOfOrder).OutOfOrder);
        }

        /// <summary>
        /// A partial Fix without Exception: log4net locks the event, GetExceptionString() reads null, and the FileAppender
        /// writes the event's line without its exception. LP0006's fix adds Exception and the exception text appears: its
        /// event's record is altered (what LP0006's title states), never a record added, lost or duplicated.
        /// </summary>
        [Fact]
        public void An_exception_text_that_appears_after_its_event_alters_that_event_only()
        {
            using var folder = new TempFolder("comparer");
            var withoutException = new[] { "[worker-0] evt01000007 boom", "[worker-0] evt01000008 next" };
            var withException = new[]
            {
                "[worker-0] evt01000007 boom", "System.InvalidOperationException: failure of evt01000007", "   at LogPerf.FixSafety.Runner.Workload.Thrown(Int32 id)",
                "[worker-0] evt01000008 next",
            };
            var original = Output(folder, "original", ("files/logs/app.log", withoutException));
            var fixedRun = Output(folder, "fixed", ("files/logs/app.log", withException));
            var doubled = Output(folder, "doubled", ("files/logs/app.log", withException.Take(3).Concat(withException).ToArray()));

            var corrected = OutputComparer.Compare(original, fixedRun);
            Assert.Equal("lost 0, duplicated 0, altered 1, added 0, recovered 0, out of order 0, new internal errors 0", corrected.ToString());
            var byLP0006 = new FixScenario(ScenarioKind.RuleAlone, "--diagnostics LP0006", string.Empty, false, false) { AllowAltered = true };
            Assert.True(ConfigReport.IsSafe(byLP0006, corrected));
            Assert.False(ConfigReport.IsSafe(byLP0006 with { AllowAltered = false }, corrected));

            // The event's line written twice with its exception is still a duplicate.
            Assert.Equal(1, OutputComparer.Compare(fixedRun, doubled).Duplicated);

            // An exception text that names another event (no line of that event before it) stays a record of its own.
            var stray = Output(folder, "stray", ("files/logs/app.log", new[] { "[worker-0] evt01000007 boom", "System.InvalidOperationException: failure of evt01000003", "[worker-0] evt01000008 next" }));
            Assert.Equal(1, OutputComparer.Compare(original, stray).Added);
        }

        private static string Output(TempFolder folder, string name, params (string Path, string[] Lines)[] files)
        {
            var output = Path.Combine(folder.Path, name, "out");
            foreach (var (path, lines) in files)
            {
                var full = Path.Combine(output, path);
                Directory.CreateDirectory(Path.GetDirectoryName(full)!);
                File.WriteAllLines(full, lines);
            }

            Directory.CreateDirectory(Path.Combine(output, "capture"));
            return output;
        }
    }
}
