using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0009's config fix, fed the diagnostic the analyzer reports on a ref's value (see tests/LogPerf.Log4Net.Tests).</summary>
    public class LostEventsConfigFixTests
    {
        private const string Config = "<log4net>\n  <appender name=\"RollingFile\" type=\"T\" />\n  <root>\n    <appender-ref ref=\"{|LP0009:RollngFile|}\" /> <!-- main -->\n  </root>\n</log4net>";

        private static (Solution Solution, Diagnostic Diagnostic) Prepare(string? suggestion)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", Config));
            var solution = TestSolution.Create(new[] { project });
            var marked = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, Descriptors.LostEvents).Single();
            var properties = suggestion is null
                ? ImmutableDictionary<string, string?>.Empty
                : ImmutableDictionary<string, string?>.Empty.Add(LP0009LostEventsAnalyzer.SuggestionProperty, suggestion);
            return (solution, Diagnostic.Create(Descriptors.LostEvents, marked.Location, properties, "x"));
        }

        [Fact]
        public async Task Replaces_only_the_ref_value_with_the_suggestion()
        {
            var (solution, diagnostic) = Prepare("RollingFile");

            var fixedSolution = await CodeFixRunner.ApplyAsync(new LP0009LostEventsCodeFixProvider(), solution, diagnostic, LP0009LostEventsCodeFixProvider.UseSuggestedRefKey);

            Assert.Equal(Markup.Parse(Config).Text.Replace("RollngFile", "RollingFile"), await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }

        [Fact]
        public async Task Offers_no_fix_without_a_single_close_match()
        {
            var (solution, diagnostic) = Prepare(null);

            Assert.Empty(await CodeFixRunner.ActionsForAsync(new LP0009LostEventsCodeFixProvider(), solution, diagnostic));
        }
    }
}
