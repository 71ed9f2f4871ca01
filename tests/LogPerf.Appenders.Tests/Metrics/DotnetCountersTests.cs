using System;
using LogPerf.TestSupport;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>
    /// The documented operator's path, end to end: samples/CountersDemo logs through an AsyncForwardingAppender, a small
    /// DropNewest forwarder that its bursts overflow, and a MemoryMappedFileAppender, and the real dotnet-counters (the
    /// version pinned in .config/dotnet-tools.json), attached to it by process id with no code in the app, reads the
    /// LogPerf.Appenders meter (docs/appenders/Metrics.md). Bounded: dotnet-counters collects for 5 s, the demo is then
    /// told to stop (it would after 120 s anyway), and both are killed if they outlive their waits.
    /// </summary>
    public sealed class DotnetCountersTests
    {
        private const string DemoProject = "samples/CountersDemo/CountersDemo.csproj";
        private static readonly Lazy<string> Demo = new Lazy<string>(BuildDemo, LazyThreadSafetyMode.ExecutionAndPublication);

        [Fact]
        public void Dotnet_counters_collect_shows_the_demo_appenders_deliveries_drops_and_queues_by_appender_name()
        {
            string repository = RepositoryRoot.Path;
            RestoreTools(repository);
            string work = Directory.CreateTempSubdirectory("logperf-counters-").FullName;
            try
            {
                using var demo = new ChildRun(
                    ChildProject.Dotnet, new[] { Demo.Value, "--seconds", "120", "--rate", "2000", "--directory", work, "--stop-on-input" }, work, input: true);
                Assert.True(demo.WaitForLine("logging: pid", TimeSpan.FromSeconds(30)) != null, demo.Describe());

                string csv = Path.Combine(work, "counters.csv");
                using (var collect = new ChildRun(
                           ChildProject.Dotnet,
                           new[]
                           {
                               "tool", "run", "dotnet-counters", "collect", "-p", demo.Id.ToString(), "--counters", AppenderMetrics.MeterName,
                               "--format", "csv", "-o", csv, "--duration", "00:00:00:05",
                           },
                           repository))
                {
                    Assert.True(collect.WaitForExit(TimeSpan.FromSeconds(60)), "dotnet-counters did not finish within 60 s\n" + collect.Describe());
                    Assert.True(collect.ExitCode == 0 && File.Exists(csv), collect.Describe());
                }

                IReadOnlyList<CountersRow> rows = CountersRow.Read(csv);
                Assert.All(rows, r => Assert.Equal(AppenderMetrics.MeterName, r.Provider));

                // Counters arrive as increments per refresh (Rate); the file forwarder delivered, the burst forwarder
                // both delivered and dropped, the memory-mapped appender is published with its outcomes.
                Assert.True(Increments(rows, "FileAsync", "delivered") > 0, Dump(rows));
                Assert.Equal(0, Increments(rows, "FileAsync", "dropped"));
                Assert.True(Increments(rows, "BurstAsync", "delivered") > 0, Dump(rows));
                Assert.True(Increments(rows, "BurstAsync", "dropped") > 0, Dump(rows));
                Assert.Contains(rows, r => r.Instrument == AppenderMetrics.Events && r.Tag(AppenderMetrics.AppenderNameTag) == "Journal"
                                           && r.Tag(AppenderMetrics.AppenderTypeTag) == nameof(MemoryMappedFileAppender));
                Assert.All(rows.Where(r => r.Instrument == AppenderMetrics.Events), r => Assert.Equal("{event} / 1 sec", r.Unit));

                // Up-down counters arrive as values (Metric), with their unit.
                Assert.Equal(new[] { 2048.0 }, Values(rows, AppenderMetrics.QueueCapacity, "FileAsync"));
                Assert.Equal(new[] { 64.0 }, Values(rows, AppenderMetrics.QueueCapacity, "BurstAsync"));
                Assert.All(Values(rows, AppenderMetrics.QueueSize, "BurstAsync"), depth => Assert.InRange(depth, 0, 64));
                Assert.Contains(rows, r => r.Instrument == AppenderMetrics.BatchSize && r.Tag(AppenderMetrics.AppenderNameTag) == "FileAsync");

                // Told to stop, the demo closes its appenders and prints their own counters: nothing of the file
                // forwarder was lost.
                demo.WriteLine("stop");
                Assert.True(demo.WaitForExit(TimeSpan.FromSeconds(60)), "the demo did not end within 60 s\n" + demo.Describe());
                Assert.True(demo.ExitCode == 0, demo.Describe());
                string file = demo.Output.Single(l => l.StartsWith("FileAsync ", StringComparison.Ordinal));
                Assert.Matches(@"enqueued (\d+), delivered \1, dropped 0, failed 0", file);
            }
            finally
            {
                Directory.Delete(work, recursive: true);
            }
        }

        private static double Increments(IReadOnlyList<CountersRow> rows, string appender, string outcome) =>
            rows.Where(r => r.Instrument == AppenderMetrics.Events && r.Type == "Rate" && r.Tag(AppenderMetrics.AppenderNameTag) == appender
                            && r.Tag(AppenderMetrics.OutcomeTag) == outcome)
                .Sum(r => r.Value);

        private static double[] Values(IReadOnlyList<CountersRow> rows, string instrument, string appender) =>
            rows.Where(r => r.Instrument == instrument && r.Type == "Metric" && r.Tag(AppenderMetrics.AppenderNameTag) == appender)
                .Select(r => r.Value)
                .Distinct()
                .ToArray();

        private static string Dump(IReadOnlyList<CountersRow> rows)
        {
            var text = new StringBuilder();
            foreach (CountersRow row in rows)
            {
                text.AppendLine($"{row.Instrument} ({row.Unit}) [{string.Join(";", row.Tags.Select(t => t.Key + "=" + t.Value))}] {row.Type} {row.Value}");
            }

            return text.ToString();
        }

        /// <summary>dotnet-counters at the version .config/dotnet-tools.json pins, from the package cache or the registry.</summary>
        private static void RestoreTools(string repository)
        {
            using var restore = new ChildRun(ChildProject.Dotnet, new[] { "tool", "restore" }, repository);
            Assert.True(restore.WaitForExit(TimeSpan.FromSeconds(180)), "dotnet tool restore did not finish within 180 s\n" + restore.Describe());
            Assert.True(restore.ExitCode == 0, restore.Describe());
        }

        /// <summary>The demo, built once per test run into a folder of this checkout's own under the temp folder.</summary>
        private static string BuildDemo()
        {
            string repository = RepositoryRoot.Path;
            string key = Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(Encoding.UTF8.GetBytes(repository)), 0, 8).ToLowerInvariant();
            return ChildProject.Build(DemoProject, "CountersDemo", Path.Combine(Path.GetTempPath(), "logperf-countersdemo", key, "artifacts"), "-c", "Release");
        }
    }
}
