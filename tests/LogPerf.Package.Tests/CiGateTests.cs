using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The README's CI gate: the analyzers run inside the compiler, so <c>-warnaserror</c> right after a plain build (nothing
    /// to compile) passes whatever LogPerf found, and the gate the README shows, <c>--no-incremental -warnaserror</c>, fails.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class CiGateTests
    {
        private readonly PackageFixture _package;

        public CiGateTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task WarnAsError_FailsTheBuild_OnlyWhenTheCompilerRuns()
        {
            using var consumer = ConsumerProject.Create(_package, PackageWithLog4NetTests.Log4NetReference, new Dictionary<string, string>
            {
                ["log4net.config"] = Log4NetSamples.MinimalLock,
            });

            var plain = await consumer.BuildAsync();
            var incremental = await consumer.BuildAsync("-warnaserror");
            var gate = await consumer.BuildAsync("--no-incremental", "-warnaserror");
            var gateOnRules = await consumer.BuildAsync("--no-incremental", "-warnaserror:LP0003,LP0004");

            Assert.True(plain.ExitCode == 0, plain.Describe());
            Assert.Contains(plain.Lines, line => line.Contains("warning LP0003", StringComparison.Ordinal));
            Assert.True(incremental.ExitCode == 0, incremental.Describe());
            Assert.DoesNotContain(incremental.Lines, line => line.Contains("LP0003", StringComparison.Ordinal));
            Assert.True(gate.ExitCode == 1, gate.Describe());
            Assert.Contains(gate.Lines, line => line.Contains("error LP0003", StringComparison.Ordinal));
            Assert.True(gateOnRules.ExitCode == 1, gateOnRules.Describe());
            Assert.Contains(gateOnRules.Lines, line => line.Contains("error LP0003", StringComparison.Ordinal));
        }
    }
}
