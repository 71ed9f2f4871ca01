using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The props look at files by name only: a symbolic link to a file missing on this machine (a secret the build agent
    /// does not have), a FIFO, an empty file, under every name they look for, must neither fail nor stall the build. Each
    /// is left out of AdditionalFiles (the compiler reports a missing file as error CS2001 and waits forever on a FIFO),
    /// and the readable files beside them are still checked.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class UnreadableConfigFileTests
    {
        // Not App.config: the SDK itself copies a project's App.config to the output, and would fail on it without LogPerf.
        private static readonly string[] DanglingNames = { "appsettings.Production.json", "log4net.config", "Worker.log4net.config", "Web.config" };

        private static readonly string[] FifoNames = { "appsettings.Local.json", "NLog.config", "Service.log4net.config" };

        private readonly PackageFixture _package;

        public UnreadableConfigFileTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task DanglingLinksFifosAndEmptyFiles_AreLeftOut_AndTheBuildPasses()
        {
            Assert.False(OperatingSystem.IsWindows(), "FIFOs and these links are made with POSIX calls: this test runs on Linux and macOS, as CI does.");
            using var consumer = ConsumerProject.Create(_package, PackageWithLog4NetTests.Log4NetReference, new Dictionary<string, string>
            {
                ["Readable.log4net.config"] = Log4NetSamples.MinimalLock,
                ["appsettings.json"] = "{ \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } } }",
                ["appsettings.Empty.json"] = string.Empty,
            });
            foreach (var name in DanglingNames)
            {
                File.CreateSymbolicLink(consumer.PathOf(name), Path.Combine(consumer.Directory, "not-on-this-machine", name));
            }

            File.CreateSymbolicLink(consumer.PathOf("appsettings.Linked.json"), consumer.PathOf("appsettings.json"));
            foreach (var name in FifoNames)
            {
                Assert.True(MakeFifo(consumer.PathOf(name), Convert.ToUInt32("644", 8)) == 0, $"mkfifo {name} failed: errno {Marshal.GetLastPInvokeError()}");
            }

            try
            {
                // No compiler server: a compiler stalled on a FIFO would be a child of this build, killed with it at the time limit.
                var build = await consumer.BuildAsync("--disable-build-servers", "-v:d");

                Assert.True(build.ExitCode == 0, build.Describe());
                var additionalFiles = consumer.ReadCompilerItems("AdditionalFiles");
                Assert.Equal(
                    new[] { "appsettings.json", "appsettings.Linked.json", "Readable.log4net.config" }.Select(consumer.PathOf).OrderBy(p => p, StringComparer.Ordinal),
                    additionalFiles.OrderBy(p => p, StringComparer.Ordinal));
                Assert.Contains(build.Lines, line => line.Contains("warning LP0003", StringComparison.Ordinal) && line.Contains("Readable.log4net.config", StringComparison.Ordinal));
                Assert.Contains(build.Lines, line => line.Contains($"LogPerf: {consumer.PathOf("appsettings.Production.json")} is not passed to the analyzers: it is a symbolic link to a file that does not exist.", StringComparison.Ordinal));
                Assert.Contains(build.Lines, line => line.Contains($"LogPerf: {consumer.PathOf("NLog.config")} is not passed to the analyzers: it is empty or not a regular file.", StringComparison.Ordinal));
            }
            finally
            {
                // Should anything still wait to read a FIFO, opening its other end lets it go.
                foreach (var name in FifoNames)
                {
                    var descriptor = Open(consumer.PathOf(name), OpenWriteOnly | OpenNonBlocking);
                    if (descriptor >= 0)
                    {
                        Close(descriptor);
                    }
                }
            }
        }

        private static int OpenWriteOnly => 1;

        private static int OpenNonBlocking => OperatingSystem.IsMacOS() ? 0x4 : 0x800;

        [DllImport("libc", EntryPoint = "mkfifo", SetLastError = true)]
        private static extern int MakeFifo(string path, uint mode);

        [DllImport("libc", EntryPoint = "open", SetLastError = true)]
        private static extern int Open(string path, int flags);

        [DllImport("libc", EntryPoint = "close")]
        private static extern int Close(int descriptor);
    }
}
