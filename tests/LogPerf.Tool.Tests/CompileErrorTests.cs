using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>C# that does not compile: the config diagnostics are still reported and fixed, and the tool says why C# ones may be missing.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class CompileErrorTests
    {
        private readonly ToolFixture _tool;

        public CompileErrorTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task ConfigDiagnostics_AreReportedAndFixed_WhenTheCSharpDoesNotCompile()
        {
            var directory = _tool.NewCaseDirectory("compile-errors");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "HalfTyped");
            TestProjects.WriteProject(_tool, project, "HalfTyped", new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock },
                program: """
                    [assembly: log4net.Config.XmlConfigurator]
                    public static class Program
                    {
                        public static void Main()
                        {
                            var count = ;
                        }
                    }
                    """);
            var configPath = Path.Combine(project, "log4net.config");

            var check = await _tool.RunToolAsync(project, "check");

            Assert.True(check.ExitCode == 1, check.Describe());
            var (line, column) = TextPosition.Of(configPath, "<lockingModel");
            Assert.Contains($"log4net.config({line},{column}): warning LP0003: ", string.Join("\n", check.OutputLines), StringComparison.Ordinal);
            Assert.Contains("note: HalfTyped does not compile (", check.StandardError, StringComparison.Ordinal);
            var (errorLine, errorColumn) = TextPosition.Of(Path.Combine(project, "Program.cs"), ";");
            Assert.Contains($"Program.cs({errorLine},{errorColumn}): error CS1525", check.StandardError, StringComparison.Ordinal);
            Assert.Contains("Its config files were still checked", check.StandardError, StringComparison.Ordinal);

            var fix = await _tool.RunToolAsync(project, "fix", "--no-restore");

            Assert.True(fix.ExitCode == 0, fix.Describe());
            Assert.Contains(fix.OutputLines, l => l.StartsWith("Fixed LP0003 (1 diagnostic): ", StringComparison.Ordinal));
            Assert.Contains("Its config files were still checked and fixed", fix.StandardError, StringComparison.Ordinal);
            Assert.DoesNotContain("MinimalLock", File.ReadAllText(configPath), StringComparison.Ordinal);
            Assert.Contains("<!-- kept by the fix -->", File.ReadAllText(configPath), StringComparison.Ordinal);
        }
    }
}
