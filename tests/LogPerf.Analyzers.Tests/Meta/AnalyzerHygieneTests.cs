using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Config;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Every analyzer stays silent and never throws where it has nothing to say: empty code and malformed input with
    /// log4net 3.5.0 and LogPerf.Appenders referenced (so every rule's code runs), and a compilation that does not
    /// reference log4net (even with slow configs and look-alike types present). The generated corpus of broken
    /// input is in <see cref="MalformedInputCorpusTests"/>.
    /// </summary>
    public class AnalyzerHygieneTests
    {
        private static async Task<AnalysisResult> RunAsync(string analyzer, TestProject project, bool withLog4Net)
        {
            var solution = TestSolution.Create(new[] { project }, withLog4Net ? TestReferenceSet.WithAppenders : null);
            return await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzer(analyzer));
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public async Task Empty_code_reports_nothing(string analyzer)
        {
            var project = new TestProject();
            project.Sources.Add(("Empty.cs", ""));

            var result = await RunAsync(analyzer, project, withLog4Net: true);

            Assert.Empty(result.AnalyzerExceptions);
            Assert.Empty(result.Diagnostics);
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public async Task Without_log4net_nothing_is_reported_even_for_slow_configs(string analyzer)
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

            var result = await RunAsync(analyzer, project, withLog4Net: false);

            Assert.Empty(result.AnalyzerExceptions);
            Assert.Empty(result.Diagnostics);
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public async Task Malformed_configs_and_half_typed_code_never_throw(string analyzer)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", ConfigSamples.Standalone.Substring(0, ConfigSamples.Standalone.Length / 2)));
            project.Configs.Add(("Web.config", "<configuration><log4net><appender name=\"x\" type=\"\"><lockingModel type=\"&undefined;\"/></log4net>"));
            project.Sources.Add(("Half.cs", @"using log4net.Appender;
using log4net.Core;
class C : AppenderSkeleton
{
    protected override void Append(LoggingEvent e) { System.Threading.Tasks.Task.Delay(1).Wait(
    void M(log4net.ILog log, int id) { log.Debug($""x {id}"" + ; var a = new FileAppender { LockingModel = new FileAppender.MinimalLock( } 
    void N() { log4net.Config.BasicConfigurator.Configure(new RollingFileAppender { ImmediateFlush = "));

            var result = await RunAsync(analyzer, project, withLog4Net: true);

            Assert.Empty(result.AnalyzerExceptions);
            Assert.NotEmpty(result.CompilerErrors);
        }
    }
}
