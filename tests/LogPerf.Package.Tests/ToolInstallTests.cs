using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The logperf install as a reader copies it, each time into a home folder of its own (so ~/.logperf is a clean tool
    /// path): the README's block, run as printed in the packed copy of the repository, and the commands build/pack-local.sh
    /// prints at its end. The pack both start from is the fixture's own run of build/pack-local.sh into its default folder.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class ToolInstallTests
    {
        private readonly PackageFixture _package;

        public ToolInstallTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task The_readme_install_works_as_printed()
        {
            var block = ReadmeBlock("tool-install");
            Assert.StartsWith("build/pack-local.sh", block[0], StringComparison.Ordinal);

            var run = await RunInFreshHomeAsync(_package.SourceCopy, block.Skip(1));

            Assert.True(run.ExitCode == 0, run.Describe());
            Assert.Contains(run.Lines, line => line.StartsWith(_package.Version, StringComparison.Ordinal));
        }

        [Fact]
        public async Task The_commands_pack_local_prints_work_as_printed()
        {
            var lines = _package.PackOutput.Split('\n').Select(line => line.Trim()).ToList();
            var install = Assert.Single(lines, line => line.StartsWith("dotnet tool install LogPerf.Tool ", StringComparison.Ordinal));
            var path = Assert.Single(lines, line => line.StartsWith("export PATH=", StringComparison.Ordinal));

            // From another folder than the repository's: the printed feed path is absolute.
            var run = await RunInFreshHomeAsync(_package.WorkDirectory, new[] { install, path, "logperf --version" });

            Assert.True(run.ExitCode == 0, run.Describe());
            Assert.Contains(run.Lines, line => line.StartsWith(_package.Version, StringComparison.Ordinal));
        }

        /// <summary>The lines of the README's ```sh block between &lt;!-- name:begin --&gt; and &lt;!-- name:end --&gt;.</summary>
        private List<string> ReadmeBlock(string name)
        {
            var readme = File.ReadAllLines(Path.Combine(_package.SourceCopy, "README.md"));
            var begin = Array.IndexOf(readme, $"<!-- {name}:begin -->");
            var end = Array.IndexOf(readme, $"<!-- {name}:end -->");
            Assert.True(begin >= 0 && end > begin, $"README.md has no <!-- {name}:begin --> ... <!-- {name}:end --> block");
            var block = readme.Skip(begin + 1).Take(end - begin - 1).ToList();
            Assert.Equal("```sh", block[0]);
            Assert.Equal("```", block[^1]);
            return block.Skip(1).Take(block.Count - 2).ToList();
        }

        /// <summary>The lines as one bash script that stops at the first failing line, with HOME a new empty folder.</summary>
        private async Task<ProcessResult> RunInFreshHomeAsync(string workingDirectory, IEnumerable<string> lines)
        {
            var home = Path.Combine(_package.WorkDirectory, "home-" + Guid.NewGuid().ToString("N")[..8]);
            Directory.CreateDirectory(home);
            var script = "set -e\n" + string.Join("\n", lines) + "\n";
            return await ProcessRunner.RunAsync("bash", workingDirectory, new[] { "-c", script }, new Dictionary<string, string>
            {
                ["HOME"] = home,
                ["DOTNET_CLI_HOME"] = home,
                ["NUGET_PACKAGES"] = Path.Combine(home, ".nuget", "packages"),
            });
        }
    }
}
