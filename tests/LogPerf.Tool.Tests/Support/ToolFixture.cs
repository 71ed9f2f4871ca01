using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>
    /// Packs the tool project as built for this test run (its own version, so no package cache serves an older copy),
    /// installs it with <c>dotnet tool install --tool-path</c> from that local feed, and shares it with every test.
    /// Everything lives in a temp folder that is deleted afterwards. Restores there use only the machine's package
    /// cache (a NuGet.config that clears every source), so the tests run offline.
    /// </summary>
    public sealed class ToolFixture : IAsyncLifetime
    {
        public ToolFixture()
        {
            var metadata = typeof(ToolFixture).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().ToDictionary(a => a.Key, a => a.Value);
            RepoRoot = RepositoryRoot.Path;
            Configuration = metadata["LogPerf.Configuration"]!;
            _work = new TempFolder("tool-tests");
            WorkDirectory = _work.Path;
            Version = $"0.1.0-tooltest.{DateTime.UtcNow:yyyyMMddHHmmss}.{Environment.ProcessId}";
        }

        private readonly TempFolder _work;

        public string RepoRoot { get; }

        public string Configuration { get; }

        public string WorkDirectory { get; }

        public string Version { get; }

        /// <summary>The installed <c>logperf</c> command.</summary>
        public string ToolPath => Path.Combine(WorkDirectory, "tools", OperatingSystem.IsWindows() ? "logperf.exe" : "logperf");

        /// <summary>The folder of the installed tool that holds the analyzers and fixers it ships.</summary>
        public string ToolAssemblies { get; private set; } = string.Empty;

        /// <summary>LogPerf.Appenders.dll as built for this test run, for fixed apps that use the bundled appenders.</summary>
        public string AppendersAssembly => Path.Combine(AppContext.BaseDirectory, "LogPerf.Appenders.dll");

        public async Task InitializeAsync()
        {
            try
            {
                File.WriteAllText(Path.Combine(WorkDirectory, "NuGet.config"), """
                    <?xml version="1.0" encoding="utf-8"?>
                    <configuration>
                      <packageSources>
                        <clear />
                      </packageSources>
                    </configuration>
                    """);
                var feed = Path.Combine(WorkDirectory, "feed");
                var pack = await ProcessRunner.DotnetAsync(
                    RepoRoot, "pack", Path.Combine(RepoRoot, "src", "Tool", "LogPerf.Tool.csproj"), "-c", Configuration, "--no-build", $"-p:Version={Version}", "-o", feed);
                Assert.True(pack.ExitCode == 0, pack.Describe());

                var install = await ProcessRunner.RunAsync(
                    ProcessRunner.Dotnet,
                    WorkDirectory,
                    new[] { "tool", "install", "LogPerf.Tool", "--version", Version, "--tool-path", Path.Combine(WorkDirectory, "tools"), "--add-source", feed },
                    new System.Collections.Generic.Dictionary<string, string> { ["NUGET_PACKAGES"] = Path.Combine(WorkDirectory, "packages") });
                Assert.True(install.ExitCode == 0, install.Describe());
                Assert.True(File.Exists(ToolPath), $"{ToolPath} was not installed.{Environment.NewLine}{install.Describe()}");

                var analyzers = Directory.EnumerateFiles(Path.Combine(WorkDirectory, "tools", ".store"), "LogPerf.Analyzers.dll", SearchOption.AllDirectories).Single();
                ToolAssemblies = Path.GetDirectoryName(analyzers)!;
            }
            catch
            {
                await DisposeAsync();
                throw;
            }
        }

        /// <summary>Runs the installed logperf in a folder, output redirected (as in CI).</summary>
        public Task<ProcessResult> RunToolAsync(string workingDirectory, params string[] arguments) =>
            ProcessRunner.RunAsync(ToolPath, workingDirectory, arguments);

        /// <summary>A new, empty folder for one test's projects.</summary>
        public string NewCaseDirectory(string name)
        {
            var directory = Path.Combine(WorkDirectory, "cases", name + "-" + Guid.NewGuid().ToString("N")[..6]);
            Directory.CreateDirectory(directory);
            return directory;
        }

        public Task DisposeAsync()
        {
            _work.Dispose();
            return Task.CompletedTask;
        }
    }

    [CollectionDefinition(Name)]
    public sealed class ToolCollection : ICollectionFixture<ToolFixture>
    {
        /// <summary>One collection: the tests share the installed tool and run one after another (each runs builds).</summary>
        public const string Name = "logperf tool";
    }
}
