using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0007's config fix, fed the diagnostic the analyzer reports on the type (see tests/LogPerf.Log4Net.Tests).</summary>
    public class BufferingForThroughputConfigFixTests
    {
        [Fact]
        public async Task Switches_the_type_keeps_size_fix_and_refs_and_drops_lossy_and_evaluator()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config",
                "<log4net>\n  <appender name=\"Buffer\" type=\"{|LP0007:log4net.Appender.BufferingForwardingAppender|}\">\n    <bufferSize value=\"512\" />\n" +
                "    <lossy value=\"false\" />\n    <fix value=\"268\" />\n    <evaluator type=\"log4net.Core.LevelEvaluator\">\n      <threshold value=\"WARN\" />\n    </evaluator>\n" +
                "    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n</log4net>"));
            var solution = TestSolution.Create(new[] { project });
            var diagnostic = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, Descriptors.BufferingForThroughput).Single();

            var fixedSolution = await CodeFixRunner.ApplyAsync(new LP0007BufferingForThroughputCodeFixProvider(), solution, diagnostic, LP0007BufferingForThroughputCodeFixProvider.UseAsyncKey);

            Assert.Equal(
                "<log4net>\n  <appender name=\"Buffer\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <bufferSize value=\"512\" />\n" +
                "    <fix value=\"268\" />\n    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n</log4net>",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }
    }
}
