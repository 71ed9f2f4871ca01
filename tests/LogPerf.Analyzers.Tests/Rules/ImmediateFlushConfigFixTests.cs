using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0004's config fixes, fed the diagnostics the analyzer reports (see tests/LogPerf.Log4Net.Tests).</summary>
    public class ImmediateFlushConfigFixTests
    {
        private static readonly LP0004ImmediateFlushCodeFixProvider Fixer = new();

        private static (Solution Solution, ImmutableArray<Diagnostic> Diagnostics) Prepare(string markup, params (string Appender, bool Stock)[] appenders)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", markup));
            var solution = TestSolution.Create(new[] { project });
            var marked = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, Descriptors.ImmediateFlush);
            var diagnostics = marked.Select((d, i) => Diagnostic.Create(Descriptors.ImmediateFlush, d.Location,
                ImmutableDictionary<string, string?>.Empty
                    .Add(LP0004ImmediateFlushAnalyzer.AppenderProperty, appenders[i].Appender)
                    .Add(LP0004ImmediateFlushAnalyzer.StockTypeProperty, appenders[i].Stock ? "true" : "false"),
                "x", "y")).ToImmutableArray();
            return (solution, diagnostics);
        }

        [Fact]
        public async Task Forwarding_adds_a_forwarder_after_the_appender_and_rewrites_only_logger_refs()
        {
            var (solution, diagnostics) = Prepare(
                "<log4net>\n" +
                "    <appender name=\"File\" type=\"{|LP0004:log4net.Appender.RollingFileAppender|}\">\n" +
                "        <file value=\"a.log\" />\n" +
                "    </appender>\n" +
                "    <appender name=\"Buffer\" type=\"log4net.Appender.BufferingForwardingAppender\">\n" +
                "        <appender-ref ref=\"File\" />\n" +
                "    </appender>\n" +
                "    <root>\n" +
                "        <appender-ref ref=\"File\" /> <!-- main -->\n" +
                "    </root>\n" +
                "    <logger name=\"Audit\"><appender-ref ref=\"File\" /></logger>\n" +
                "</log4net>",
                ("File", true));

            var fixedSolution = await CodeFixRunner.ApplyAsync(Fixer, solution, diagnostics.Single(), LP0004ImmediateFlushCodeFixProvider.ForwardKey);

            Assert.Equal(
                "<log4net>\n" +
                "    <appender name=\"File\" type=\"log4net.Appender.RollingFileAppender\">\n" +
                "        <file value=\"a.log\" />\n" +
                "    </appender>\n" +
                "    <appender name=\"FileAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n" +
                "        <appender-ref ref=\"File\" />\n" +
                "    </appender>\n" +
                "    <appender name=\"Buffer\" type=\"log4net.Appender.BufferingForwardingAppender\">\n" +
                "        <appender-ref ref=\"File\" />\n" +
                "    </appender>\n" +
                "    <root>\n" +
                "        <appender-ref ref=\"FileAsync\" /> <!-- main -->\n" +
                "    </root>\n" +
                "    <logger name=\"Audit\"><appender-ref ref=\"FileAsync\" /></logger>\n" +
                "</log4net>",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }

        [Fact]
        public async Task Forwarding_keeps_tabs_and_crlf_and_picks_a_free_name()
        {
            var (solution, diagnostics) = Prepare(
                "<log4net>\r\n\t<appender name=\"F\" type=\"T\">\r\n\t\t{|LP0004:<immediateFlush value=\"true\" />|}\r\n\t</appender>\r\n\t<appender name=\"FAsync\" type=\"X\" />\r\n\t<root><appender-ref ref=\"F\" /></root>\r\n</log4net>",
                ("F", false));

            var fixedSolution = await CodeFixRunner.ApplyAsync(Fixer, solution, diagnostics.Single(), LP0004ImmediateFlushCodeFixProvider.ForwardKey);

            Assert.Equal(
                "<log4net>\r\n\t<appender name=\"F\" type=\"T\">\r\n\t\t<immediateFlush value=\"true\" />\r\n\t</appender>\r\n" +
                "\t<appender name=\"FAsync2\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\r\n\t\t<appender-ref ref=\"F\" />\r\n\t</appender>\r\n" +
                "\t<appender name=\"FAsync\" type=\"X\" />\r\n\t<root><appender-ref ref=\"FAsync2\" /></root>\r\n</log4net>",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }

        [Fact]
        public async Task Memory_mapped_switch_is_offered_only_for_log4net_types_and_changes_only_the_type()
        {
            var markup = "<log4net>\n  <appender name=\"A\" type=\"{|LP0004:log4net.Appender.RollingFileAppender, log4net|}\"><file value=\"a.log\" /></appender>\n" +
                         "  <appender name=\"B\" type=\"{|LP0004:App.AuditFileAppender, App|}\" />\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>";
            var (solution, diagnostics) = Prepare(markup, ("A", true), ("B", false));

            var actionsForCustom = await CodeFixRunner.ActionsForAsync(Fixer, solution, diagnostics[1]);
            var fixedSolution = await CodeFixRunner.ApplyAsync(Fixer, solution, diagnostics[0], LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey);

            Assert.Equal(new[] { LP0004ImmediateFlushCodeFixProvider.ForwardKey }, actionsForCustom.Select(a => a.EquivalenceKey));
            Assert.Equal(
                Markup.Parse(markup).Text.Replace("log4net.Appender.RollingFileAppender, log4net", "LogPerf.Appenders.MemoryMappedFileAppender, LogPerf.Appenders"),
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }

        [Fact]
        public async Task Fix_all_routes_every_flagged_appender_once()
        {
            var (solution, diagnostics) = Prepare(
                "<log4net>\n  <appender name=\"A\" type=\"{|LP0004:T|}\" />\n  <appender name=\"B\" type=\"{|LP0004:T|}\" />\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>",
                ("A", true), ("B", true));

            var fixedSolution = await CodeFixRunner.FixAllAsync(Fixer, solution.Projects.Single(), FixAllScope.Project, LP0004ImmediateFlushCodeFixProvider.ForwardKey, diagnostics);

            Assert.Equal(
                "<log4net>\n  <appender name=\"A\" type=\"T\" />\n" +
                "  <appender name=\"AAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <appender-ref ref=\"A\" />\n  </appender>\n" +
                "  <appender name=\"B\" type=\"T\" />\n" +
                "  <appender name=\"BAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <appender-ref ref=\"B\" />\n  </appender>\n" +
                "  <root><appender-ref ref=\"AAsync\" /><appender-ref ref=\"BAsync\" /></root>\n</log4net>",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }
    }
}
