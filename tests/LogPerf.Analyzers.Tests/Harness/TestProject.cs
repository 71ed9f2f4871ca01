using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>A project's sources and config files, as markup; <see cref="Parsed"/> strips the markers.</summary>
    public sealed class TestProject
    {
        public string Name { get; init; } = "Test";

        public List<(string Path, string Markup)> Sources { get; } = new();

        public List<(string Path, string Markup)> Configs { get; } = new();

        public IEnumerable<(string Path, string Text, IReadOnlyList<ExpectedDiagnostic> Expected)> ParsedSources =>
            Sources.Select(s => Parsed(s.Path, s.Markup));

        public IEnumerable<(string Path, string Text, IReadOnlyList<ExpectedDiagnostic> Expected)> ParsedConfigs =>
            Configs.Select(c => Parsed(c.Path, c.Markup));

        private static (string, string, IReadOnlyList<ExpectedDiagnostic>) Parsed(string path, string markup)
        {
            var (text, expected) = Markup.Parse(markup);
            return (path, text, expected);
        }
    }
}
