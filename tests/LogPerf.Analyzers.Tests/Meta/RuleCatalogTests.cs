using System;
using System.IO;
using System.Linq;
using System.Reflection;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>Docs, help links, release tracking and ids stay in step with the code.</summary>
    public class RuleCatalogTests
    {
        private static string DocsFolder => Path.Combine(AppContext.BaseDirectory, "docs", "rules");

        private static string[] UnshippedReleaseLines =>
            File.ReadAllLines(Path.Combine(AppContext.BaseDirectory, "releases", "AnalyzerReleases.Unshipped.md"));

        [Fact]
        public void Every_declared_id_has_a_descriptor_and_every_descriptor_a_declared_id()
        {
            Assert.Equal(RuleCatalog.DeclaredIds.OrderBy(i => i), RuleCatalog.Descriptors.Select(d => d.Id).OrderBy(i => i));
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.DescriptorData), MemberType = typeof(RuleCatalog))]
        public void Help_link_points_to_the_rule_page(string id)
        {
            var descriptor = RuleCatalog.Descriptor(id);

            Assert.Equal(HelpLinks.For(id), descriptor.HelpLinkUri);
            Assert.EndsWith($"/docs/rules/{id}.md", descriptor.HelpLinkUri, StringComparison.Ordinal);
            Assert.True(File.Exists(Path.Combine(DocsFolder, id + ".md")), $"docs/rules/{id}.md is missing");
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.DescriptorData), MemberType = typeof(RuleCatalog))]
        public void Rule_page_has_its_title_severity_and_the_required_sections(string id)
        {
            var descriptor = RuleCatalog.Descriptor(id);
            var page = File.ReadAllText(Path.Combine(DocsFolder, id + ".md"));

            Assert.StartsWith($"# {id}: {descriptor.Title}", page, StringComparison.Ordinal);
            Assert.Contains($"| Default severity | {descriptor.DefaultSeverity} |", page, StringComparison.Ordinal);
            Assert.Contains($"| Category | {descriptor.Category} |", page, StringComparison.Ordinal);
            foreach (var section in new[] { "## Cause", "## Rule description", "## How to fix", "## Examples", "## How to configure or suppress", "## Related rules" })
            {
                Assert.Contains(section, page, StringComparison.Ordinal);
            }

            Assert.Contains($"dotnet_diagnostic.{id}.severity", page, StringComparison.Ordinal);
            Assert.Contains("**From the command line**:", page, StringComparison.Ordinal);
            Assert.Matches($"logperf (fix|check) --diagnostics {id}", page);
        }

        [Fact]
        public void Every_rule_page_belongs_to_a_rule()
        {
            var pages = Directory.GetFiles(DocsFolder, "*.md").Select(Path.GetFileNameWithoutExtension);

            Assert.Equal(RuleCatalog.DeclaredIds.OrderBy(i => i), pages.OrderBy(p => p));
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.DescriptorData), MemberType = typeof(RuleCatalog))]
        public void Release_tracking_lists_the_rule_with_its_category_and_severity(string id)
        {
            var descriptor = RuleCatalog.Descriptor(id);
            var line = Assert.Single(UnshippedReleaseLines, l => l.StartsWith(id + " ", StringComparison.Ordinal));

            var cells = line.Split('|').Select(c => c.Trim()).ToArray();
            Assert.Equal(descriptor.Category, cells[1]);
            Assert.Equal(descriptor.DefaultSeverity.ToString(), cells[2]);
            Assert.Contains($"docs/rules/{id}.md", cells[3], StringComparison.Ordinal);
        }

        /// <summary>Findable by id: typing the id in a file finder gives the analyzer, the fixer, the page and the tests.</summary>
        [Theory]
        [MemberData(nameof(RuleCatalog.DescriptorData), MemberType = typeof(RuleCatalog))]
        public void Every_rule_has_tests_named_by_its_id(string id)
        {
            var testClasses = typeof(RuleCatalogTests).Assembly.GetTypes()
                .Where(t => t.Namespace == "LogPerf.Analyzers.Tests.Rules" && t.Name.StartsWith(id, StringComparison.Ordinal) && t.Name.EndsWith("Tests", StringComparison.Ordinal));

            Assert.NotEmpty(testClasses);
            Assert.Contains(RuleCatalog.AnalyzerTypes, t => t.Name.StartsWith(id, StringComparison.Ordinal));
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.AnalyzerData), MemberType = typeof(RuleCatalog))]
        public void Analyzers_are_sealed_csharp_analyzers(string name)
        {
            var type = RuleCatalog.AnalyzerTypes.Single(t => t.Name == name);

            Assert.True(type.IsSealed, $"{name} is not sealed");
            Assert.Contains(LanguageNames.CSharp, type.GetCustomAttribute<DiagnosticAnalyzerAttribute>()!.Languages);
        }

        [Fact]
        public void Fixers_fix_declared_ids_and_accept_config_files()
        {
            foreach (var type in RuleCatalog.FixerTypes)
            {
                var fixer = (CodeFixProvider)Activator.CreateInstance(type)!;
                Assert.All(fixer.FixableDiagnosticIds, id => Assert.Contains(id, RuleCatalog.DeclaredIds));

                var export = type.GetCustomAttribute<ExportCodeFixProviderAttribute>()!;
                Assert.Contains(nameof(TextDocumentKind.AdditionalDocument), export.DocumentKinds);
                Assert.Contains(nameof(TextDocumentKind.Document), export.DocumentKinds);
                Assert.NotNull(fixer.GetFixAllProvider());
            }
        }
    }
}
