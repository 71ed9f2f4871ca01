using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// Builds the analyzer and code-fix projects in Release and packs Package.nuspec once for all the tests, into a
    /// temp folder that is deleted afterwards. Each run packs a version of its own (0.1.0-e2e.&lt;time&gt;.&lt;pid&gt;)
    /// and restores it into a packages folder of its own, so no cache can serve a copy from an earlier run.
    /// </summary>
    public sealed class PackageFixture : IAsyncLifetime
    {
        public PackageFixture()
        {
            RepoRoot = FindRepoRoot();
            WorkDirectory = Path.Combine(Path.GetTempPath(), "logperf-e2e-" + Guid.NewGuid().ToString("N")[..8]);
            FeedDirectory = Path.Combine(WorkDirectory, "feed");
            PackagesDirectory = Path.Combine(WorkDirectory, "packages");
            Version = $"0.1.0-e2e.{DateTime.UtcNow:yyyyMMddHHmmss}.{Environment.ProcessId}";
        }

        public string RepoRoot { get; }

        public string WorkDirectory { get; }

        public string FeedDirectory { get; }

        public string PackagesDirectory { get; }

        public string Version { get; }

        public string PackagePath => Path.Combine(FeedDirectory, $"LogPerf.{Version}.nupkg");

        public async Task InitializeAsync()
        {
            Directory.CreateDirectory(WorkDirectory);
            try
            {
                await BuildAndPackAsync();
            }
            catch
            {
                await DisposeAsync();
                throw;
            }
        }

        private async Task BuildAndPackAsync()
        {
            foreach (var project in new[] { "src/Analyzers/LogPerf.Analyzers.csproj", "src/CodeFixes/LogPerf.CodeFixes.csproj" })
            {
                var build = await DotnetProcess.RunAsync(RepoRoot, new[] { "build", project, "-c", "Release" });
                Assert.True(build.ExitCode == 0, build.Describe());
            }

            var packProject = PackProject.Write(Path.Combine(WorkDirectory, "pack"), RepoRoot, Version, FeedDirectory);
            var pack = await DotnetProcess.RunAsync(Path.GetDirectoryName(packProject)!, new[] { "pack", packProject });
            Assert.True(pack.ExitCode == 0, pack.Describe());
            Assert.True(File.Exists(PackagePath), $"{PackagePath} was not created.{Environment.NewLine}{pack.Describe()}");
        }

        public Task DisposeAsync()
        {
            if (Directory.Exists(WorkDirectory))
            {
                Directory.Delete(WorkDirectory, recursive: true);
            }

            return Task.CompletedTask;
        }

        private static string FindRepoRoot()
        {
            for (var directory = new DirectoryInfo(AppContext.BaseDirectory); directory is not null; directory = directory.Parent)
            {
                if (File.Exists(Path.Combine(directory.FullName, "Package.nuspec")) && directory.EnumerateFiles("LogPerf.sln*").Any())
                {
                    return directory.FullName;
                }
            }

            throw new InvalidOperationException($"No folder above {AppContext.BaseDirectory} holds Package.nuspec and LogPerf.sln.");
        }
    }

    [CollectionDefinition(Name)]
    public sealed class PackageCollection : ICollectionFixture<PackageFixture>
    {
        /// <summary>One collection: the tests share the package and run one after another (each runs builds).</summary>
        public const string Name = "LogPerf package";
    }
}
