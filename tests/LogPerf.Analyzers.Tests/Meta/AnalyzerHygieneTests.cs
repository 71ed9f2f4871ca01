using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Config;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Every analyzer stays silent and never throws where it has nothing to say: empty code, a compilation that
    /// does not reference log4net (even with slow configs and look-alike types present), and malformed input.
    /// </summary>
    public class AnalyzerHygieneTests
    {
        private static async Task AssertSilentAsync(string analyzer, TestProject project)
        {
            var solution = TestSolution.Create(new[] { project });

            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzer(analyzer));

            Assert.Empty(result.AnalyzerExceptions);
            Assert.Empty(result.Diagnostics);
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public Task Empty_code_reports_nothing(string analyzer)
        {
            var project = new TestProject();
            project.Sources.Add(("Empty.cs", ""));
            return AssertSilentAsync(analyzer, project);
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public Task Without_log4net_nothing_is_reported_even_for_slow_configs(string analyzer)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", ConfigSamples.Standalone));
            project.Configs.Add(("App.config", ConfigSamples.AppConfig));
            project.Sources.Add(("LookAlike.cs", @"
namespace NotLog4net.Appender
{
    public class FileAppender { public class MinimalLock { } public object LockingModel { get; set; } }
    public static class Use { public static FileAppender Make() => new FileAppender { LockingModel = new FileAppender.MinimalLock() }; }
}"));
            return AssertSilentAsync(analyzer, project);
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public async Task Malformed_configs_and_half_typed_code_never_throw(string analyzer)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", ConfigSamples.Standalone.Substring(0, ConfigSamples.Standalone.Length / 2)));
            project.Configs.Add(("Web.config", "<configuration><log4net><appender name=\"x\" type=\"\"><lockingModel type=\"&undefined;\"/></log4net>"));
            project.Sources.Add(("Half.cs", "class C { void M() { var a = new FileAppender.MinimalLock( } "));
            var solution = TestSolution.Create(new[] { project });

            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzer(analyzer));

            Assert.Empty(result.AnalyzerExceptions);
        }
    }
}
