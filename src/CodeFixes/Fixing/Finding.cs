using Microsoft.CodeAnalysis;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>One LogPerf diagnostic, with the project whose compilation reported it (the one whose fixers get it).</summary>
    internal sealed record Finding(Diagnostic Diagnostic, ProjectId Project)
    {
        public string Id => Diagnostic.Id;

        public DiagnosticSeverity Severity => Diagnostic.Severity;

        public FileLinePositionSpan Span => Diagnostic.Location.GetLineSpan();

        /// <summary>The file the diagnostic is in, C# or config; empty for a diagnostic without a location.</summary>
        public string Path => Span.Path ?? string.Empty;

        public string Message => Diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture);

        /// <summary>Equal for the same diagnostic reported by two projects that share the file (or by two target frameworks).</summary>
        public (string Id, string Path, int Start, int Length, string Message) Key =>
            (Id, Path, Diagnostic.Location.SourceSpan.Start, Diagnostic.Location.SourceSpan.Length, Message);
    }
}
