using System;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Xml.Linq;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>What Package.nuspec packs: the files of the .nupkg and the metadata of its nuspec.</summary>
    [Collection(PackageCollection.Name)]
    public sealed class PackageContentsTests
    {
        private readonly PackageFixture _package;

        public PackageContentsTests(PackageFixture package) => _package = package;

        [Fact]
        public void Package_HoldsExactlyTheAnalyzersTheirImagesPropsReadmeAndLicense()
        {
            using var archive = ZipFile.OpenRead(_package.PackagePath);
            var entries = archive.Entries.Select(entry => entry.FullName).Where(name => !IsPackagingPart(name)).OrderBy(name => name, StringComparer.Ordinal);

            Assert.Equal(
                new[]
                {
                    "analyzers/dotnet/cs/LogPerf.Analyzers.dll",
                    "analyzers/dotnet/cs/LogPerf.CodeFixes.dll",
                    "build/LogPerf.BuildTasks.dll",
                    "build/LogPerf.ConfigFiles.props",
                    "build/LogPerf.props",
                    "build/LogPerf.ReadyToRun.props",
                    "buildTransitive/LogPerf.ConfigFiles.props",
                    "buildTransitive/LogPerf.props",
                    "buildTransitive/LogPerf.ReadyToRun.props",
                    "icon.png",
                    "LICENSE",
                    "README.md",
                }.Concat(PrecompiledAnalyzerTests.Platforms.Keys.Select(platform => $"build/r2r/{platform}/LogPerf.Analyzers.dll")).OrderBy(name => name, StringComparer.Ordinal),
                entries);
        }

        [Theory]
        [InlineData("analyzers/dotnet/cs/LogPerf.Analyzers.dll", "src/Analyzers/bin/Release/netstandard2.0/LogPerf.Analyzers.dll")]
        [InlineData("analyzers/dotnet/cs/LogPerf.CodeFixes.dll", "src/CodeFixes/bin/Release/netstandard2.0/LogPerf.CodeFixes.dll")]
        [InlineData("build/r2r/linux-x64/LogPerf.Analyzers.dll", "src/Analyzers/bin/Release/netstandard2.0/r2r/linux-x64/LogPerf.Analyzers.dll")]
        [InlineData("build/r2r/win-x64/LogPerf.Analyzers.dll", "src/Analyzers/bin/Release/netstandard2.0/r2r/win-x64/LogPerf.Analyzers.dll")]
        [InlineData("build/LogPerf.props", "build/LogPerf.props")]
        [InlineData("buildTransitive/LogPerf.props", "build/LogPerf.props")]
        [InlineData("build/LogPerf.BuildTasks.dll", "src/BuildTasks/bin/Release/netstandard2.0/LogPerf.BuildTasks.dll")]
        [InlineData("build/LogPerf.ConfigFiles.props", "build/LogPerf.ConfigFiles.props")]
        [InlineData("buildTransitive/LogPerf.ConfigFiles.props", "build/LogPerf.ConfigFiles.props")]
        [InlineData("build/LogPerf.ReadyToRun.props", "build/LogPerf.ReadyToRun.props")]
        [InlineData("buildTransitive/LogPerf.ReadyToRun.props", "build/LogPerf.ReadyToRun.props")]
        [InlineData("LICENSE", "LICENSE")]
        [InlineData("README.md", "docs/packages/LogPerf.md")]
        [InlineData("icon.png", "docs/packages/icon.png")]
        public void PackageEntry_IsTheRepositoryFile(string entryName, string repoPath)
        {
            using var archive = ZipFile.OpenRead(_package.PackagePath);

            Assert.Equal(File.ReadAllBytes(Path.Combine(_package.SourceCopy, repoPath)), ReadEntry(archive, entryName));
        }

        [Fact]
        public void Nuspec_DeclaresIdVersionLicenseReadmeAndDevelopmentDependency()
        {
            using var archive = ZipFile.OpenRead(_package.PackagePath);
            var nuspecEntry = Assert.Single(archive.Entries, entry => entry.FullName == "LogPerf.nuspec");
            using var stream = nuspecEntry.Open();
            var metadata = XDocument.Load(stream).Root!.Elements().Single(element => element.Name.LocalName == "metadata");
            string? Value(string name) => metadata.Elements().SingleOrDefault(element => element.Name.LocalName == name)?.Value;

            Assert.Equal("LogPerf", Value("id"));
            Assert.Equal(_package.Version, Value("version"));
            Assert.Equal("LogPerf", Value("authors"));
            Assert.Equal("true", Value("developmentDependency"));
            Assert.Equal("README.md", Value("readme"));
            Assert.False(string.IsNullOrWhiteSpace(Value("description")));
            var license = metadata.Elements().Single(element => element.Name.LocalName == "license");
            Assert.Equal("expression", license.Attribute("type")?.Value);
            Assert.Equal("Apache-2.0", license.Value);
        }

        [Fact]
        public void Appenders_package_holds_the_library_and_brings_the_analyzers_and_log4net()
        {
            using var archive = ZipFile.OpenRead(_package.PathOf("LogPerf.Appenders"));
            var entries = archive.Entries.Select(entry => entry.FullName).Where(name => !IsPackagingPart(name) && !name.EndsWith(".nuspec", StringComparison.Ordinal));
            Assert.Equal(new[] { "LICENSE", "README.md", "icon.png", "lib/netstandard2.0/LogPerf.Appenders.dll" }, entries.OrderBy(name => name, StringComparer.Ordinal));

            using var stream = archive.Entries.Single(entry => entry.FullName == "LogPerf.Appenders.nuspec").Open();
            var dependencies = XDocument.Load(stream).Descendants().Where(element => element.Name.LocalName == "dependency")
                .ToDictionary(d => d.Attribute("id")!.Value, d => (Version: d.Attribute("version")!.Value, Exclude: d.Attribute("exclude")?.Value ?? string.Empty));
            // System.Diagnostics.DiagnosticSource brings System.Diagnostics.Metrics (the meter LogPerf.Appenders) to .NET Framework
            // and netstandard2.0 hosts; .NET 8+ apps use the framework's own, newer copy.
            Assert.Equal(new[] { "LogPerf", "System.Diagnostics.DiagnosticSource", "log4net" }, dependencies.Keys.OrderBy(id => id, StringComparer.Ordinal));
            Assert.Equal("7.0.0", dependencies["System.Diagnostics.DiagnosticSource"].Version);
            Assert.Equal(_package.Version, dependencies["LogPerf"].Version);
            Assert.DoesNotContain("Analyzers", dependencies["LogPerf"].Exclude, StringComparison.OrdinalIgnoreCase);
            Assert.DoesNotContain("Build", dependencies["LogPerf"].Exclude, StringComparison.OrdinalIgnoreCase);
            Assert.Equal("3.5.0", dependencies["log4net"].Version);
        }

        /// <summary>
        /// Every package has a README of its own (what it holds, how to install it; the repository's README starts with
        /// commands a package user cannot run), the license, the icon, and the repository and project links.
        /// </summary>
        [Theory]
        [InlineData("LogPerf", "docs/packages/LogPerf.md")]
        [InlineData("LogPerf.Appenders", "docs/packages/LogPerf.Appenders.md")]
        [InlineData("LogPerf.Tool", "docs/packages/LogPerf.Tool.md")]
        public void Package_has_its_own_readme_the_license_the_icon_and_the_repository(string packageId, string readme)
        {
            using var archive = ZipFile.OpenRead(_package.PathOf(packageId));
            Assert.Equal(File.ReadAllBytes(Path.Combine(_package.SourceCopy, readme)), ReadEntry(archive, "README.md"));
            Assert.Equal(File.ReadAllBytes(Path.Combine(_package.SourceCopy, "LICENSE")), ReadEntry(archive, "LICENSE"));
            Assert.Equal(File.ReadAllBytes(Path.Combine(_package.SourceCopy, "docs", "packages", "icon.png")), ReadEntry(archive, "icon.png"));

            using var stream = archive.Entries.Single(entry => entry.FullName == packageId + ".nuspec").Open();
            var metadata = XDocument.Load(stream).Root!.Elements().Single(element => element.Name.LocalName == "metadata");
            string? Value(string name) => metadata.Elements().SingleOrDefault(element => element.Name.LocalName == name)?.Value;
            Assert.Equal("README.md", Value("readme"));
            Assert.Equal("icon.png", Value("icon"));
            Assert.Equal("https://github.com/logperf/LogPerf", Value("projectUrl"));
            var repository = metadata.Elements().Single(element => element.Name.LocalName == "repository");
            Assert.Equal("git", repository.Attribute("type")?.Value);
            Assert.Equal("https://github.com/logperf/LogPerf.git", repository.Attribute("url")?.Value);
            Assert.Equal("Apache-2.0", metadata.Elements().Single(element => element.Name.LocalName == "license").Value);
        }

        /// <summary>The bytes of one file of a package.</summary>
        internal static byte[] ReadEntry(ZipArchive archive, string name)
        {
            using var stream = (archive.GetEntry(name) ?? throw new InvalidOperationException($"{name} is not in the package.")).Open();
            using var copy = new MemoryStream();
            stream.CopyTo(copy);
            return copy.ToArray();
        }

        /// <summary>Parts every .nupkg has, written by the packer rather than listed in the nuspec.</summary>
        private static bool IsPackagingPart(string name) =>
            name == "LogPerf.nuspec" || name == "[Content_Types].xml" || name.StartsWith("_rels/", StringComparison.Ordinal) ||
            name.StartsWith("package/services/metadata/", StringComparison.Ordinal);
    }
}
