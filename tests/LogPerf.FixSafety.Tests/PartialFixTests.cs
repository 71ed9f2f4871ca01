using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using Xunit;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// LP0006 with the real log4net 3.5.0: a buffer's Fix without Exception. log4net locks the event once it has fixed the
    /// flags asked for, so GetExceptionString() reads null when the buffer is sent, and the FileAppender, which writes the
    /// exception after a PatternLayout without %exception, writes none. The fix adds Exception and every exception of the
    /// workload appears, each under its own event's line: counted in the files, and judged altered (what the fix's title
    /// states) by the harness in every scenario.
    /// </summary>
    [Collection(HarnessCollection.Name)]
    public sealed class PartialFixTests
    {
        private static readonly Regex ExceptionLine = new Regex(@"^System\.InvalidOperationException: failure of (evt[0-9]{8})$", RegexOptions.CultureInvariant);

        private readonly Xunit.Abstractions.ITestOutputHelper _output;

        public PartialFixTests(Xunit.Abstractions.ITestOutputHelper output) => _output = output;

        private const string Config = """
            <log4net>
              <appender name="File" type="log4net.Appender.FileAppender">
                <file value="logs/app.log" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%date [%thread] %-5level %logger - %message%newline" /></layout>
              </appender>
              <appender name="Buffer" type="log4net.Appender.BufferingForwardingAppender">
                <bufferSize value="16" />
                <fix value="Message, ThreadName" />
                <appender-ref ref="File" />
              </appender>
              <root>
                <level value="DEBUG" />
                <appender-ref ref="Buffer" />
              </root>
            </log4net>
            """;

        [Fact]
        public async Task The_exception_text_a_partial_Fix_dropped_appears_under_its_event_after_the_fix()
        {
            var workload = new WorkloadSpec(Threads: 3, Repeat: 1, Burst: 50);
            var config = new ConfigUnderTest("LP0006: Fix without Exception", "log4net.config", Config);
            var fixedText = await new FixDriver().FixAsync(config, config.Text, new[] { RuleIds.FixFlagsOmitData });
            Assert.Contains("<fix value=\"Message, ThreadName, Exception\" />", fixedText, StringComparison.Ordinal);

            using var sandbox = new TempFolder("fixsafety-partial-fix");
            var original = await RunnerProcess.RunAsync("log4net", config.Text, workload.For(config), Path.Combine(sandbox.Path, "original"));
            var fixedRun = await RunnerProcess.RunAsync("log4net", fixedText, workload.For(config), Path.Combine(sandbox.Path, "fixed"));
            var before = File.ReadAllLines(Path.Combine(original, "files", "logs", "app.log"));
            var after = File.ReadAllLines(Path.Combine(fixedRun, "files", "logs", "app.log"));

            // The original writes no exception at all; the fixed config writes one per exception event, right under the
            // event's own line, and the events' lines themselves are the same.
            Assert.DoesNotContain(before, l => l.Contains("InvalidOperationException", StringComparison.Ordinal));
            var exceptions = after.Select((line, i) => (Match: ExceptionLine.Match(line), i)).Where(x => x.Match.Success).ToList();
            Assert.NotEmpty(exceptions);
            Assert.All(exceptions, x => Assert.Contains(x.Match.Groups[1].Value + " ", after[x.i - 1], StringComparison.Ordinal));
            var eventLines = after.Where(l => l.Contains(" - evt", StringComparison.Ordinal)).ToList();
            Assert.Equal(before.Length, eventLines.Count);
            Assert.Equal(before.Select(Mask).OrderBy(l => l, StringComparer.Ordinal), eventLines.Select(Mask).OrderBy(l => l, StringComparer.Ordinal));
            _output.WriteLine($"{before.Length} event lines; {exceptions.Count} exceptions written after the fix, none before");

            // The harness, in every scenario: one altered record per exception where LP0006 took part, nothing else.
            using var harness = new FixSafetyHarness(workload);
            var report = await harness.CheckAsync(config);
            foreach (var (scenario, differences) in report.Results)
            {
                _output.WriteLine($"[{scenario.Kind}] {scenario.Label}: {differences}");
            }

            Assert.Empty(report.Failures());
            var alone = report.Results.Single(r => r.Scenario.Kind == ScenarioKind.RuleAlone && r.Scenario.Label.Contains(RuleIds.FixFlagsOmitData, StringComparison.Ordinal));
            Assert.Equal($"lost 0, duplicated 0, altered {exceptions.Count}, added 0, recovered 0, out of order 0, new internal errors 0", alone.Differences.ToString());
        }

        /// <summary>A line without what differs between runs: the date and time.</summary>
        private static string Mask(string line) => Regex.Replace(line, @"^[0-9: ,\-]+", string.Empty, RegexOptions.CultureInvariant);
    }
}
