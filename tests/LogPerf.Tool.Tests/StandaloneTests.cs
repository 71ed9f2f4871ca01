using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>A project that does not reference LogPerf yet: the tool checks its configs as the package would wire them, and shows progress on a terminal.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class StandaloneTests
    {
        private readonly ToolFixture _tool;

        public StandaloneTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task ProjectWithoutLogPerf_HasItsConventionalConfigFilesChecked_AndIsToldSo()
        {
            var directory = _tool.NewCaseDirectory("standalone");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Plain");
            TestProjects.WriteProject(_tool, project, "Plain",
                new Dictionary<string, string>
                {
                    ["App.config"] = Log4NetSamples.InConfigurationFile(Log4NetSamples.MinimalLock),
                    ["nested/log4net.config"] = Log4NetSamples.MinimalLock,
                },
                wired: false);

            var check = await _tool.RunToolAsync(project, "check");

            Assert.True(check.ExitCode == 1, check.Describe());
            var (line, column) = TextPosition.Of(Path.Combine(project, "App.config"), "<lockingModel");
            Assert.Equal(
                new[] { new ReportedDiagnostic(Path.Combine(project, "App.config"), line, column, "warning", "LP0003") },
                ReportedDiagnostic.FromTool(check.OutputLines, project));
            Assert.Contains("note: Plain does not reference the LogPerf package: checking App.config as the package would add it.", check.ErrorLines);
        }

        /// <summary>The names are matched ignoring case, as the package's props match them (and Windows finds the files).</summary>
        [Fact]
        public async Task ProjectWithoutLogPerf_HasItsConfigFilesOfAnyCaseChecked()
        {
            var directory = _tool.NewCaseDirectory("standalone-case");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Cased");
            TestProjects.WriteProject(_tool, project, "Cased",
                new Dictionary<string, string> { ["Log4Net.config"] = Log4NetSamples.MinimalLock, ["Service.LOG4NET.config"] = Log4NetSamples.MinimalLock },
                wired: false);

            var check = await _tool.RunToolAsync(project, "check", "--diagnostics", "LP0003");

            Assert.True(check.ExitCode == 1, check.Describe());
            Assert.Equal(
                new[] { "Log4Net.config: LP0003", "Service.LOG4NET.config: LP0003" },
                ReportedDiagnostic.FromTool(check.OutputLines, project).Select(d => $"{Path.GetFileName(d.Path)}: {d.Id}").OrderBy(d => d, StringComparer.Ordinal));
        }

        [Fact]
        public async Task ProjectWithoutLogPerf_HasItsNLogConfigAndNLogAppSettingsChecked_AndLinksToMissingFilesPassedOver()
        {
            var directory = _tool.NewCaseDirectory("standalone-nlog");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "PlainNLog");
            const string Targets = """<nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><targets async="true"><target name="f" xsi:type="File" fileName="a.log" keepFileOpen="false" /></targets><rules><logger name="*" minlevel="Debug" writeTo="f" /></rules></nlog>""";
            TestProjects.WriteProject(_tool, project, "PlainNLog",
                new Dictionary<string, string>
                {
                    ["NLog.config"] = Targets,
                    ["appsettings.json"] = """{ "NLog": { "targets": { "async": true, "g": { "type": "File", "fileName": "b.log", "keepFileOpen": false } }, "rules": [ { "logger": "*", "minLevel": "Debug", "writeTo": "g" } ] } }""",
                    ["appsettings.Development.json"] = """{ "Logging": { "LogLevel": { "Default": "Debug" } } }""",
                },
                wired: false,
                projectBody: """<ItemGroup><PackageReference Include="NLog" Version="6.2.0" /></ItemGroup>""");

            // Links to files this machine does not have, under names the tool looks for: passed over, as the package passes them over.
            File.CreateSymbolicLink(Path.Combine(project, "appsettings.Production.json"), Path.Combine(directory, "secrets", "appsettings.Production.json"));
            File.CreateSymbolicLink(Path.Combine(project, "nlog.config"), Path.Combine(directory, "secrets", "nlog.config"));

            var check = await _tool.RunToolAsync(project, "check", "--diagnostics", "LP0200");

            Assert.True(check.ExitCode == 1, check.Describe());
            Assert.Equal(
                new[] { "NLog.config: LP0200", "appsettings.json: LP0200" },
                ReportedDiagnostic.FromTool(check.OutputLines, project).Select(d => $"{Path.GetFileName(d.Path)}: {d.Id}").OrderBy(d => d, StringComparer.Ordinal));
            Assert.Contains(check.ErrorLines, l => l.Contains("checking NLog.config, appsettings.json as the package would add them", StringComparison.Ordinal));
        }

        [Fact]
        public async Task OnATerminal_ProgressIsShownOnStandardError()
        {
            var directory = _tool.NewCaseDirectory("terminal");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Shown");
            TestProjects.WriteProject(_tool, project, "Shown", new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock });

            // script(1) runs the tool on a pseudo-terminal and copies what the terminal received to its own output
            // (the status line's carriage returns are read as line breaks here).
            var run = await ProcessRunner.RunAsync("script", project, new[] { "-qec", $"'{_tool.ToolPath}' check", "/dev/null" });

            Assert.True(run.ExitCode == 1, run.Describe());
            Assert.Contains("Analyzing project 1/1: Shown", run.StandardOutput, StringComparison.Ordinal);
            Assert.Contains("warning LP0003", run.StandardOutput, StringComparison.Ordinal);
        }
    }
}
