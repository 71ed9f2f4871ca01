using System;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Harness
{
    public class HarnessTests
    {
        [Fact]
        public void Markup_yields_clean_text_and_spans_and_nests()
        {
            var (text, expected) = Markup.Parse("a {|X1:b {|X2:c|} d|} e");

            Assert.Equal("a b c d e", text);
            Assert.Equal(new[] { ("X1", 2, 5), ("X2", 4, 1) }, expected.Select(e => (e.Id, e.Span.Start, e.Span.Length)));
        }

        [Theory]
        [InlineData("{|X1 never closed")]
        [InlineData("closes nothing|}")]
        [InlineData("{|X1:open")]
        public void Broken_markup_is_a_clear_error(string markup) =>
            Assert.Throws<FormatException>(() => Markup.Parse(markup));

        [Fact]
        public Task Config_diagnostics_flow_through_the_compiler_pipeline_with_exact_locations()
        {
            var test = new LogPerfAnalyzerTest<AppenderProbeAnalyzer>(references: TestReferences.Framework);
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net>\n  {|PROBE01:<appender name=\"a\" type=\"T\">|}</appender>\n</log4net>"));
            test.TestState.AdditionalFiles.Add(("App.config", "<configuration>\n<log4net>{|PROBE01:<appender name=\"b\" type=\"T\"/>|}</log4net>\n</configuration>"));
            test.TestState.AdditionalFiles.Add(("other.xml", "<appender name=\"not-log4net\" type=\"T\" />"));
            return test.RunAsync();
        }

        [Fact]
        public async Task Reported_lines_and_columns_match_the_file()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net>\n\n    <appender name=\"a\" type=\"T\" />\n</log4net>"));
            var solution = TestSolution.Create(new[] { project });

            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new AppenderProbeAnalyzer());

            var span = Assert.Single(result.Diagnostics).Location.GetLineSpan();
            Assert.Equal("/src/Test/log4net.config", span.Path);
            Assert.Equal((2, 4), (span.StartLinePosition.Line, span.StartLinePosition.Character));
        }
    }
}
