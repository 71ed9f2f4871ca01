using System;
using System.IO;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// Two memory-mapped files in one folder, one named like a prefix of the other (app.log, app-errors.log), written by
    /// one process that is killed (SIGKILL) mid-stream. The first release's start-up clean-up of app.log took the live
    /// journal of app-errors.log, and after the kill lines whose Append had returned were missing.
    /// </summary>
    public sealed class TwoFilesCrashTests
    {
        private const int Rounds = 3;
        private const long LinesBeforeKill = 20_000;
        private readonly ITestOutputHelper _output;

        public TwoFilesCrashTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Every_line_whose_Append_returned_is_in_both_files_after_SIGKILL_and_the_next_start()
        {
            for (int round = 1; round <= Rounds; round++)
            {
                using var dir = new TempFolder("appenders");
                string errorsLog = dir.File("app-errors.log");
                string appLog = dir.File("app.log");

                long reported;
                using (var writer = new CrashWriterRun("64KB", 5_000_000, null, false, errorsLog, appLog))
                {
                    // app-errors.log is activated first, so app.log's start runs while app-errors.log's journal is live.
                    reported = writer.KillAfter(LinesBeforeKill, TimeSpan.FromSeconds(90));
                }

                Assert.True(File.Exists(JournalNames.PathFor(errorsLog)), "app-errors.log's journal is gone: app.log's start took it");
                Assert.True(File.Exists(JournalNames.PathFor(appLog)), "app.log's journal is missing after the kill");
                var errors = new ErrorRecorder();
                CrashLines.Reopen(appLog, errors);
                CrashLines.Reopen(errorsLog, errors);

                long inErrorsLog = CrashLines.AssertWhole(errorsLog);
                long inAppLog = CrashLines.AssertWhole(appLog);
                _output.WriteLine($"round {round}: {reported} lines returned before the kill; on disk after the next start: app-errors.log {inErrorsLog}, app.log {inAppLog}");
                Assert.True(inErrorsLog >= reported, $"app-errors.log lost {reported - inErrorsLog} of {reported} returned lines");
                Assert.True(inAppLog >= reported, $"app.log lost {reported - inAppLog} of {reported} returned lines");
                Assert.Empty(errors.Messages);
                Assert.False(File.Exists(JournalNames.PathFor(errorsLog)));
                Assert.False(File.Exists(JournalNames.PathFor(appLog)));
            }
        }
    }
}
