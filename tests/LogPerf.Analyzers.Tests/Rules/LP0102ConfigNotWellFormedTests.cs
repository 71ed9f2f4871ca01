using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Meta;
using LogPerf.Analyzers.Tests.Verifiers;
using log4net;
using log4net.Config;
using log4net.Util;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0102 at the parser's error position in log4net and NLog configs, standalone and in App.config / Web.config; no
    /// other rule offers a fix in such a file; and the real log4net indeed loads nothing from it (the issue-22 report).
    /// </summary>
    public class LP0102ConfigNotWellFormedTests
    {
        /// <summary>The report's file: `&gt;` for `/&gt;` leaves appender-ref open, so `&lt;/root&gt;` does not match it.</summary>
        private const string UnclosedRef = "<log4net>\n" +
            "  <appender name=\"Rolling\" type=\"log4net.Appender.RollingFileAppender\"><file value=\"a.log\" /></appender>\n" +
            "  <root>\n    <appender-ref ref=\"Rolling\" >\n    <appender-ref ref=\"Rollng\" />\n  </root>\n</log4net>";

        [Fact]
        public Task Flags_a_standalone_log4net_config_at_the_parsers_error_position() =>
            Verify("log4net.config", UnclosedRef.Replace("</root>", "</{|LP0102:r|}oot>"), log4Net: true);

        [Fact]
        public Task Flags_an_App_config_broken_before_its_log4net_section() =>
            Verify("App.config", "<configuration>\n  <configSections>\n    <section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\">\n  </{|LP0102:c|}onfigSections>\n" +
                                 "  <log4net><root /></log4net>\n</configuration>", log4Net: true);

        [Fact]
        public Task Flags_a_broken_NLog_config_and_a_broken_nlog_section_in_Web_config() =>
            VerifyFiles(
                log4Net: false,
                ("NLog.config", "<nlog>\n  <targets><target name={|LP0102:f|} type=\"File\" fileName=\"a.log\" /></targets>\n</nlog>"),
                ("Web.config", "<configuration>\n  <nlog><rules><logger name=\"*\" writeTo=\"f\"></{|LP0102:r|}ules></nlog>\n</configuration>"));

        [Fact]
        public Task Says_nothing_about_well_formed_configs_or_XML_of_neither_library() =>
            VerifyFiles(
                log4Net: true,
                ("log4net.config", "<log4net><root /></log4net>"),
                ("other.xml", "<settings><broken></settings>"),
                ("NLog.config", "<nlog><targets>"));

        [Fact]
        public async Task The_message_says_the_library_loads_nothing()
        {
            var diagnostic = Assert.Single(await AnalyzeAsync(("log4net.config", UnclosedRef)), d => d.Id == RuleIds.ConfigNotWellFormed);

            Assert.StartsWith("This log4net configuration is not well-formed XML (The 'appender-ref' start tag on line 4", diagnostic.GetMessage(), StringComparison.Ordinal);
            Assert.EndsWith("log4net will not load it and every event is lost; repair the file (LogPerf offers no fix in it until then)", diagnostic.GetMessage(), StringComparison.Ordinal);
        }

        /// <summary>LP0004 still reports the appender it read before the break, but no rule offers a fix in the file.</summary>
        [Fact]
        public async Task No_other_rule_offers_a_fix_in_the_broken_file()
        {
            var diagnostics = await AnalyzeAsync(("log4net.config", UnclosedRef));
            var fixers = RuleCatalog.FixerTypes.Select(t => (CodeFixProvider)Activator.CreateInstance(t)!).ToList();
            var solution = Solution(("log4net.config", UnclosedRef));

            Assert.Contains(diagnostics, d => d.Id == RuleIds.ImmediateFlush);
            foreach (var diagnostic in diagnostics.Where(d => d.Id != RuleIds.ConfigNotWellFormed))
            {
                Assert.Equal("true", diagnostic.Properties[DiagnosticProperties.NotWellFormed]);
                foreach (var fixer in fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
                {
                    Assert.Empty(await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic));
                }
            }

            var wellFormed = UnclosedRef.Replace("\"Rolling\" >", "\"Rolling\" />");
            var fixable = (await AnalyzeAsync(("log4net.config", wellFormed))).Single(d => d.Id == RuleIds.ImmediateFlush);
            Assert.False(fixable.Properties.ContainsKey(DiagnosticProperties.NotWellFormed));
            Assert.NotEmpty(await CodeFixRunner.ActionsForAsync(fixers.OfType<LogPerf.CodeFixes.Rules.LP0004ImmediateFlushCodeFixProvider>().Single(), Solution(("log4net.config", wellFormed)), fixable));
        }

        /// <summary>What the warning claims, checked on real log4net 3.5.0: the file configures no appender at all.</summary>
        [Fact]
        public void Real_log4net_configures_nothing_from_the_broken_file()
        {
            var path = Path.Combine(Path.GetTempPath(), $"logperf-lp0102-{Guid.NewGuid():N}.config");
            File.WriteAllText(path, UnclosedRef.Replace("a.log", Path.Combine(Path.GetTempPath(), $"logperf-lp0102-{Guid.NewGuid():N}.log")));
            var errors = new System.Collections.Generic.List<string>();
            void Record(object? sender, LogReceivedEventArgs e) => errors.Add($"{e.LogLog.Prefix}{e.LogLog.Message} {e.LogLog.Exception?.Message}");
            Log4NetLoad.Serialized(() =>
            {
                LogLog.LogReceived += Record;
                try
                {
                    var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
                    XmlConfigurator.Configure(repository, new FileInfo(path));

                    Assert.Empty(repository.GetAppenders());
                    Assert.Contains(errors, e => e.Contains("does not match the end tag of 'root'", StringComparison.Ordinal));
                    repository.Shutdown();
                    return true;
                }
                finally
                {
                    LogLog.LogReceived -= Record;
                    File.Delete(path);
                }
            });
        }

        private static Task Verify(string path, string markup, bool log4Net) => VerifyFiles(log4Net, (path, markup));

        private static Task VerifyFiles(bool log4Net, params (string Path, string Markup)[] files)
        {
            var test = new LogPerfAnalyzerTest<LP0102ConfigNotWellFormedAnalyzer>(references: log4Net ? TestReferenceSet.WithLog4Net : NLogReferences.WithNLog);
            foreach (var file in files)
            {
                test.TestState.AdditionalFiles.Add(file);
            }

            return test.RunAsync();
        }

        private static Solution Solution(params (string Path, string Text)[] configs)
        {
            var project = new TestProject();
            project.Configs.AddRange(configs);
            return TestSolution.Create(new[] { project }, TestReferenceSet.WithAppenders);
        }

        private static async Task<ImmutableArray<Diagnostic>> AnalyzeAsync(params (string Path, string Text)[] configs)
        {
            var result = await AnalyzerRunner.RunAsync(Solution(configs).Projects.Single(), RuleCatalog.Analyzers.ToArray());
            Assert.Empty(result.AnalyzerExceptions);
            return result.Diagnostics;
        }
    }
}
