using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary><c>logperf fix --verify</c>, the CI gate: exit 1 with the diff while a fix would change a file, 0 after fixing.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class VerifyTests
    {
        private readonly ToolFixture _tool;

        public VerifyTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task Verify_FailsWithTheDiffAndWritesNothing_UntilFixIsRun()
        {
            var directory = _tool.NewCaseDirectory("verify");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Service");
            TestProjects.WriteProject(_tool, project, "Service", new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock });
            var configPath = Path.Combine(project, "log4net.config");

            var failing = await _tool.RunToolAsync(project, "fix", "--verify");

            Assert.True(failing.ExitCode == 1, failing.Describe());
            Assert.Contains("--- a/log4net.config", failing.OutputLines);
            Assert.Contains("-    <lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />", failing.OutputLines);
            Assert.Equal(Log4NetSamples.MinimalLock, File.ReadAllText(configPath));

            var fix = await _tool.RunToolAsync(project, "fix", "--no-restore");
            Assert.True(fix.ExitCode == 0, fix.Describe());
            Assert.Contains("No diagnostics left.", fix.OutputLines);
            Assert.Equal(Log4NetSamples.MinimalLock.Replace("    <lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />\n", string.Empty, StringComparison.Ordinal), File.ReadAllText(configPath));

            var passing = await _tool.RunToolAsync(project, "fix", "--verify", "--no-restore");
            Assert.True(passing.ExitCode == 0, passing.Describe());
            Assert.DoesNotContain(passing.OutputLines, line => line.StartsWith("--- ", StringComparison.Ordinal));
            Assert.Contains("Nothing to fix.", passing.OutputLines);
        }
    }
}
