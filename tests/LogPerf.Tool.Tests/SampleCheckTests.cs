using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary><c>logperf check</c> on a copy of samples/SlowService: the build's own diagnostics, in text and SARIF.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class SampleCheckTests
    {
        private readonly ToolFixture _tool;

        public SampleCheckTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task Check_ReportsExactlyTheWarningsTheBuildReports_AtTheirLines_AndExitsOne()
        {
            var project = TestProjects.CopySample(_tool, _tool.NewCaseDirectory("check"), referenceAppenders: false);

            var check = await _tool.RunToolAsync(project, "check");
            var build = await ProcessRunner.DotnetAsync(project, "build", "--disable-build-servers");

            Assert.True(check.ExitCode == 1, check.Describe());
            Assert.True(build.ExitCode == 0, build.Describe());
            var reported = ReportedDiagnostic.FromTool(check.OutputLines, project);
            var built = ReportedDiagnostic.FromBuild(build.OutputLines, project);
            Assert.True(built.Count > 0, build.Describe());
            Assert.True(
                reported.OrderBy(d => d.ToString()).SequenceEqual(built.OrderBy(d => d.ToString())),
                $"logperf check:{Environment.NewLine}{ReportedDiagnostic.Describe(reported)}{Environment.NewLine}dotnet build:{Environment.NewLine}{ReportedDiagnostic.Describe(built)}");

            // Config and code homes, at the element or expression to change.
            var config = Path.Combine(project, "log4net.config");
            var program = Path.Combine(project, "Program.cs");
            AssertReported(reported, config, "<lockingModel", "LP0003");
            AssertReported(reported, config, "RecentEvent\" />", "LP0009");
            AssertReported(reported, program, "new FileAppender.MinimalLock()", "LP0003");
            Assert.Matches(new Regex(@"^\d+ warnings in 1 project; \d+ can be fixed with `logperf fix`$"), check.OutputLines.Last());

            // Output is redirected: no progress line, no carriage returns.
            Assert.DoesNotContain('\r', check.StandardError);
            Assert.DoesNotContain("Analyzing", check.StandardError, StringComparison.Ordinal);
        }

        [Fact]
        public async Task CheckSarif_WritesEveryFindingWithRuleAndRegion_ToTheOutputFile()
        {
            var project = TestProjects.CopySample(_tool, _tool.NewCaseDirectory("sarif"), referenceAppenders: false);
            var sarifPath = Path.Combine(project, "logperf.sarif");

            var check = await _tool.RunToolAsync(project, "check", "--severity", "info", "--format", "sarif", "--output", sarifPath);

            Assert.True(check.ExitCode == 1, check.Describe());
            using var sarif = JsonDocument.Parse(File.ReadAllText(sarifPath));
            Assert.Equal("2.1.0", sarif.RootElement.GetProperty("version").GetString());
            var run = sarif.RootElement.GetProperty("runs").EnumerateArray().Single();
            Assert.Equal("logperf", run.GetProperty("tool").GetProperty("driver").GetProperty("name").GetString());
            var rules = run.GetProperty("tool").GetProperty("driver").GetProperty("rules").EnumerateArray().ToList();
            var results = run.GetProperty("results").EnumerateArray().ToList();
            foreach (var rule in rules)
            {
                var id = rule.GetProperty("id").GetString()!;
                Assert.EndsWith($"/docs/rules/{id}.md", rule.GetProperty("helpUri").GetString(), StringComparison.Ordinal);
            }

            foreach (var result in results)
            {
                var ruleIndex = result.GetProperty("ruleIndex").GetInt32();
                Assert.Equal(rules[ruleIndex].GetProperty("id").GetString(), result.GetProperty("ruleId").GetString());
            }

            // An Info rule is a SARIF note; the MinimalLock element is a warning at its line and column.
            Assert.Contains(results, r => r.GetProperty("ruleId").GetString() == "LP0010" && r.GetProperty("level").GetString() == "note");
            var (line, column) = TextPosition.Of(Path.Combine(project, "log4net.config"), "<lockingModel");
            Assert.Contains(results, r =>
            {
                var location = r.GetProperty("locations")[0].GetProperty("physicalLocation");
                var region = location.GetProperty("region");
                return r.GetProperty("ruleId").GetString() == "LP0003" && r.GetProperty("level").GetString() == "warning"
                    && location.GetProperty("artifactLocation").GetProperty("uri").GetString() == new Uri(Path.Combine(project, "log4net.config")).AbsoluteUri
                    && region.GetProperty("startLine").GetInt32() == line && region.GetProperty("startColumn").GetInt32() == column;
            });
        }

        private static void AssertReported(System.Collections.Generic.IReadOnlyList<ReportedDiagnostic> reported, string path, string fragment, string id)
        {
            var (line, column) = TextPosition.Of(path, fragment);
            Assert.True(
                reported.Any(d => d.Path == path && d.Line == line && d.Column == column && d.Id == id),
                $"expected {id} at {path}({line},{column}); got:{Environment.NewLine}{ReportedDiagnostic.Describe(reported)}");
        }
    }
}
