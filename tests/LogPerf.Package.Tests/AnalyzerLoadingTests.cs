using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The packed analyzers in the SDK's real compiler: they load without warnings, run, and stay silent in a project
    /// that does not reference log4net even though its log4net.config uses FileAppender+MinimalLock (LP0003).
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class AnalyzerLoadingTests
    {
        /// <summary>Warnings the compiler gives for analyzers it cannot load, instantiate or run.</summary>
        private static readonly string[] AnalyzerLoadFailureIds = { "CS8032", "CS8034", "CS9057", "AD0001", "CS8784", "RS1001" };

        private readonly PackageFixture _package;

        public AnalyzerLoadingTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task Build_LoadsTheAnalyzersCleanly_AndReportsNoLP0003WithoutLog4Net()
        {
            using var consumer = CreateConsumer();

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            var analyzers = consumer.ReadCompilerItems("Analyzer");
            foreach (var expected in new[] { PrecompiledAnalyzerTests.AnalyzerGivenToTheCompiler(_package), _package.RestoredPath("LogPerf", "analyzers", "dotnet", "cs", "LogPerf.CodeFixes.dll") })
            {
                Assert.True(analyzers.Contains(expected), $"{expected} was not given to the compiler; analyzers:{Environment.NewLine}{string.Join(Environment.NewLine, analyzers)}");
            }

            foreach (var id in AnalyzerLoadFailureIds)
            {
                Assert.DoesNotContain(id, build.Output, StringComparison.Ordinal);
            }

            AssertNoLine(build, line => IsWarningOrError(line) && line.Contains("analyzer", StringComparison.OrdinalIgnoreCase));
            Assert.DoesNotContain("LP0003", build.Output, StringComparison.Ordinal);
            AssertNoLine(build, line => Regex.IsMatch(line, @"\b(warning|error|info) LP\d{4}\b"));
        }

        [Fact]
        public async Task Build_RunsTheLogPerfAnalyzersInTheCompiler()
        {
            using var consumer = CreateConsumer();

            // ReportAnalyzer makes csc list every analyzer it instantiated and ran; detailed verbosity shows that list.
            var build = await consumer.BuildAsync("-p:ReportAnalyzer=true", "-v:detailed");

            Assert.True(build.ExitCode == 0, build.Describe());
            // A row such as "<0.001   <1      LogPerf.Analyzers.Rules.LP0003MinimalLockAnalyzer (LP0003)".
            Assert.Contains(build.Lines, line => Regex.IsMatch(line, @"\bLogPerf\.Analyzers\.[\w.]+ \([^)]*\bLP0003\b"));
            AssertNoLine(build, IsWarningOrError);
        }

        [Fact]
        public async Task BuildWithWarningsAsErrors_SucceedsWithoutLog4Net()
        {
            using var consumer = CreateConsumer();

            var build = await consumer.BuildAsync("-warnaserror");

            Assert.True(build.ExitCode == 0, build.Describe());
            AssertNoLine(build, IsWarningOrError);
            Assert.DoesNotContain("LP0003", build.Output, StringComparison.Ordinal);
            Assert.Contains(consumer.PathOf("log4net.config"), consumer.ReadCompilerItems("AdditionalFiles"));
        }

        private ConsumerProject CreateConsumer() =>
            ConsumerProject.Create(_package, projectBody: string.Empty, new Dictionary<string, string>
            {
                ["log4net.config"] = Log4NetSamples.MinimalLock,
                ["App.config"] = Log4NetSamples.InConfigurationFile(Log4NetSamples.MinimalLock),
            });

        private static void AssertNoLine(ProcessResult build, Func<string, bool> predicate)
        {
            var lines = build.Lines.Where(predicate).ToList();
            Assert.True(lines.Count == 0, $"Unexpected output of `{build.CommandLine}`:{Environment.NewLine}{string.Join(Environment.NewLine, lines)}");
        }

        /// <summary>An MSBuild diagnostic line: "path(line,col): warning CODE: text" or "... error CODE: ...".</summary>
        private static bool IsWarningOrError(string line) => Regex.IsMatch(line, @":\s*(warning|error)\s+[A-Za-z]+\d+\s*:");
    }
}
