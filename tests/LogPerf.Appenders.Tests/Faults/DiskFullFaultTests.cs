using System;
using System.IO;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Repository;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// AsyncForwardingAppender → RollingFileAppender on a full 2 MB disk, then space freed. It used to lose ~9,200 of
    /// 30,000 with 0 counted, and write 0–975 of the next 2,000 once space returned. Now every event lost is counted
    /// failed with the cause, every event counted delivered is in the file exactly once, the file holds whole lines
    /// only (log4net alone glues a cut line to the next), and after space returns everything is written.
    /// </summary>
    public sealed class DiskFullFaultTests
    {
        private const long DiskSize = 2 * 1024 * 1024;
        private const long Filler = 1_200_000;
        private const int Filling = 30_000;
        private const int AfterFreeing = 2_000;
        private readonly ITestOutputHelper _output;

        public DiskFullFaultTests(ITestOutputHelper output) => _output = output;

        /// <summary>A real full disk where the machine lets the test mount a tmpfs (root in CI); else the ENOSPC stream.</summary>
        [Fact]
        public void A_full_disk_loses_nothing_without_a_counter_leaves_whole_lines_and_writes_again_when_space_returns()
        {
            using TmpfsMount? tmpfs = TmpfsMount.TryMount("2m", out string reason);
            _output.WriteLine(tmpfs != null ? $"full disk: {reason}" : $"full disk: no tmpfs ({reason}); an ENOSPC stream stands in");
            if (tmpfs == null)
            {
                Run(new FullDiskScenario.Simulated(DiskSize, Filler), "simulated ENOSPC stream (tmpfs not mountable)");
                return;
            }

            Run(new FullDiskScenario.Tmpfs(tmpfs.Path, Filler), "2 MB tmpfs");
        }

        /// <summary>The fallback itself, so that it is known to work on a machine that can mount.</summary>
        [Fact]
        public void The_ENOSPC_stream_fallback_gives_the_same_guarantees()
        {
            Run(new FullDiskScenario.Simulated(DiskSize, Filler), "simulated ENOSPC stream");
        }

        private void Run(FullDiskScenario disk, string label)
        {
            using (disk)
            {
                // log4net alone, for comparison.
                disk.Fill();
                RollingFileAppender alone = disk.Target("alone.log", new CapturingErrorHandler());
                int aloneWhileFull = Log(FaultLog.Logger(alone, out ILoggerRepository aloneRepository), null, disk, "alone.log*");
                aloneRepository.Shutdown();
                EventLines aloneLines = new EventLines(new[] { "A", "B" }, string.Empty).ReadFiles(disk.Files("alone.log*"));
                disk.Clear();

                disk.Fill();
                var targetErrors = new CapturingErrorHandler();
                RollingFileAppender target = disk.Target("fwd.log", targetErrors);
                AsyncForwardingAppender forwarder = FaultLog.Forwarder(target, out CapturingErrorHandler errors);
                int whileFull = Log(FaultLog.Logger(forwarder, out ILoggerRepository repository), forwarder, disk, "fwd.log*");
                repository.Shutdown();
                EventLines lines = new EventLines(new[] { "A", "B" }, string.Empty).ReadFiles(disk.Files("fwd.log*"));

                FaultFigures.Of($"full disk ({label}), then space freed", Filling + AfterFreeing, forwarder, lines.Whole).AssertAccounted().Print(_output);
                _output.WriteLine(
                    $"whole lines on the full disk: forwarder {whileFull}, log4net alone {aloneWhileFull}; after freeing: forwarder {lines.SeenOf("B").Count} " +
                    $"of {AfterFreeing}, log4net alone {aloneLines.SeenOf("B").Count}; log4net alone in the end: {aloneLines.Distinct} whole lines, " +
                    $"{aloneLines.Broken.Count} broken ({string.Join(" / ", aloneLines.Broken.Take(1))})");

                Assert.True(forwarder.FailedCount > 0, "the disk never filled");
                Assert.Empty(lines.Broken);
                Assert.Equal(forwarder.DeliveredCount, lines.Whole);
                Assert.Equal(lines.Whole, lines.Distinct);
                Assert.Equal(AfterFreeing, lines.SeenOf("B").Count);
                Assert.True(lines.SeenOf("B").Count >= aloneLines.SeenOf("B").Count);
                Assert.True(whileFull >= aloneWhileFull, $"the full disk held {whileFull} whole lines from the forwarder, {aloneWhileFull} from log4net alone");
                Assert.Equal(forwarder.DeliveredCount, lines.SeenOf("A").Count + AfterFreeing);
                Assert.Contains(errors.Errors, e => e.Exception is IOException);
                Assert.Contains(targetErrors.Errors, e => e.Exception is IOException);
            }
        }

        /// <summary>Logs until the disk is full, frees space, logs again; returns the whole lines the full disk held.</summary>
        private static int Log(ILog log, AsyncForwardingAppender? forwarder, FullDiskScenario disk, string files)
        {
            for (int i = 0; i < Filling; i++)
            {
                log.Info(EventLines.Message("A", i));
            }

            forwarder?.Flush(30_000);
            int whileFull = new EventLines("A").ReadFiles(disk.Files(files)).Whole;
            disk.Free();
            for (int i = 0; i < AfterFreeing; i++)
            {
                log.Info(EventLines.Message("B", i));
            }

            return whileFull;
        }
    }
}
