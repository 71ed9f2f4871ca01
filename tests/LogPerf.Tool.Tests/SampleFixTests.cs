using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>
    /// <c>logperf fix</c> on a copy of samples/SlowService. The copy references LogPerf.Appenders (as built for this run),
    /// because the default config fix of LP0004 routes the file appender through LogPerf's AsyncForwardingAppender.
    /// </summary>
    [Collection(ToolCollection.Name)]
    public sealed class SampleFixTests
    {
        private const int OrderCount = 1000;

        private readonly ToolFixture _tool;

        public SampleFixTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task Fix_ThenBuild_ShowsOnlyWhatFixLeft_AndTheFixedAppLogsEveryLineOnce()
        {
            var project = TestProjects.CopySample(_tool, _tool.NewCaseDirectory("fix"), referenceAppenders: true);
            var configPath = Path.Combine(project, "log4net.config");
            var originalConfig = File.ReadAllLines(configPath);

            var fix = await _tool.RunToolAsync(project, "fix");

            // What cannot be fixed by default is left and reported: exit code 1.
            Assert.True(fix.ExitCode == 1, fix.Describe());
            foreach (var id in new[] { "LP0003", "LP0004", "LP0009" })
            {
                Assert.Contains(fix.OutputLines, line => line.StartsWith($"Fixed {id} ", StringComparison.Ordinal));
            }

            // The typo 'RecentEvent' is removed, not pointed at 'RecentEvents': that buffer forwards to 'RollingFile', which
            // the root already names, so its events would be written there twice whenever it passes them on. The root then
            // never reaches 'RecentEvents', so LP0005 (its Fix) has nothing to fix.
            Assert.Contains("Fixed LP0009 (1 diagnostic): Remove the misspelt appender-ref (pointing it at 'RecentEvents' would write events twice)", fix.OutputLines);
            Assert.DoesNotContain(fix.OutputLines, line => line.StartsWith("Fixed LP0005 ", StringComparison.Ordinal));

            Assert.Contains("Wrote log4net.config", fix.OutputLines);
            Assert.Contains("Wrote Program.cs", fix.OutputLines);
            var left = ReportedDiagnostic.FromTool(fix.OutputLines.SkipWhile(l => !l.StartsWith("Left: ", StringComparison.Ordinal)), project);

            var config = File.ReadAllText(configPath);
            Assert.DoesNotContain("MinimalLock", config, StringComparison.Ordinal);
            Assert.Contains("""<appender name="RollingFileAsync" type="LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders">""", config, StringComparison.Ordinal);
            Assert.Contains("""<appender-ref ref="RollingFileAsync" />""", config, StringComparison.Ordinal);
            Assert.DoesNotContain("RecentEvent\"", config, StringComparison.Ordinal);
            Assert.DoesNotContain("MinimalLock", File.ReadAllText(Path.Combine(project, "Program.cs")), StringComparison.Ordinal);
            AssertKeptInOrder(originalConfig.Where(l => !l.Contains("MinimalLock", StringComparison.Ordinal) && !l.Contains("<appender-ref ref=\"RollingFile\" />", StringComparison.Ordinal) && !l.Contains("RecentEvent\"", StringComparison.Ordinal)), File.ReadAllLines(configPath));

            var build = await ProcessRunner.DotnetAsync(project, "build", "--disable-build-servers");
            Assert.True(build.ExitCode == 0, build.Describe());
            var built = ReportedDiagnostic.FromBuild(build.OutputLines, project);
            Assert.True(
                built.OrderBy(d => d.ToString()).SequenceEqual(left.OrderBy(d => d.ToString())),
                $"left by logperf fix:{Environment.NewLine}{ReportedDiagnostic.Describe(left)}{Environment.NewLine}dotnet build:{Environment.NewLine}{ReportedDiagnostic.Describe(built)}");

            var output = Path.Combine(project, "bin", "Debug", "net10.0");
            var run = await ProcessRunner.RunAsync(ProcessRunner.Dotnet, output, new[] { Path.Combine(output, "SlowService.dll") });
            Assert.True(run.ExitCode == 0, run.Describe());
            // The one diagnostic of the config that fix leaves is the lossy buffer without evaluator (LP0009, no automatic
            // fix); no ref reaches it, so log4net never builds it and reports no error at all (the original run reported the
            // missing 'RecentEvent').
            Assert.Contains(left, d => d.Id == "LP0009" && d.Path == configPath);
            Assert.Contains(fix.OutputLines, l => l.Contains("LP0009: Appender 'RecentEvents' is lossy but has no evaluator", StringComparison.Ordinal));
            var log4netErrors = (run.StandardOutput + run.StandardError).Split('\n').Where(l => l.StartsWith("log4net:ERROR", StringComparison.Ordinal)).ToList();
            Assert.True(log4netErrors.Count == 0, run.Describe());

            var expected = new[] { "Starting with 0 arguments" }.Concat(Enumerable.Range(1, OrderCount).Select(n => $"Processed order {n}")).ToList();
            foreach (var log in new[] { "service.log", "audit.log" })
            {
                var lines = File.ReadAllLines(Path.Combine(output, "logs", log));
                var messages = lines.Select(MessageOf).ToList();
                var missing = expected.Where(e => messages.Count(m => m == e) != 1).Take(5).ToList();
                Assert.True(missing.Count == 0, $"{log}: not exactly once: {string.Join(", ", missing)} ({lines.Length} lines)");
            }
        }

        [Fact]
        public async Task DryRun_ChangesNoByte_AndItsDiffAppliedWithPatchGivesWhatFixWrites()
        {
            var caseDirectory = _tool.NewCaseDirectory("dry-run");
            var project = TestProjects.CopySample(_tool, caseDirectory, referenceAppenders: false);
            // Loading a project runs a design-time build, which writes intermediate files under obj/ the first time, as an
            // IDE does: a first check leaves obj/ current, and from then on the dry run must not change one byte anywhere.
            var check = await _tool.RunToolAsync(project, "check");
            Assert.True(check.ExitCode == 1, check.Describe());
            var patched = Path.Combine(caseDirectory, "patched");
            Directory.CreateDirectory(patched);
            foreach (var file in Directory.EnumerateFiles(project))
            {
                File.Copy(file, Path.Combine(patched, Path.GetFileName(file)));
            }

            var before = TestProjects.Snapshot(caseDirectory);
            var dryRun = await _tool.RunToolAsync(project, "fix", "--dry-run", "--no-restore");
            var after = TestProjects.Snapshot(caseDirectory);

            Assert.True(dryRun.ExitCode == 1, dryRun.Describe());
            Assert.Equal(before.Keys, after.Keys);
            foreach (var (path, bytes) in before)
            {
                Assert.True(bytes.AsSpan().SequenceEqual(after[path]), $"{path} changed during --dry-run");
            }

            Assert.Contains("Would write log4net.config", dryRun.OutputLines);
            var diff = string.Concat(dryRun.StandardOutput.Split('\n').TakeWhile(l => !l.StartsWith("Would fix ", StringComparison.Ordinal)).Select(l => l + "\n"));
            Assert.StartsWith("--- a/", diff, StringComparison.Ordinal);
            var diffPath = Path.Combine(caseDirectory, "fix.diff");
            File.WriteAllText(diffPath, diff);
            var patch = await ProcessRunner.RunAsync("patch", patched, new[] { "-p1", "--forward", "-i", diffPath });
            Assert.True(patch.ExitCode == 0, patch.Describe());

            var fix = await _tool.RunToolAsync(project, "fix", "--no-restore");
            Assert.True(fix.ExitCode == 1, fix.Describe());
            foreach (var name in new[] { "log4net.config", "Program.cs" })
            {
                Assert.Equal(File.ReadAllBytes(Path.Combine(project, name)), File.ReadAllBytes(Path.Combine(patched, name)));
                Assert.NotEqual(before[Path.Combine("SlowService", name)], File.ReadAllBytes(Path.Combine(project, name)));
            }
        }

        /// <summary>The message of a log line of the sample's layouts ("... - message" or "date message").</summary>
        private static string MessageOf(string line)
        {
            foreach (var marker in new[] { "Starting with ", "Processed order " })
            {
                var index = line.IndexOf(marker, StringComparison.Ordinal);
                if (index >= 0)
                {
                    return line[index..].TrimEnd();
                }
            }

            return line;
        }

        private static void AssertKeptInOrder(IEnumerable<string> expected, IReadOnlyList<string> actual)
        {
            var position = 0;
            foreach (var line in expected)
            {
                while (position < actual.Count && actual[position] != line)
                {
                    position++;
                }

                Assert.True(position < actual.Count, $"line `{line}` was lost or moved by the fix:{Environment.NewLine}{string.Join(Environment.NewLine, actual)}");
                position++;
            }
        }
    }
}
