using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using LogPerf.Analyzers.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The packages' own READMEs (docs/packages): every link into this repository leads to a page it holds (a README is
    /// read on nuget.org, where only absolute links work), and the LogPerf package's README lists every rule with its
    /// help link, the one the IDE and the build print.
    /// </summary>
    public class PackageReadmeTests
    {
        private const string RepositoryLink = "https://github.com/logperf/LogPerf/";

        private static readonly Regex RepositoryLinks = new Regex(@"https://github\.com/logperf/LogPerf/(blob|tree)/main/([^)\s#""]+)", RegexOptions.CultureInvariant);

        public static TheoryData<string> Readmes() => new TheoryData<string> { "LogPerf.md", "LogPerf.Appenders.md", "LogPerf.Tool.md" };

        [Theory]
        [MemberData(nameof(Readmes))]
        public void Every_link_into_the_repository_resolves_to_a_page_it_holds(string readme)
        {
            var text = File.ReadAllText(Path.Combine(RepositoryRoot.Path, "docs", "packages", readme));
            var links = RepositoryLinks.Matches(text).Select(m => (Kind: m.Groups[1].Value, Path: m.Groups[2].Value)).ToList();

            Assert.NotEmpty(links);
            var broken = links.Where(link => !(link.Kind == "blob" ? File.Exists(Local(link.Path)) : Directory.Exists(Local(link.Path)))).ToList();
            Assert.True(broken.Count == 0, $"{readme} links to what the repository does not hold: {string.Join(", ", broken.Select(b => $"{b.Kind}/main/{b.Path}"))}");
            Assert.DoesNotContain("](docs/", text, StringComparison.Ordinal);
            Assert.DoesNotContain("](../", text, StringComparison.Ordinal);
        }

        /// <summary>The LogPerf package's rule table is written from the catalog, each id linked to its help link.</summary>
        [Fact]
        public void The_LogPerf_package_readme_lists_every_rule_with_its_help_link()
        {
            var table = new System.Text.StringBuilder("| id | what |\n|---|---|\n");
            foreach (var descriptor in RuleCatalog.Descriptors.OrderBy(d => d.Id, StringComparer.Ordinal))
            {
                table.Append($"| [{descriptor.Id}]({descriptor.HelpLinkUri}) | {descriptor.Title} |\n");
            }

            GeneratedSection.Check(
                Path.Combine("docs", "packages", "LogPerf.md"),
                "<!-- rules:begin (generated from the catalog: LOGPERF_UPDATE_DOCS=1 dotnet test --filter PackageReadme) -->",
                "<!-- rules:end -->",
                table.ToString());
        }

        [Theory]
        [MemberData(nameof(RuleCatalog.DescriptorData), MemberType = typeof(RuleCatalog))]
        public void Every_help_link_resolves_to_a_page_of_the_repository(string id)
        {
            var link = RuleCatalog.Descriptor(id).HelpLinkUri;

            Assert.StartsWith(RepositoryLink + "blob/main/", link, StringComparison.Ordinal);
            Assert.True(File.Exists(Local(link.Substring((RepositoryLink + "blob/main/").Length))), $"{id}'s help link {link} leads to no file of the repository");
        }

        private static string Local(string repositoryPath) => Path.Combine(new[] { RepositoryRoot.Path }.Concat(repositoryPath.Split('/')).ToArray());
    }
}
