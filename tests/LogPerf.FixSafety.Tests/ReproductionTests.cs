using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Xunit;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// The three reports of issue 22, reproduced with the real libraries along the path `logperf fix` takes: each fails
    /// on the release that had the bug and passes now.
    /// </summary>
    [Collection(HarnessCollection.Name)]
    public sealed class ReproductionTests
    {
        private readonly Xunit.Abstractions.ITestOutputHelper _output;

        public ReproductionTests(Xunit.Abstractions.ITestOutputHelper output) => _output = output;

        private const string NLogBurstConfig = """
            <?xml version="1.0" encoding="utf-8" ?>
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                <target name="file" xsi:type="File" fileName="${basedir}/logs/app.log" layout="${longdate} ${level} ${message}" />
              </targets>
              <rules>
                <logger name="*" minlevel="Info" writeTo="file" />
              </rules>
            </nlog>
            """;

        private const string TypoBesideRefConfig = """
            <log4net>
              <appender name="Rolling" type="log4net.Appender.RollingFileAppender">
                <file value="logs/app.log" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%date [%thread] %-5level %logger - %message%newline" /></layout>
              </appender>
              <root>
                <level value="DEBUG" />
                <appender-ref ref="Rolling" />
                <appender-ref ref="Rollng" />
              </root>
            </log4net>
            """;

        /// <summary>
        /// 4 threads × 25,000 Info events through a synchronous File target: `logperf fix` now wraps it in an AsyncWrapper
        /// that blocks, and all 100,000 lines arrive (async="true", the old default, kept a quarter to two fifths of them:
        /// it stays available by name, and the harness counts its loss as the one its title states).
        /// </summary>
        [Fact]
        public async Task NLog_default_fix_keeps_every_line_of_a_burst()
        {
            using var harness = new FixSafetyHarness(new WorkloadSpec(Threads: 4, Repeat: 0, Burst: 25_000));
            var config = new ConfigUnderTest("issue-22 NLog burst", "NLog.config", NLogBurstConfig);
            var driver = new FixDriver();

            var fixedText = await driver.FixAsync(config, config.Text, null);
            var report = await harness.CheckAsync(config);
            Print(report);

            Assert.Contains("overflowAction=\"Block\"", fixedText, StringComparison.Ordinal);
            Assert.DoesNotContain("async=\"true\"", fixedText, StringComparison.Ordinal);
            var logperfFix = report.Results.Single(r => r.Scenario.Kind == ScenarioKind.LogperfFix);
            Assert.Equal(0, logperfFix.Differences.Lost);
            Assert.Empty(report.Failures());
            var asyncTrue = report.Results.First(r => r.Scenario.Kind == ScenarioKind.NamedFix && r.Scenario.Label.EndsWith("AsyncTargets", StringComparison.Ordinal));
            Assert.True(asyncTrue.Scenario.AllowLost);
        }

        /// <summary>
        /// Root names 'Rolling' and the typo 'Rollng': `logperf fix` and both rule orders leave one path to 'Rolling'
        /// (root → RollingAsync), and log4net writes every event once; before, 200,000 lines for 100,000 events.
        /// </summary>
        [Fact]
        public async Task Log4Net_LP0004_and_LP0009_together_write_every_event_once()
        {
            using var harness = new FixSafetyHarness(new WorkloadSpec(Threads: 3, Repeat: 2, Burst: 500));
            var config = new ConfigUnderTest("issue-22 typo beside ref", "log4net.config", TypoBesideRefConfig);

            var report = await harness.CheckAsync(config);
            Print(report);

            Assert.Equal(new[] { RuleIds.ImmediateFlush, RuleIds.LostEvents }, report.Rules);
            Assert.Contains(report.Results, r => r.Scenario.Kind == ScenarioKind.Order && r.Scenario.Label == "LP0004 → LP0009");
            Assert.Contains(report.Results, r => r.Scenario.Kind == ScenarioKind.Order && r.Scenario.Label == "LP0009 → LP0004");
            Assert.Empty(report.Failures());
            var fixedTexts = report.Results.Where(r => r.Scenario.Kind is ScenarioKind.LogperfFix or ScenarioKind.Order).Select(r => r.Scenario.Text).Distinct().ToList();
            var fixedText = Assert.Single(fixedTexts);
            Assert.DoesNotContain("Rollng", fixedText, StringComparison.Ordinal);
            Assert.Single(fixedText.Split("<appender-ref ref=\"RollingAsync\" />").Skip(1));
        }

        /// <summary>
        /// An unclosed appender-ref: LP0102 reports it, `logperf fix` changes nothing in the file and says it is left, and
        /// the real log4net indeed writes nothing with it (the original run has no output and an internal error).
        /// </summary>
        [Fact]
        public async Task A_config_that_is_not_well_formed_is_reported_and_never_written()
        {
            var config = new ConfigUnderTest("issue-22 unclosed ref", "log4net.config", TypoBesideRefConfig.Replace("ref=\"Rolling\" />", "ref=\"Rolling\" >", StringComparison.Ordinal));
            var driver = new FixDriver();

            var findings = await driver.AnalyzeAsync(config);
            var fixedText = await driver.FixAsync(config, config.Text, null, DiagnosticSeverity.Info);
            using var sandbox = new TempFolder("fixsafety-broken");
            var output = await RunnerProcess.RunAsync("log4net", config.Text, new WorkloadSpec(2, 1, 0).For(config), sandbox.Path);

            Assert.Contains(findings, f => f.Id == RuleIds.ConfigNotWellFormed);
            Assert.Equal(config.Text, fixedText);
            Assert.Empty(Directory.EnumerateFiles(Path.Combine(output, "files"), "*", SearchOption.AllDirectories));
            Assert.Contains(File.ReadAllLines(Path.Combine(output, "internal.txt")), l => l.Contains("does not match the end tag", StringComparison.Ordinal));
        }
    
        private void Print(ConfigReport report)
        {
            foreach (var (scenario, differences) in report.Results)
            {
                _output.WriteLine($"[{scenario.Kind}] {scenario.Label}: {differences}");
            }
        }
    }
}
