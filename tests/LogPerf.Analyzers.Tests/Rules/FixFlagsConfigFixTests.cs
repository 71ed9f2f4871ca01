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
    /// <summary>LP0005 and LP0006 config fixes, fed the diagnostics the analyzers report (see tests/LogPerf.Log4Net.Tests).</summary>
    public class FixFlagsConfigFixTests
    {
        private static async Task<string> FixAsync(string markup, DiagnosticDescriptor descriptor, string property, string value, CodeFixProvider fixer, string key)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", markup));
            var solution = TestSolution.Create(new[] { project });
            var diagnostics = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, descriptor)
                .Select(d => Diagnostic.Create(descriptor, d.Location, ImmutableDictionary<string, string?>.Empty.Add(property, value), "a", "b", "c", "d"))
                .ToImmutableArray();
            var fixedSolution = diagnostics.Length == 1
                ? await CodeFixRunner.ApplyAsync(fixer, solution, diagnostics[0], key)
                : await CodeFixRunner.FixAllAsync(fixer, solution.Projects.Single(), FixAllScope.Project, key, diagnostics);
            return await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config");
        }

        [Fact]
        public async Task Missing_fix_is_added_as_the_first_child_with_the_childrens_indentation()
        {
            var result = await FixAsync(
                "<log4net>\n  <appender name=\"B\" type=\"{|LP0005:log4net.Appender.BufferingForwardingAppender|}\">\n      <bufferSize value=\"512\" />\n      <appender-ref ref=\"F\" />\n  </appender>\n</log4net>",
                Descriptors.MissingFixFlags, LP0005MissingFixFlagsAnalyzer.FixProperty, "Message, ThreadName, Exception", new LP0005MissingFixFlagsCodeFixProvider(), LP0005MissingFixFlagsCodeFixProvider.AddFixKey);

            Assert.Equal(
                "<log4net>\n  <appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\">\n      <fix value=\"Message, ThreadName, Exception\" />\n      <bufferSize value=\"512\" />\n      <appender-ref ref=\"F\" />\n  </appender>\n</log4net>",
                result);
        }

        [Fact]
        public async Task Missing_fix_on_a_one_line_appender_stays_on_that_line_and_fix_all_covers_every_appender()
        {
            var result = await FixAsync(
                "<log4net>\r\n<appender name=\"A\" type=\"{|LP0005:X|}\"><appender-ref ref=\"F\" /></appender>\r\n<appender name=\"B\" type=\"{|LP0005:X|}\"><appender-ref ref=\"F\" /></appender>\r\n</log4net>",
                Descriptors.MissingFixFlags, LP0005MissingFixFlagsAnalyzer.FixProperty, "Message, Exception", new LP0005MissingFixFlagsCodeFixProvider(), LP0005MissingFixFlagsCodeFixProvider.AddFixKey);

            Assert.Equal(
                "<log4net>\r\n<appender name=\"A\" type=\"X\"><fix value=\"Message, Exception\" /><appender-ref ref=\"F\" /></appender>\r\n<appender name=\"B\" type=\"X\"><fix value=\"Message, Exception\" /><appender-ref ref=\"F\" /></appender>\r\n</log4net>",
                result);
        }

        [Fact]
        public async Task Omitted_flags_are_added_to_the_value_only()
        {
            var result = await FixAsync(
                "<log4net><appender name=\"B\" type=\"X\"><param name=\"Fix\" value=\"{|LP0006:268|}\" /><!-- seed 004 --></appender></log4net>",
                Descriptors.FixFlagsOmitData, LP0006FixFlagsOmitDataAnalyzer.FixProperty, "780", new LP0006FixFlagsOmitDataCodeFixProvider(), LP0006FixFlagsOmitDataCodeFixProvider.AddMissingKey);

            Assert.Equal("<log4net><appender name=\"B\" type=\"X\"><param name=\"Fix\" value=\"780\" /><!-- seed 004 --></appender></log4net>", result);
        }
    }
}
