using System;
using System.Linq;
using System.Text;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The README's rule table is generated from the catalog: each rule's id, default severity and title from its
    /// descriptor, and its fixes from its fixer, the default first. The test fails when the README differs; run it
    /// with LOGPERF_UPDATE_DOCS=1 to rewrite the table.
    /// </summary>
    public class ReadmeRuleTableTests
    {
        private const string Begin = "<!-- rules:begin (generated from the catalog: LOGPERF_UPDATE_DOCS=1 dotnet test --filter ReadmeRuleTable) -->";
        private const string End = "<!-- rules:end -->";

        [Fact]
        public void Readme_rule_table_is_the_catalog() => GeneratedSection.Check("README.md", Begin, End, Table());

        private static string Table()
        {
            var fixers = RuleCatalog.FixerTypes.Select(t => (CodeFixProvider)Activator.CreateInstance(t)!).ToList();
            var table = new StringBuilder("| id | severity | what | fixes (the first is the default) |\n|---|---|---|---|\n");
            foreach (var descriptor in RuleCatalog.Descriptors.OrderBy(d => d.Id, StringComparer.Ordinal))
            {
                var fixes = fixers.Where(f => f.FixableDiagnosticIds.Contains(descriptor.Id))
                    .SelectMany(f => f is LogPerfCodeFixProvider rule ? rule.FixTitles : LP0101ConfigFixesAtLoadCodeFixProvider.FixTitles)
                    .ToList();
                table.Append($"| [{descriptor.Id}](docs/rules/{descriptor.Id}.md) | {descriptor.DefaultSeverity} | {descriptor.Title} | ")
                    .Append(fixes.Count == 0 ? "none: the message says what it costs or what to do" : string.Join(" · ", fixes))
                    .Append(" |\n");
            }

            return table.ToString();
        }
    }
}
