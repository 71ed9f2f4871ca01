using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>A target that cannot be loaded: exit code 2 and a message that names the file and the reason.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class LoadFailureTests
    {
        private readonly ToolFixture _tool;

        public LoadFailureTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task MalformedProjectFile_ExitsTwo_NamingTheProjectAndMSBuildsReason()
        {
            var directory = _tool.NewCaseDirectory("malformed");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Broken");
            var projectPath = TestProjects.WriteProject(_tool, project, "Broken", new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock });
            File.WriteAllText(projectPath, "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net10.0</TargetFramework>\n</Project>\n");

            var check = await _tool.RunToolAsync(project, "check", "--no-restore");

            Assert.True(check.ExitCode == 2, check.Describe());
            Assert.Contains($"logperf: error: cannot load {projectPath}", check.StandardError, StringComparison.Ordinal);
            Assert.Contains("The project file could not be loaded. The 'PropertyGroup' start tag on line 2", check.StandardError, StringComparison.Ordinal);
            Assert.DoesNotContain("LP0003", check.StandardOutput, StringComparison.Ordinal);
        }

        [Fact]
        public async Task UnrestorablePackage_ExitsTwo_WithTheRestoreError()
        {
            var directory = _tool.NewCaseDirectory("restore");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Unrestorable");
            TestProjects.WriteProject(_tool, project, "Unrestorable", new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock },
                projectBody: """<ItemGroup><PackageReference Include="LogPerf.NoSuchPackage" Version="1.0.0" /></ItemGroup>""");

            var fix = await _tool.RunToolAsync(project, "fix");

            Assert.True(fix.ExitCode == 2, fix.Describe());
            Assert.Contains("`dotnet restore", fix.StandardError, StringComparison.Ordinal);
            Assert.Contains("error NU1100: Unable to resolve 'LogPerf.NoSuchPackage (>= 1.0.0)'", fix.StandardError, StringComparison.Ordinal);
            Assert.Contains("MinimalLock", File.ReadAllText(Path.Combine(project, "log4net.config")), StringComparison.Ordinal);
        }

        /// <summary>dotnet build only warns about a ProjectReference to a missing project (MSB9008): the tool checks the project too, and says what is missing.</summary>
        [Fact]
        public async Task MissingProjectReference_IsAWarning_AndEveryProjectIsChecked()
        {
            var directory = _tool.NewCaseDirectory("missing-reference");
            TestProjects.WriteGeneratedRoot(directory);
            var files = new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock };
            TestProjects.WriteProject(_tool, Path.Combine(directory, "App"), "App", files,
                projectBody: """<ItemGroup><ProjectReference Include="../Gone/Gone.csproj" /><ProjectReference Include="../Lib/Lib.csproj" /></ItemGroup>""");
            TestProjects.WriteProject(_tool, Path.Combine(directory, "Lib"), "Lib", files, projectBody: """<PropertyGroup><OutputType>Library</OutputType></PropertyGroup>""");
            File.WriteAllText(Path.Combine(directory, "All.slnx"), """
                <Solution>
                  <Project Path="App/App.csproj" />
                  <Project Path="Lib/Lib.csproj" />
                </Solution>
                """);

            var check = await _tool.RunToolAsync(directory, "check", "All.slnx");

            Assert.True(check.ExitCode == 1, check.Describe());
            Assert.Contains(check.ErrorLines, line => line.StartsWith("warning: ", StringComparison.Ordinal) && line.Contains("Gone.csproj does not exist", StringComparison.Ordinal));
            Assert.Contains(check.OutputLines, line => line.StartsWith(Path.Combine("App", "log4net.config"), StringComparison.Ordinal) && line.Contains("LP0003", StringComparison.Ordinal));
            Assert.Contains(check.OutputLines, line => line.StartsWith(Path.Combine("Lib", "log4net.config"), StringComparison.Ordinal) && line.Contains("LP0003", StringComparison.Ordinal));
            Assert.Contains("2 warnings in 2 projects; 2 can be fixed with `logperf fix`", check.OutputLines);
        }

        /// <summary>A project of a solution that does not load at all is named with MSBuild's reason; the others are checked.</summary>
        [Fact]
        public async Task UnloadableProjectOfASolution_IsNamed_AndTheOthersAreChecked()
        {
            var directory = _tool.NewCaseDirectory("one-broken");
            TestProjects.WriteGeneratedRoot(directory);
            var files = new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock };
            TestProjects.WriteProject(_tool, Path.Combine(directory, "Good"), "Good", files);
            var broken = TestProjects.WriteProject(_tool, Path.Combine(directory, "Broken"), "Broken", files);
            File.WriteAllText(broken, "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net10.0</TargetFramework>\n</Project>\n");
            File.WriteAllText(Path.Combine(directory, "All.slnx"), """
                <Solution>
                  <Project Path="Good/Good.csproj" />
                  <Project Path="Broken/Broken.csproj" />
                </Solution>
                """);

            // The solution cannot be restored as a whole (nor built): the good project is restored on its own.
            var restore = await ProcessRunner.DotnetAsync(directory, "restore", Path.Combine("Good", "Good.csproj"));
            Assert.True(restore.ExitCode == 0, restore.Describe());

            var check = await _tool.RunToolAsync(directory, "check", "All.slnx", "--no-restore");

            Assert.True(check.ExitCode == 1, check.Describe());
            Assert.Contains(check.ErrorLines, line => line.StartsWith($"warning: {Path.Combine("Broken", "Broken.csproj")} was not loaded, so it is not checked: ", StringComparison.Ordinal));
            Assert.Contains(check.OutputLines, line => line.StartsWith(Path.Combine("Good", "log4net.config"), StringComparison.Ordinal) && line.Contains("LP0003", StringComparison.Ordinal));
            Assert.DoesNotContain(check.OutputLines, line => line.StartsWith("Broken", StringComparison.Ordinal));
            Assert.Contains("1 warning in 1 project; 1 can be fixed with `logperf fix`; 1 project not loaded", check.OutputLines);
        }

        [Fact]
        public async Task MissingPathAndUnknownRule_ExitTwo_WithTheReason()
        {
            var directory = _tool.NewCaseDirectory("missing");
            var missing = Path.Combine(directory, "NoSuch.csproj");

            var check = await _tool.RunToolAsync(directory, "check", missing);
            var unknownRule = await _tool.RunToolAsync(directory, "fix", "--diagnostics", "LP9999");

            Assert.True(check.ExitCode == 2, check.Describe());
            Assert.Contains($"logperf: error: {missing} does not exist.", check.ErrorLines);
            Assert.True(unknownRule.ExitCode == 2, unknownRule.Describe());
            Assert.Contains("unknown rule id LP9999", unknownRule.StandardError, StringComparison.Ordinal);
        }
    }
}
