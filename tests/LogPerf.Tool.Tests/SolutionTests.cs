using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>
    /// A solution of two projects: one keeps its log4net section in App.config, the other in Web.config, and both read a
    /// log4net.config shared from a folder beside them. Each diagnostic is reported once, and the shared file is fixed once.
    /// </summary>
    [Collection(ToolCollection.Name)]
    public sealed class SolutionTests
    {
        private const string SharedConfig = """
            <?xml version="1.0" encoding="utf-8"?>
            <log4net>
              <appender name="RollingFile" type="log4net.Appender.RollingFileAppender">
                <file value="logs/shared.log" />
                <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%date %message%newline" />
                </layout>
              </appender>
              <root>
                <level value="INFO" />
                <appender-ref ref="RollingFile" />
              </root>
            </log4net>
            """;

        private readonly ToolFixture _tool;

        public SolutionTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task Solution_AppConfigAndWebConfigHomes_AndASharedConfigReportedAndFixedOnce()
        {
            var directory = _tool.NewCaseDirectory("solution");
            TestProjects.WriteGeneratedRoot(directory);
            Directory.CreateDirectory(Path.Combine(directory, "shared"));
            File.WriteAllText(Path.Combine(directory, "shared", "log4net.config"), SharedConfig);
            const string shared = """<ItemGroup><LogPerfConfigFile Include="../shared/log4net.config" /></ItemGroup>""";
            TestProjects.WriteProject(_tool, Path.Combine(directory, "Worker"), "Worker",
                new Dictionary<string, string> { ["App.config"] = Log4NetSamples.InConfigurationFile(Log4NetSamples.MinimalLock) },
                referenceAppenders: true, projectBody: shared);
            TestProjects.WriteProject(_tool, Path.Combine(directory, "Site"), "Site",
                new Dictionary<string, string> { ["Web.config"] = Log4NetSamples.InConfigurationFile(Log4NetSamples.MinimalLock) },
                referenceAppenders: true, projectBody: shared);
            File.WriteAllText(Path.Combine(directory, "All.slnx"), """
                <Solution>
                  <Project Path="Worker/Worker.csproj" />
                  <Project Path="Site/Site.csproj" />
                </Solution>
                """);
            var sharedPath = Path.Combine(directory, "shared", "log4net.config");

            var check = await _tool.RunToolAsync(directory, "check", "All.slnx");

            Assert.True(check.ExitCode == 1, check.Describe());
            var reported = ReportedDiagnostic.FromTool(check.OutputLines, directory);
            var expected = new[]
            {
                At(Path.Combine(directory, "Worker", "App.config"), "<lockingModel", "LP0003"),
                At(Path.Combine(directory, "Site", "Web.config"), "<lockingModel", "LP0003"),
                At(sharedPath, "<lockingModel", "LP0003"),
                At(sharedPath, "type=\"log4net.Appender.RollingFileAppender\"", "LP0004", offset: "type=\"".Length),
            };
            Assert.True(
                reported.OrderBy(d => d.ToString()).SequenceEqual(expected.OrderBy(d => d.ToString())),
                $"expected:{Environment.NewLine}{ReportedDiagnostic.Describe(expected)}{Environment.NewLine}got:{Environment.NewLine}{ReportedDiagnostic.Describe(reported)}");
            Assert.Contains("4 warnings in 2 projects; 4 can be fixed with `logperf fix`", check.OutputLines);

            var fix = await _tool.RunToolAsync(directory, "fix", "All.slnx", "--no-restore");

            Assert.True(fix.ExitCode == 0, fix.Describe());
            Assert.Contains("Fixed LP0003 (3 diagnostics): Remove MinimalLock (use the default ExclusiveLock)", fix.OutputLines);
            Assert.Contains("Fixed LP0004 (1 diagnostic): Route through LogPerf's AsyncForwardingAppender", fix.OutputLines);
            Assert.Equal(3, fix.OutputLines.Count(l => l.StartsWith("Wrote ", StringComparison.Ordinal)));
            Assert.Contains("No diagnostics left.", fix.OutputLines);
            var fixedShared = File.ReadAllText(sharedPath);
            Assert.Single(Regex.Matches(fixedShared, "AsyncForwardingAppender"));
            Assert.Single(Regex.Matches(fixedShared, "<appender-ref ref=\"RollingFileAsync\" />"));
            Assert.DoesNotContain("MinimalLock", fixedShared, StringComparison.Ordinal);
            foreach (var home in new[] { Path.Combine("Worker", "App.config"), Path.Combine("Site", "Web.config") })
            {
                var text = File.ReadAllText(Path.Combine(directory, home));
                Assert.DoesNotContain("MinimalLock", text, StringComparison.Ordinal);
                Assert.Contains("<section name=\"log4net\"", text, StringComparison.Ordinal);
            }

            var recheck = await _tool.RunToolAsync(directory, "check", "All.slnx", "--no-restore");
            Assert.True(recheck.ExitCode == 0, recheck.Describe());
            Assert.Contains("no diagnostics in 2 projects", recheck.OutputLines);
        }

        private static ReportedDiagnostic At(string path, string fragment, string id, int offset = 0)
        {
            var (line, column) = TextPosition.Of(path, fragment);
            return new ReportedDiagnostic(path, line, column + offset, "warning", id);
        }
    }
}
