using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// Packs every package of the repository once for all the tests, the way the README says:
    /// <c>build/pack-local.sh feed version</c> (<c>dotnet pack LogPerf.slnx -c Release</c>), run in a copy of the repository's files (so it builds
    /// nothing the running tests use) in a temp folder deleted afterwards. Each run packs a version of its own
    /// (0.1.0-e2e.&lt;time&gt;.&lt;pid&gt;) and restores it into a packages folder of its own, so no cache can serve a copy
    /// from an earlier run.
    /// </summary>
    public sealed class PackageFixture : IAsyncLifetime
    {
        public PackageFixture()
        {
            RepoRoot = RepositoryRoot.Path;
            _work = new TempFolder("e2e");
            WorkDirectory = _work.Path;
            SourceCopy = Path.Combine(WorkDirectory, "repo");
            // pack-local.sh's default folder, in the copy: the README's install commands run there as printed.
            FeedDirectory = Path.Combine(SourceCopy, "artifacts", "packages");
            PackagesDirectory = Path.Combine(WorkDirectory, "packages");
            Version = $"0.1.0-e2e.{DateTime.UtcNow:yyyyMMddHHmmss}.{Environment.ProcessId}";
        }

        private readonly TempFolder _work;

        public string RepoRoot { get; }

        public string WorkDirectory { get; }

        /// <summary>The copy of the repository that was packed (its bin folders hold what went into the packages).</summary>
        public string SourceCopy { get; }

        public string FeedDirectory { get; }

        public string PackagesDirectory { get; }

        public string Version { get; }

        /// <summary>What build/pack-local.sh printed, its closing hints included.</summary>
        public string PackOutput { get; private set; } = string.Empty;

        public string PackagePath => PathOf("LogPerf");

        public string PathOf(string packageId) => Path.Combine(FeedDirectory, $"{packageId}.{Version}.nupkg");

        /// <summary>Where a restored package's files are, in the packages folder of this run.</summary>
        public string RestoredPath(string packageId, params string[] parts) =>
            Path.Combine(new[] { PackagesDirectory, packageId.ToLowerInvariant(), Version.ToLowerInvariant() }.Concat(parts).ToArray());

        public async Task InitializeAsync()
        {
            try
            {
                await CopyRepositoryAsync();
                var pack = await PackLocalAsync();
                Assert.True(pack.ExitCode == 0, pack.Describe());
                PackOutput = pack.Output;
                foreach (var id in new[] { "LogPerf", "LogPerf.Appenders", "LogPerf.Tool" })
                {
                    Assert.True(File.Exists(PathOf(id)), $"{PathOf(id)} was not created.{Environment.NewLine}{pack.Describe()}");
                }
            }
            catch
            {
                await DisposeAsync();
                throw;
            }
        }

        /// <summary>The README's way to pack: build/pack-local.sh, which runs <c>dotnet pack LogPerf.slnx</c>.</summary>
        private Task<ProcessResult> PackLocalAsync() =>
            ProcessRunner.RunAsync("bash", SourceCopy, new[] { Path.Combine(SourceCopy, "build", "pack-local.sh"), FeedDirectory, Version });

        /// <summary>Folders that hold build output or tool state, never sources (as .gitignore lists them).</summary>
        private static readonly string[] Skipped = { ".git", "bin", "obj", "artifacts", "TestResults", "BenchmarkDotNet.Artifacts", ".vs" };

        private Task CopyRepositoryAsync()
        {
            var pending = new Stack<(DirectoryInfo Source, string Target)>();
            pending.Push((new DirectoryInfo(RepoRoot), SourceCopy));
            while (pending.Count > 0)
            {
                var (source, target) = pending.Pop();
                Directory.CreateDirectory(target);
                foreach (var file in source.EnumerateFiles())
                {
                    file.CopyTo(Path.Combine(target, file.Name));
                }

                foreach (var directory in source.EnumerateDirectories().Where(d => !Skipped.Contains(d.Name, StringComparer.OrdinalIgnoreCase)))
                {
                    pending.Push((directory, Path.Combine(target, directory.Name)));
                }
            }

            return Task.CompletedTask;
        }

        public Task DisposeAsync()
        {
            _work.Dispose();
            return Task.CompletedTask;
        }
    }

    [CollectionDefinition(Name)]
    public sealed class PackageCollection : ICollectionFixture<PackageFixture>
    {
        /// <summary>One collection: the tests share the package and run one after another (each runs builds).</summary>
        public const string Name = "LogPerf package";
    }
}
