using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// Every fix, alone and together, on real and generated configs: the fixed app must log what the original logged.
    /// CI runs the repository's samples and a few generated configs (a few minutes); the full run reads a corpus folder
    /// and generates more (docs/fix-safety.md): LOGPERF_FIXSAFETY_CORPUS=DIR (log4net/ and nlog/ below it),
    /// LOGPERF_FIXSAFETY_GENERATED=N (configs of each library), LOGPERF_FIXSAFETY_FROM=I (the first config's index, to
    /// split a long run), LOGPERF_FIXSAFETY_SEED, LOGPERF_FIXSAFETY_REPORT=FILE (and FILE.progress, FILE.texts/ with the
    /// texts of unsafe scenarios), LOGPERF_FIXSAFETY_SEQUENTIAL=1, LOGPERF_FIXSAFETY_SHAPES=0 (without the generators' added shapes),
    /// LOGPERF_FIXSAFETY_RUNNER=a copy of the runner.
    /// </summary>
    [Collection(HarnessCollection.Name)]
    public sealed class CorpusTests
    {
        private const int CiGenerated = 6;
        private const int DefaultSeed = 2026_1122;

        private readonly ITestOutputHelper _output;

        public CorpusTests(ITestOutputHelper output) => _output = output;

        /// <summary>LOGPERF_FIXSAFETY_SEQUENTIAL=1: the workload's threads log one after the other (every run of a text gets the same order).</summary>
        private static WorkloadSpec Workload => new WorkloadSpec(Threads: 3, Repeat: 1, Burst: 200, Closing: 2,
            Sequential: Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_SEQUENTIAL") == "1");

        [Fact]
        public Task Real_configs_log_what_they_logged_before_after_every_fix_and_combination() =>
            CheckAsync("real configs", RealConfigs());

        [Fact]
        public Task Generated_log4net_configs_log_what_they_logged_before() =>
            CheckAsync("generated log4net configs", Generated(i => new Log4NetCompositionGenerator(Seed + i, Shapes).Next(i)));

        [Fact]
        public Task Generated_NLog_configs_log_what_they_logged_before() =>
            CheckAsync("generated NLog configs", Generated(i => new NLogCompositionGenerator(Seed + i, Shapes).Next(i)));

        /// <summary>
        /// The generators' added shapes (LP0011, LP0012, LP0205, LP0206, LP0207), on unless LOGPERF_FIXSAFETY_SHAPES=0 (the
        /// configs of the runs before them, which docs/fix-safety.md numbers by seed).
        /// </summary>
        private static bool Shapes => Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_SHAPES") != "0";

        private static int Seed => int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_SEED"), out var seed) ? seed : DefaultSeed;

        private static IEnumerable<ConfigUnderTest> Generated(Func<int, ConfigUnderTest> make)
        {
            var count = int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_GENERATED"), out var n) ? n : CiGenerated;
            var from = int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_FROM"), out var f) ? f : 0;
            return Enumerable.Range(from, count).Select(make);
        }

        /// <summary>The corpus folder when one is named, else the repository's own samples.</summary>
        private static IEnumerable<ConfigUnderTest> RealConfigs()
        {
            var corpus = Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_CORPUS");
            if (string.IsNullOrEmpty(corpus))
            {
                var root = RepositoryRoot.Path;
                yield return new ConfigUnderTest("samples/SlowService", "log4net.config", File.ReadAllText(Path.Combine(root, "samples", "SlowService", "log4net.config")));
                yield return new ConfigUnderTest("samples/SlowNLogService", "NLog.config", File.ReadAllText(Path.Combine(root, "samples", "SlowNLogService", "NLog.config")));
                yield break;
            }

            foreach (var path in Directory.EnumerateFiles(corpus, "*.config", SearchOption.AllDirectories).OrderBy(p => p, StringComparer.Ordinal))
            {
                var name = Path.GetFileName(path);
                var fileName = name.EndsWith(".App.config", StringComparison.Ordinal) ? "App.config"
                    : name.EndsWith(".Web.config", StringComparison.Ordinal) ? "Web.config"
                    : name.EndsWith(".NLog.config", StringComparison.Ordinal) ? "NLog.config"
                    : "log4net.config";
                yield return new ConfigUnderTest(Path.GetRelativePath(corpus, path), fileName, File.ReadAllText(path));
            }
        }

        /// <summary>Beside the report, the original text and every fixed text that broke the promise, to reproduce by hand.</summary>
        private static void WriteUnsafeTexts(string folder, ConfigReport report)
        {
            var unsafeResults = report.Results.Where(r => !ConfigReport.IsSafe(r.Scenario, r.Differences)).ToList();
            if (unsafeResults.Count == 0)
            {
                return;
            }

            var name = string.Concat(report.Config.Name.Select(c => char.IsLetterOrDigit(c) ? c : '_'));
            Directory.CreateDirectory(folder);
            File.WriteAllText(Path.Combine(folder, name + ".original." + report.Config.FileName), report.Config.Text);
            for (var i = 0; i < unsafeResults.Count; i++)
            {
                File.WriteAllText(Path.Combine(folder, $"{name}.unsafe{i}.{report.Config.FileName}"), unsafeResults[i].Scenario.Text + $"\n<!-- {unsafeResults[i].Scenario.Kind} {unsafeResults[i].Scenario.Label.Replace("--", "- -", StringComparison.Ordinal)}: {unsafeResults[i].Differences} -->\n");
            }
        }

        private async Task CheckAsync(string title, IEnumerable<ConfigUnderTest> configs)
        {
            using var harness = new FixSafetyHarness(Workload);
            var totals = new FixSafetyTotals();
            var progress = Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_REPORT") is { Length: > 0 } report ? report + ".progress" : null;
            foreach (var config in configs)
            {
                var checkedConfig = await harness.CheckAsync(config);
                totals.Add(checkedConfig);
                if (progress != null)
                {
                    File.AppendAllText(progress, $"{title}: {config.Name}: {checkedConfig.Results.Count} scenarios, {checkedConfig.Failures().Count()} unsafe{(checkedConfig.OriginalNotLoaded ? " (the original config does not load)" : string.Empty)}\n");
                    WriteUnsafeTexts(progress[..^".progress".Length] + ".texts", checkedConfig);
                }
            }

            var table = totals.Table(title, harness.Runs);
            _output.WriteLine(table);
            totals.Write(title, harness.Runs);
            Assert.True(totals.Configs > 0, "no config was checked");
            Assert.True(totals.Failures.Count == 0, table + "\n" + string.Join("\n", totals.Failures.Take(20)));
        }
    }
}
