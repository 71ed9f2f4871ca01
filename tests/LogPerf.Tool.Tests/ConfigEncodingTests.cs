using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary>
    /// A config saved in an encoding other than UTF-8 is read with U+FFFD where its bytes are not UTF-8, as the compiler and
    /// IDEs read it: `logperf fix` leaves it byte for byte (writing the text back would change the file appender's file
    /// name for good) and reports its findings as left.
    /// </summary>
    [Collection(ToolCollection.Name)]
    public sealed class ConfigEncodingTests
    {
        private readonly ToolFixture _tool;

        public ConfigEncodingTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task Fix_leaves_a_Latin1_config_byte_for_byte_and_reports_its_findings()
        {
            var directory = _tool.NewCaseDirectory("latin1");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Latin");
            TestProjects.WriteProject(_tool, project, "Latin", new Dictionary<string, string>());
            var config = Path.Combine(project, "log4net.config");
            var bytes = Encoding.Latin1.GetBytes("<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n" + Log4NetSamples.MinimalLock.Replace("logs/app.log", "logs/caf\u00e9.log", StringComparison.Ordinal));
            File.WriteAllBytes(config, bytes);

            var fix = await _tool.RunToolAsync(project, "fix");

            Assert.True(fix.ExitCode == 1, fix.Describe());
            Assert.Equal(bytes, File.ReadAllBytes(config));
            Assert.DoesNotContain("Wrote log4net.config", fix.OutputLines);
            var left = ReportedDiagnostic.FromTool(fix.OutputLines.SkipWhile(l => !l.StartsWith("Left: ", StringComparison.Ordinal)), project);
            Assert.Contains(left, d => d.Id == "LP0003" && d.Path == config);
        }
    }
}
