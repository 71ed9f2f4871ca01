using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>The user's severity settings, a global analyzer config and NoWarn, apply to config files in the tool as in the build.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class SeverityTests
    {
        private const string Config = """
            <log4net>
              <appender name="File" type="log4net.Appender.FileAppender">
                <file value="logs/app.log" />
                <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                <layout type="log4net.Layout.PatternLayout" />
              </appender>
              <root>
                <level value="INFO" />
                <appender-ref ref="File" />
                <appender-ref ref="Fille" />
              </root>
            </log4net>
            """;

        private readonly ToolFixture _tool;

        public SeverityTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task GlobalConfigAndNoWarn_ChangeWhatCheckReports_ExactlyAsTheyChangeTheBuild()
        {
            var directory = _tool.NewCaseDirectory("severity");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Tuned");
            TestProjects.WriteProject(_tool, project, "Tuned",
                new Dictionary<string, string>
                {
                    ["log4net.config"] = Config,
                    ["logperf.globalconfig"] = "is_global = true\ndotnet_diagnostic.LP0003.severity = none\ndotnet_diagnostic.LP0009.severity = error\n",
                },
                projectBody: """
                  <PropertyGroup><NoWarn>$(NoWarn);LP0004</NoWarn></PropertyGroup>
                  <ItemGroup><GlobalAnalyzerConfigFiles Include="logperf.globalconfig" /></ItemGroup>
                """);

            var check = await _tool.RunToolAsync(project, "check");
            var build = await ProcessRunner.DotnetAsync(project, "build", "--disable-build-servers");

            Assert.True(check.ExitCode == 1, check.Describe());
            var reported = ReportedDiagnostic.FromTool(check.OutputLines, project);
            var (line, column) = TextPosition.Of(Path.Combine(project, "log4net.config"), "Fille");
            Assert.Equal(new[] { new ReportedDiagnostic(Path.Combine(project, "log4net.config"), line, column, "error", "LP0009") }, reported);

            Assert.True(build.ExitCode != 0, build.Describe());
            Assert.Equal(reported, ReportedDiagnostic.FromBuild(build.OutputLines, project));

            // A rule turned off stays off even when named.
            var named = await _tool.RunToolAsync(project, "check", "--diagnostics", "LP0003", "LP0004", "--no-restore");
            Assert.True(named.ExitCode == 0, named.Describe());
            Assert.Empty(ReportedDiagnostic.FromTool(named.OutputLines, project));
        }
    }
}
