using System;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0009 on configs log4net cannot load, on names that need escaping, and on inputs built to be costly (issue 9). The
    /// costly inputs are bounded in wall time, so the class runs alone: beside the parallel tests of a loaded 2-core machine
    /// the chain of 10,000 forwarders once took 94 s, where alone its analysis costs a fraction of a second of CPU.
    /// </summary>
    [Collection(Meta.AloneCollection.Name)]
    public class LP0009LostEventsHardInputTests
    {
        private static ConfigFixTest Fix(string markup, string expected) =>
            ConfigFixTest.Of(new LP0009LostEventsAnalyzer(), new LP0009LostEventsCodeFixProvider(), LP0009LostEventsCodeFixProvider.UseSuggestedRefKey, "log4net.config", markup, expected);

        [Theory]
        [InlineData(" log4net.Appender.ConsoleAppender ", "log4net.Appender.ConsoleAppender")]
        [InlineData("log4net.Appender.ConsoleAppender ", "log4net.Appender.ConsoleAppender")]
        [InlineData("log4net.Appender.ConsoleAppender , log4net", "log4net.Appender.ConsoleAppender, log4net")]
        public Task Type_names_with_white_space_after_them_do_not_load_and_are_fixed(string written, string loadable) =>
            Fix(
                $"<log4net>\n  <appender name=\"c\" type=\"{{|LP0009:{written}|}}\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref=\"c\" /></root>\n</log4net>",
                $"<log4net>\n  <appender name=\"c\" type=\"{loadable}\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref=\"c\" /></root>\n</log4net>").RunAsync();

        [Theory]
        [InlineData(" log4net.Appender.ConsoleAppender")]
        [InlineData("log4net.Appender.ConsoleAppender,  log4net ")]
        public Task White_space_that_log4net_tolerates_is_not_reported(string written) =>
            new LogPerfAnalyzerTest<LP0009LostEventsAnalyzer>
            {
                TestCode = string.Empty,
                TestState = { AdditionalFiles = { ("log4net.config", $"<log4net><appender name=\"c\" type=\"{written}\" /><root><appender-ref ref=\"c\" /></root></log4net>") } },
            }.RunAsync();

        [Fact]
        public Task Forwarders_that_refer_to_themselves_are_reported_once_per_cycle()
        {
            var test = new LogPerfAnalyzerTest<LP0009LostEventsAnalyzer> { TestCode = string.Empty };
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Self"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""{|LP0009:Self|}"" /></appender>
  <appender name=""A"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""{|LP0009:B|}"" /></appender>
  <appender name=""B"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""C"" /></appender>
  <appender name=""C"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""A"" /><appender-ref ref=""File"" /></appender>
  <appender name=""NotAForwarder"" type=""log4net.Appender.ConsoleAppender""><appender-ref ref=""NotAForwarder"" /></appender>
  <appender name=""File"" type=""log4net.Appender.ConsoleAppender"" />
  <root><appender-ref ref=""A"" /></root>
</log4net>"));
            return test.RunAsync();
        }

        [Fact]
        public async Task A_cycle_is_what_kills_log4net()
        {
            // What the rule protects against, shown on real log4net 3.5.0 without running it: the configurator
            // recurses while building referenced appenders. The reported cycle in the fixture above is that shape.
            var result = await AnalyzeAsync("<log4net><appender name=\"A\" type=\"log4net.Appender.ForwardingAppender\"><appender-ref ref=\"A\" /></appender></log4net>");

            Assert.Contains("stack overflow", Assert.Single(result.Diagnostics).GetMessage(), StringComparison.Ordinal);
        }

        [Theory]
        [InlineData("R&D", "R&amp;D")]
        [InlineData("it's", "it&apos;s")]
        [InlineData("a\"b", "a&quot;b")]
        [InlineData("x<y", "x&lt;y")]
        public Task Suggested_names_are_escaped(string name, string escaped) =>
            Fix(
                $"<log4net>\n  <appender name=\"{Escape(name)}\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref='{{|LP0009:{Escape(name)}X|}}' /></root>\n</log4net>",
                $"<log4net>\n  <appender name=\"{Escape(name)}\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref='{escaped}' /></root>\n</log4net>").RunAsync();

        [Fact]
        public Task A_name_with_a_line_break_is_written_as_character_references() =>
            Fix(
                "<log4net>\n  <appender name=\"two&#13;&#10;lines\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref=\"{|LP0009:two&#13;&#10;line|}\" /></root>\n</log4net>",
                "<log4net>\n  <appender name=\"two&#13;&#10;lines\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender>\n  <root><appender-ref ref=\"two&#13;&#10;lines\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public async Task An_appender_ref_without_a_ref_attribute_gets_no_suggestion()
        {
            var result = await AnalyzeAsync("<log4net><appender name=\"A\" type=\"log4net.Appender.ConsoleAppender\" /><root><appender-ref></appender-ref></root></log4net>");

            var diagnostic = Assert.Single(result.Diagnostics);
            Assert.False(LostEventsFinding.TryRead(diagnostic, out _));
        }

        /// <summary>
        /// Inputs that took 23 to 47 s on a quiet machine before (issue 9), cost quadratic in the input. A hang guard,
        /// not a speed target: the bound leaves room for a loaded 2-core machine, where the linear cost takes a few
        /// seconds and the quadratic one minutes; the speed figures are in docs/benchmarks.md.
        /// </summary>
        [Theory]
        [InlineData("near-miss of a 100 KB name")]
        [InlineData("5,000 misspelt refs")]
        [InlineData("chain of 10,000 forwarders")]
        [InlineData("10 MB attribute value")]
        public async Task Costly_inputs_finish_quickly(string shape)
        {
            var xml = new StringBuilder("<log4net>");
            switch (shape)
            {
                case "near-miss of a 100 KB name":
                    var name = new string('n', 100_000);
                    xml.Append($"<appender name=\"{name}\" type=\"log4net.Appender.ConsoleAppender\" /><root><appender-ref ref=\"{name}x\" /></root>");
                    break;
                case "5,000 misspelt refs":
                    for (var i = 0; i < 5_000; i++)
                    {
                        xml.Append($"<appender name=\"appender{i:D5}\" type=\"log4net.Appender.ConsoleAppender\" />");
                    }

                    xml.Append("<root>");
                    for (var i = 0; i < 5_000; i++)
                    {
                        xml.Append($"<appender-ref ref=\"appendre{i:D5}\" />");
                    }

                    xml.Append("</root>");
                    break;
                case "chain of 10,000 forwarders":
                    for (var i = 0; i < 10_000; i++)
                    {
                        xml.Append($"<appender name=\"f{i}\" type=\"log4net.Appender.BufferingForwardingAppender\"><appender-ref ref=\"f{i + 1}\" /></appender>");
                    }

                    xml.Append("<appender name=\"f10000\" type=\"log4net.Appender.FileAppender\"><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout></appender><root><appender-ref ref=\"f0\" /></root>");
                    break;
                default:
                    var value = new string('v', 10_000_000);
                    xml.Append($"<appender name=\"{value}\" type=\"{value}\"><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%{value}\" /></layout><appender-ref ref=\"{value}\" /></appender><root><appender-ref ref=\"{value}y\" /></root>");
                    break;
            }

            xml.Append("</log4net>");
            var watch = Stopwatch.StartNew();
            var result = await AnalyzeAsync(xml.ToString(), RuleCatalogAnalyzers());

            Assert.Empty(result.AnalyzerExceptions);
            Assert.True(watch.Elapsed < TimeSpan.FromSeconds(60), $"{shape}: {watch.Elapsed}");
        }

        private static Microsoft.CodeAnalysis.Diagnostics.DiagnosticAnalyzer[] RuleCatalogAnalyzers() => Meta.RuleCatalog.Analyzers.ToArray();

        private static Task<AnalysisResult> AnalyzeAsync(string config, params Microsoft.CodeAnalysis.Diagnostics.DiagnosticAnalyzer[] analyzers)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", config));
            var solution = TestSolution.Create(new[] { project }, TestReferenceSet.WithAppenders);
            return AnalyzerRunner.RunAsync(solution.Projects.Single(), analyzers.Length == 0 ? new[] { (Microsoft.CodeAnalysis.Diagnostics.DiagnosticAnalyzer)new LP0009LostEventsAnalyzer() } : analyzers);
        }

        private static string Escape(string name) => CodeFixes.Xml.XmlTextEdits.Escape(name);
    }
}
