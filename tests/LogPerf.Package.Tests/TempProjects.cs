using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security;
using System.Threading.Tasks;

namespace LogPerf.Package.Tests
{
    /// <summary>A throwaway project whose only job is to run <c>dotnet pack</c> on the repository's Package.nuspec.</summary>
    public static class PackProject
    {
        public static string Write(string directory, string repoRoot, string version, string outputDirectory)
        {
            Directory.CreateDirectory(directory);
            var path = Path.Combine(directory, "pack.csproj");
            File.WriteAllText(path, $"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup>
                    <TargetFramework>net10.0</TargetFramework>
                    <IncludeBuildOutput>false</IncludeBuildOutput>
                    <NoBuild>true</NoBuild>
                    <NuspecFile>{Xml(Path.Combine(repoRoot, "Package.nuspec"))}</NuspecFile>
                    <NuspecBasePath>{Xml(repoRoot)}</NuspecBasePath>
                    <NuspecProperties>version={version};configuration=Release</NuspecProperties>
                    <PackageOutputPath>{Xml(outputDirectory)}</PackageOutputPath>
                  </PropertyGroup>
                </Project>
                """);
            return path;
        }

        private static string Xml(string text) => SecurityElement.Escape(text);
    }

    /// <summary>
    /// A fresh console project in a temp folder that references the packed LogPerf from a local feed. Restores go to the
    /// fixture's own packages folder, so nothing lands in (or is served stale from) the machine's global package cache.
    /// After each compile, a target of the project itself writes the AdditionalFiles and Analyzer items that the
    /// compiler was given to obj/, where <see cref="ReadCompilerItems"/> reads them.
    /// </summary>
    public sealed class ConsumerProject : IDisposable
    {
        private readonly PackageFixture _package;

        private ConsumerProject(PackageFixture package, string directory)
        {
            _package = package;
            Directory = directory;
        }

        public string Directory { get; }

        /// <param name="projectBody">Extra PropertyGroup/ItemGroup XML placed in the project file.</param>
        /// <param name="files">Files to create, by path relative to the project directory.</param>
        /// <param name="packageIds">The packages of this build to reference (LogPerf by default; LogPerf.Appenders brings it too).</param>
        public static ConsumerProject Create(PackageFixture package, string projectBody, IReadOnlyDictionary<string, string> files, params string[] packageIds)
        {
            var references = string.Concat((packageIds.Length == 0 ? new[] { "LogPerf" } : packageIds)
                .Select(id => $"<PackageReference Include=\"{id}\" Version=\"{package.Version}\" />"));
            var directory = Path.Combine(package.WorkDirectory, "consumer-" + Guid.NewGuid().ToString("N")[..8]);
            System.IO.Directory.CreateDirectory(directory);
            var project = new ConsumerProject(package, directory);
            try
            {
                project.Write("NuGet.config", $"""
                    <?xml version="1.0" encoding="utf-8"?>
                    <configuration>
                      <config>
                        <add key="globalPackagesFolder" value="{SecurityElement.Escape(package.PackagesDirectory)}" />
                      </config>
                      <packageSources>
                        <clear />
                        <add key="logperf-e2e" value="{SecurityElement.Escape(package.FeedDirectory)}" />
                        <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
                      </packageSources>
                    </configuration>
                    """);
                project.Write("Consumer.csproj", $"""
                    <Project Sdk="Microsoft.NET.Sdk">
                      <PropertyGroup>
                        <OutputType>Exe</OutputType>
                        <TargetFramework>net10.0</TargetFramework>
                      </PropertyGroup>
                      <ItemGroup>{references}</ItemGroup>
                    {projectBody}
                      <Target Name="E2EWriteCompilerItems" AfterTargets="CoreCompile">
                        <WriteLinesToFile File="$(BaseIntermediateOutputPath)e2e-AdditionalFiles.txt" Lines="@(AdditionalFiles->'%(FullPath)')" Overwrite="true" />
                        <WriteLinesToFile File="$(BaseIntermediateOutputPath)e2e-Analyzer.txt" Lines="@(Analyzer->'%(FullPath)')" Overwrite="true" />
                        <WriteLinesToFile File="$(BaseIntermediateOutputPath)e2e-ReferencePath.txt" Lines="@(ReferencePath->'%(FullPath)')" Overwrite="true" />
                        <WriteLinesToFile File="$(BaseIntermediateOutputPath)e2e-Compile.txt" Lines="@(Compile->'%(FullPath)')" Overwrite="true" />
                      </Target>
                    </Project>
                    """);
                project.Write("Program.cs", "System.Console.WriteLine(\"consumer\");\n");
                foreach (var file in files)
                {
                    project.Write(file.Key, file.Value);
                }

                return project;
            }
            catch
            {
                project.Dispose();
                throw;
            }
        }

        public string PathOf(string relativePath) => Path.GetFullPath(Path.Combine(Directory, relativePath));

        /// <summary><c>dotnet build</c> (with its implicit restore) of this project, with any extra arguments.</summary>
        public Task<ProcessResult> BuildAsync(params string[] arguments) => BuildAsync(new Dictionary<string, string>(), arguments);

        /// <summary><c>dotnet build</c> of this project with extra environment variables (the compiler it starts inherits them).</summary>
        public Task<ProcessResult> BuildAsync(IReadOnlyDictionary<string, string> environment, params string[] arguments) =>
            ProcessRunner.DotnetAsync(
                Directory,
                new[] { "build", "Consumer.csproj" }.Concat(arguments),
                new Dictionary<string, string>(environment) { ["NUGET_PACKAGES"] = _package.PackagesDirectory });

        /// <summary>
        /// <c>dotnet msbuild -restore</c> of this project running <paramref name="target"/> only, printing the items of
        /// <paramref name="itemType"/> with their metadata as it left them (MSBuild's -getItem JSON): what the props give
        /// the compiler, without compiling.
        /// </summary>
        public Task<ProcessResult> ItemsAfterAsync(string target, string itemType) =>
            ProcessRunner.DotnetAsync(
                Directory,
                new[] { "msbuild", "Consumer.csproj", "-restore", $"-t:{target}", $"-getItem:{itemType}" },
                new Dictionary<string, string> { ["NUGET_PACKAGES"] = _package.PackagesDirectory });

        /// <summary>The full paths of the items of <paramref name="itemType"/> (AdditionalFiles, Analyzer, ReferencePath, Compile) of the last compile.</summary>
        public IReadOnlyList<string> ReadCompilerItems(string itemType)
        {
            var path = Path.Combine(Directory, "obj", $"e2e-{itemType}.txt");
            return File.Exists(path)
                ? File.ReadAllLines(path).Where(line => line.Length > 0).ToList()
                : throw new FileNotFoundException("No compile wrote its items; did the build reach CoreCompile?", path);
        }

        public void Dispose()
        {
            if (System.IO.Directory.Exists(Directory))
            {
                System.IO.Directory.Delete(Directory, recursive: true);
            }
        }

        private void Write(string relativePath, string content)
        {
            var path = PathOf(relativePath);
            System.IO.Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, content);
        }
    }
}
