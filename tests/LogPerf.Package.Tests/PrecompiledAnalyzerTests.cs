using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;
using System.Runtime.InteropServices;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The analyzer assembly precompiled for the SDK's platforms (build/r2r/&lt;platform&gt;): each image is ReadyToRun code
    /// for its platform around the same assembly, dotnet build hands the compiler the image for the SDK's platform (the IL
    /// assembly otherwise), and in a compiler process of its own the image's code runs without being compiled just in time.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class PrecompiledAnalyzerTests
    {
        /// <summary>The platforms src/Analyzers/ReadyToRun.targets compiles for: COFF machine of the architecture, XOR'd with the OS's.</summary>
        public static readonly IReadOnlyDictionary<string, (ushort Architecture, ushort OperatingSystem)> Platforms = new Dictionary<string, (ushort, ushort)>
        {
            ["linux-x64"] = (0x8664, 0x7B79),
            ["linux-arm64"] = (0xAA64, 0x7B79),
            ["osx-x64"] = (0x8664, 0x4644),
            ["osx-arm64"] = (0xAA64, 0x4644),
            ["win-x64"] = (0x8664, 0x0000),
        };

        private readonly PackageFixture _package;

        public PrecompiledAnalyzerTests(PackageFixture package) => _package = package;

        public static IEnumerable<object[]> PlatformNames => Platforms.Keys.Select(name => new object[] { name });

        [Theory]
        [MemberData(nameof(PlatformNames))]
        public void Each_image_is_ReadyToRun_code_for_its_platform_around_the_IL_assembly(string platform)
        {
            using var archive = ZipFile.OpenRead(_package.PackagePath);
            var il = PackageContentsTests.ReadEntry(archive, "analyzers/dotnet/cs/LogPerf.Analyzers.dll");
            var image = PackageContentsTests.ReadEntry(archive, $"build/r2r/{platform}/LogPerf.Analyzers.dll");

            using var ilReader = new PEReader(new MemoryStream(il));
            using var imageReader = new PEReader(new MemoryStream(image));
            Assert.Equal(0, ilReader.PEHeaders.CorHeader!.ManagedNativeHeaderDirectory.Size);
            Assert.NotEqual(0, imageReader.PEHeaders.CorHeader!.ManagedNativeHeaderDirectory.Size);
            var (architecture, operatingSystem) = Platforms[platform];
            Assert.Equal(architecture ^ operatingSystem, (int)imageReader.PEHeaders.CoffHeader.Machine);
            Assert.Equal(Identity(ilReader), Identity(imageReader));
        }

        [Fact]
        public async Task Dotnet_build_gives_the_compiler_the_image_for_the_SDKs_platform_and_it_reports()
        {
            using var consumer = CreateLog4NetConsumer();

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("Slow.cs")}(1,", build.Output);
            Assert.Equal(new[] { AnalyzerGivenToTheCompiler(_package) }, consumer.ReadCompilerItems("Analyzer").Where(IsLogPerfAnalyzers));
        }

        [Theory]
        [InlineData("-p:LogPerfReadyToRun=false")]
        [InlineData("-p:LogPerfAnalyzerPlatform=win-arm64")]
        public async Task Opting_out_or_a_platform_without_an_image_keeps_the_IL_assembly(string property)
        {
            using var consumer = CreateLog4NetConsumer();

            var build = await consumer.BuildAsync(property);

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("Slow.cs")}(1,", build.Output);
            Assert.Equal(
                new[] { _package.RestoredPath("LogPerf", "analyzers", "dotnet", "cs", "LogPerf.Analyzers.dll") },
                consumer.ReadCompilerItems("Analyzer").Where(IsLogPerfAnalyzers));
        }

        /// <summary>
        /// The runtime lists every method it compiles just in time (DOTNET_JitStdOutFile, DOTNET_JitDisasmSummary); a compiler
        /// process of its own (no compiler server) given the IL assembly compiles LogPerf's methods as they first run, one
        /// given the image for this platform runs most of them precompiled. A method whose precompiled code the runtime
        /// rejects (it depends on a layout of the running compiler's Roslyn that differs from 4.5.0's) is compiled as before.
        /// </summary>
        [Fact]
        public async Task In_a_compiler_process_of_its_own_the_image_spares_compiling_LogPerfs_code_just_in_time()
        {
            Assert.True(Platforms.ContainsKey(RuntimeInformation.RuntimeIdentifier), $"No image is built for {RuntimeInformation.RuntimeIdentifier}.");

            var fromIL = await CountLogPerfMethodsCompiledJustInTime("-p:LogPerfReadyToRun=false");
            var fromImage = await CountLogPerfMethodsCompiledJustInTime();

            Assert.True(fromIL >= 100, $"Only {fromIL} LogPerf methods were compiled just in time from the IL assembly.");
            Assert.True(fromImage * 10 <= fromIL, $"{fromImage} LogPerf methods were compiled just in time with the image, {fromIL} without.");
        }

        /// <summary>Where dotnet build on this machine takes LogPerf.Analyzers.dll from: the image for the SDK's platform, if there is one.</summary>
        public static string AnalyzerGivenToTheCompiler(PackageFixture package) =>
            Platforms.ContainsKey(RuntimeInformation.RuntimeIdentifier)
                ? package.RestoredPath("LogPerf", "build", "r2r", RuntimeInformation.RuntimeIdentifier, "LogPerf.Analyzers.dll")
                : package.RestoredPath("LogPerf", "analyzers", "dotnet", "cs", "LogPerf.Analyzers.dll");

        private async Task<int> CountLogPerfMethodsCompiledJustInTime(params string[] arguments)
        {
            using var consumer = CreateLog4NetConsumer();
            var list = consumer.PathOf("jit.txt");
            var environment = new Dictionary<string, string> { ["DOTNET_JitStdOutFile"] = list, ["DOTNET_JitDisasmSummary"] = "1" };

            var build = await consumer.BuildAsync(environment, arguments.Append("-p:UseSharedCompilation=false").ToArray());

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("Slow.cs")}(1,", build.Output);
            return File.ReadLines(list)
                .Where(line => line.Contains("JIT compiled LogPerf.Analyzers.", StringComparison.Ordinal) && line.Contains("Tier0", StringComparison.Ordinal))
                .Distinct(StringComparer.Ordinal)
                .Count();
        }

        private ConsumerProject CreateLog4NetConsumer() =>
            ConsumerProject.Create(_package, PackageWithLog4NetTests.Log4NetReference, new Dictionary<string, string>
            {
                ["log4net.config"] = Log4NetSamples.MinimalLock,
                ["Slow.cs"] = PackageWithLog4NetTests.SlowCode,
            });

        private static bool IsLogPerfAnalyzers(string path) => Path.GetFileName(path) == "LogPerf.Analyzers.dll";

        /// <summary>The assembly's name and version and its module's MVID: the same metadata, not just the same name.</summary>
        private static string Identity(PEReader reader)
        {
            var metadata = reader.GetMetadataReader();
            return $"{metadata.GetAssemblyDefinition().GetAssemblyName()} {metadata.GetGuid(metadata.GetModuleDefinition().Mvid)}";
        }
    }
}
