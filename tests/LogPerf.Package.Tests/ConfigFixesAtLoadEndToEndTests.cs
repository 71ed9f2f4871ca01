using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// LP0101 as a user meets it, from the packed packages: the Info diagnostic sits on the app's XmlConfigurator call;
    /// its "fix all" action applied through a Roslyn workspace (as an editor applies it), the SDK's real
    /// <c>dotnet format analyzers --diagnostics LP0101 --severity info</c>, and the packed <c>logperf fix</c> all leave
    /// the same log4net.config; <c>--verify-no-changes</c> fails before and passes after; the fixed app builds with no
    /// warning and logs every line.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class ConfigFixesAtLoadEndToEndTests
    {
        private readonly PackageFixture _package;

        public ConfigFixesAtLoadEndToEndTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task Editor_dotnet_format_and_logperf_fix_the_config_alike_and_the_app_logs_every_line()
        {
            var files = new Dictionary<string, string> { ["Program.cs"] = FixedAppEndToEndTests.Program, ["log4net.config"] = FixedAppEndToEndTests.SlowConfig };
            using var consumer = ConsumerProject.Create(_package, FixedAppEndToEndTests.ProjectBody, files, "LogPerf.Appenders");
            using var forLogperf = ConsumerProject.Create(_package, FixedAppEndToEndTests.ProjectBody, files, "LogPerf.Appenders");
            var config = consumer.PathOf("log4net.config");
            var build = await consumer.BuildAsync();
            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.DoesNotContain(build.Lines, l => l.Contains("LP0101", StringComparison.Ordinal));

            // An editor: the diagnostic at the Configure call, its first action applied to the workspace.
            var (diagnostics, title, inWorkspace) = await PackagedFixes.Load(_package).ApplyFirstActionInWorkspaceAsync(consumer, "LP0101", config);
            var diagnostic = Assert.Single(diagnostics);
            Assert.Equal(6, diagnostic.Location.GetLineSpan().StartLinePosition.Line);
            Assert.StartsWith("XmlConfigurator.Configure(", diagnostic.Location.SourceTree!.GetText().ToString(diagnostic.Location.SourceSpan), StringComparison.Ordinal);
            Assert.Equal("log4net.config: LP0003, LP0004, LP0009 \u2014 3 fixable", diagnostic.GetMessage());
            Assert.Equal("Fix all LogPerf findings in log4net.config", title);
            Assert.Equal(FixedAppEndToEndTests.SlowConfig, File.ReadAllText(config));

            // dotnet format: the CI gate fails, the fix rewrites the config (and nothing else), the gate passes.
            var gate = await FormatAsync(consumer, "--verify-no-changes");
            Assert.True(gate.ExitCode == 2, gate.Describe());
            Assert.Contains(gate.Lines, l => l.Contains("Program.cs(7,1): info LP0101: log4net.config", StringComparison.Ordinal));
            var format = await FormatAsync(consumer);
            Assert.True(format.ExitCode == 0, format.Describe());
            Assert.Equal(FixedAppEndToEndTests.Program, File.ReadAllText(consumer.PathOf("Program.cs")));
            var formatted = File.ReadAllText(config);
            Assert.NotEqual(FixedAppEndToEndTests.SlowConfig, formatted);
            var gateAfter = await FormatAsync(consumer, "--verify-no-changes");
            Assert.True(gateAfter.ExitCode == 0, gateAfter.Describe());

            // logperf fix, the packed tool, on an untouched copy.
            var logperf = await LogperfAsync(forLogperf, "fix");
            Assert.True(logperf.ExitCode == 0, logperf.Describe());
            Assert.Equal(File.ReadAllText(forLogperf.PathOf("log4net.config")), formatted);
            Assert.Equal(formatted, inWorkspace);

            var after = await consumer.BuildAsync();
            Assert.True(after.ExitCode == 0, after.Describe());
            Assert.Empty(FixedAppEndToEndTests.Warnings(after));
            await FixedAppEndToEndTests.AssertRunLogsEveryLineAsync(consumer);
        }

        private Task<ProcessResult> FormatAsync(ConsumerProject consumer, params string[] extra) =>
            ProcessRunner.DotnetAsync(
                consumer.Directory,
                new[] { "format", "analyzers", "Consumer.csproj", "--diagnostics", "LP0101", "--severity", "info", "--no-restore" }.Concat(extra),
                new Dictionary<string, string> { ["NUGET_PACKAGES"] = _package.PackagesDirectory });

        /// <summary>Installs the packed LogPerf.Tool once into this run's folder and runs it in the consumer's folder.</summary>
        private async Task<ProcessResult> LogperfAsync(ConsumerProject consumer, params string[] arguments)
        {
            var toolPath = Path.Combine(_package.WorkDirectory, "logperf-tool");
            var environment = new Dictionary<string, string> { ["NUGET_PACKAGES"] = _package.PackagesDirectory };
            if (!File.Exists(Path.Combine(toolPath, "logperf")))
            {
                var install = await ProcessRunner.DotnetAsync(
                    consumer.Directory,
                    new[] { "tool", "install", "--tool-path", toolPath, "--add-source", _package.FeedDirectory, "--version", _package.Version, "LogPerf.Tool" },
                    environment);
                Assert.True(install.ExitCode == 0, install.Describe());
            }

            return await ProcessRunner.RunAsync(Path.Combine(toolPath, "logperf"), consumer.Directory, arguments.Append(consumer.Directory), environment);
        }
    }
}
