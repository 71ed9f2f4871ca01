using System;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>`--help` ends, as Roslynator's CLI and dotnet format document theirs, with the exit codes and examples to copy.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class HelpTests
    {
        private readonly ToolFixture _tool;

        public HelpTests(ToolFixture tool) => _tool = tool;

        [Theory]
        [InlineData(new[] { "--help" }, "logperf check", "logperf fix --verify")]
        [InlineData(new[] { "check", "--help" }, "logperf check --format sarif --output logperf.sarif", null)]
        [InlineData(new[] { "fix", "-h" }, "logperf fix --dry-run", null)]
        public async Task Help_lists_the_exit_codes_and_examples(string[] arguments, string example, string? alsoExample)
        {
            var help = await _tool.RunToolAsync(_tool.NewCaseDirectory("help"), arguments);

            Assert.True(help.ExitCode == 0, help.Describe());
            var lines = help.OutputLines.Select(l => l.TrimEnd()).ToList();
            var exitCodes = lines.IndexOf("Exit codes:");
            Assert.True(exitCodes >= 0, help.Describe());
            Assert.StartsWith("  0  Nothing at or above --severity", lines[exitCodes + 1], StringComparison.Ordinal);
            Assert.StartsWith("  1  Diagnostics at or above --severity", lines[exitCodes + 2], StringComparison.Ordinal);
            Assert.StartsWith("  2  No project could be loaded", lines[exitCodes + 3], StringComparison.Ordinal);
            var examples = lines.IndexOf("Examples:");
            Assert.True(examples > exitCodes, help.Describe());
            Assert.Contains(lines.Skip(examples), l => l.StartsWith("  " + example + " ", StringComparison.Ordinal));
            if (alsoExample is not null)
            {
                Assert.Contains(lines.Skip(examples), l => l.StartsWith("  " + alsoExample + " ", StringComparison.Ordinal));
            }
            else
            {
                var other = arguments[0] == "check" ? "  logperf fix" : "  logperf check";
                Assert.DoesNotContain(lines.Skip(examples), l => l.StartsWith(other, StringComparison.Ordinal));
            }
        }
    }
}
