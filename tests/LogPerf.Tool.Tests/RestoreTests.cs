using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>
    /// `check` skips `dotnet restore` when the last restore is still current, and never analyzes with stale references: an
    /// edited project, or a file it imports, is restored first. LOGPERF_TIMINGS=1 makes the tool say which it did.
    /// </summary>
    [Collection(ToolCollection.Name)]
    public sealed class RestoreTests
    {
        private const string NLogConfig = """<nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><targets async="true"><target name="f" xsi:type="File" fileName="a.log" keepFileOpen="false" /></targets><rules><logger name="*" minlevel="Debug" writeTo="f" /></rules></nlog>""";

        private const string NLogReference = """<ItemGroup><PackageReference Include="NLog" Version="6.2.0" /></ItemGroup>""";

        private readonly ToolFixture _tool;

        public RestoreTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task EditedProject_IsRestoredBeforeItIsChecked_AnUnchangedOneIsNot()
        {
            var directory = _tool.NewCaseDirectory("restore");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Edited");
            var projectFile = TestProjects.WriteProject(_tool, project, "Edited", new Dictionary<string, string> { ["NLog.config"] = NLogConfig }, wired: false);

            var first = await CheckAsync(project);
            Assert.Contains(first.ErrorLines, l => l.EndsWith(": restored"));
            Assert.DoesNotContain("LP0200", first.StandardOutput);

            var unchanged = await CheckAsync(project);
            Assert.Contains(unchanged.ErrorLines, l => l.EndsWith(": restore up to date"));

            // NLog added: the NLog rules can read NLog.config only if the check sees the new package.
            File.WriteAllText(projectFile, File.ReadAllText(projectFile).Replace("</Project>", NLogReference + "\n</Project>"));
            var edited = await CheckAsync(project);
            Assert.Contains(edited.ErrorLines, l => l.EndsWith(": restored"));
            Assert.Equal(new[] { "NLog.config: LP0200" }, ReportedDiagnostic.FromTool(edited.OutputLines, project).Select(d => $"{Path.GetFileName(d.Path)}: {d.Id}"));

            // An edit NuGet does not care about: restored once (a restore with nothing to do leaves its outputs as they were),
            // then current.
            File.WriteAllText(projectFile, File.ReadAllText(projectFile).Replace("</Project>", "<!-- edited -->\n</Project>"));
            Assert.Contains((await CheckAsync(project)).ErrorLines, l => l.EndsWith(": restored"));
            var after = await CheckAsync(project);
            Assert.Contains(after.ErrorLines, l => l.EndsWith(": restore up to date"));
            Assert.Equal(edited.StandardOutput, after.StandardOutput);
        }

        /// <summary>What an imported file brings cannot be dated without evaluating the project: such a project is always restored.</summary>
        [Fact]
        public async Task ProjectThatImportsAFile_IsAlwaysRestored_SoAChangeInTheImportIsSeen()
        {
            var directory = _tool.NewCaseDirectory("restore-import");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Importing");
            var packages = Path.Combine(directory, "packages.props");
            File.WriteAllText(packages, "<Project />\n");
            TestProjects.WriteProject(_tool, project, "Importing", new Dictionary<string, string> { ["NLog.config"] = NLogConfig }, wired: false,
                projectBody: """<Import Project="../packages.props" />""");

            var first = await CheckAsync(project);
            Assert.DoesNotContain("LP0200", first.StandardOutput);

            File.WriteAllText(packages, $"<Project>{NLogReference}</Project>\n");
            File.SetLastWriteTimeUtc(packages, File.GetLastWriteTimeUtc(Path.Combine(project, "obj", "project.assets.json")).AddMinutes(-1));
            var changed = await CheckAsync(project);
            Assert.Contains(changed.ErrorLines, l => l.EndsWith(": restored"));
            Assert.Equal(new[] { "NLog.config: LP0200" }, ReportedDiagnostic.FromTool(changed.OutputLines, project).Select(d => $"{Path.GetFileName(d.Path)}: {d.Id}"));
        }

        private async Task<ProcessResult> CheckAsync(string project)
        {
            var result = await ProcessRunner.RunAsync(_tool.ToolPath, project, new[] { "check" }, new Dictionary<string, string> { ["LOGPERF_TIMINGS"] = "1" });
            Assert.True(result.ExitCode is 0 or 1, result.Describe());
            return result;
        }
    }
}
