using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The NLog rules stay silent without NLog (slow configs and look-alike code notwithstanding) and never throw on
    /// malformed configs or half-typed code when NLog is referenced.
    /// </summary>
    public class NLogHygieneTests
    {
        public static IEnumerable<object[]> NLogAnalyzers =>
            RuleCatalog.AnalyzerTypes.Where(t => typeof(NLogAnalyzer).IsAssignableFrom(t)).Select(t => new object[] { t.Name });

        private const string SlowConfig = """
            <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                <target name="f" xsi:type="File" fileName="a.log" keepFileOpen="false" layout="${callsite} ${message}" />
                <target name="w" xsi:type="AsyncWrapper" queueLimit="10"><target xsi:type="Fiel" /></target>
              </targets>
              <rules><logger name="*" minlevel="Trace" writeTo="f,w,missing" /></rules>
            </nlog>
            """;

        [Fact]
        public void Every_NLog_rule_derives_from_NLogAnalyzer()
        {
            var ids = RuleCatalog.AnalyzerTypes.Where(t => typeof(NLogAnalyzer).IsAssignableFrom(t))
                .SelectMany(t => RuleCatalog.Analyzer(t.Name).SupportedDiagnostics.Select(d => d.Id))
                .OrderBy(i => i);

            // The NLog rules are the LP02xx ids, and only they.
            var nlogIds = RuleCatalog.DeclaredIds.Where(i => i.StartsWith("LP02", System.StringComparison.Ordinal)).OrderBy(i => i);
            Assert.Equal(nlogIds, ids);
            Assert.Contains("LP0204", ids);
        }

        [Theory]
        [MemberData(nameof(NLogAnalyzers))]
        public async Task Without_NLog_nothing_is_reported_even_for_slow_configs(string analyzer)
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", SlowConfig));
            project.Configs.Add(("appsettings.json", "{ \"NLog\": { \"targets\": { \"f\": { \"type\": \"File\", \"keepFileOpen\": false } }, \"rules\": [ { \"writeTo\": \"f,x\" } ] } }"));
            project.Sources.Add(("LookAlike.cs", """
                namespace NotNLog.Targets
                {
                    public class FileTarget { public bool KeepFileOpen { get; set; } }
                    public static class Use { public static FileTarget Make() => new FileTarget { KeepFileOpen = false }; }
                }
                """));

            var result = await AnalyzerRunner.RunAsync(TestSolution.Create(new[] { project }).Projects.Single(), RuleCatalog.Analyzer(analyzer));

            Assert.Empty(result.AnalyzerExceptions);
            Assert.Empty(result.Diagnostics);
        }

        [Theory]
        [MemberData(nameof(NLogAnalyzers))]
        public async Task Malformed_configs_and_half_typed_code_never_throw(string analyzer)
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", SlowConfig.Substring(0, SlowConfig.Length / 2)));
            project.Configs.Add(("nlog.config", "<nlog><targets><target name=\"\" type=\"\"><target /></target><default-wrapper /></targets><rules><logger writeTo=\",,\" minlevel=\"nope\" levels=\"\" /><rule /></rules></nlog>"));
            project.Configs.Add(("Web.config", "<configuration><nlog><targets async=\"maybe\"><target name=\"x\" type=\"&undefined;\" /></targets></nlog>"));
            project.Configs.Add(("appsettings.json", "{ \"NLog\": { \"targets\": { \"f\": { \"type\": \"File\", \"keepFileOpen\": fals"));
            project.Configs.Add(("appsettings.Development.json", "{ \"NLog\": { \"targets\": [1, 2], \"rules\": { \"0\": { \"writeTo\": 5 } }, \"extensions\": \"x\" } }"));
            project.Configs.Add(("deep.json", "{ \"NLog\": " + new string('[', 50_000)));
            project.Sources.Add(("Half.cs", "using NLog; using NLog.Targets; class C { void M() { var t = new FileTarget { KeepFileOpen = ; LogManager.Setup().LoadConfiguration(b => b.ForLogger().WriteTo( } "));
            var solution = TestSolution.Create(new[] { project }, new MetadataReference[] { NLogReferences.NLog6 });

            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzer(analyzer));

            Assert.Empty(result.AnalyzerExceptions);
        }
    }
}
