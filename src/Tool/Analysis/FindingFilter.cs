using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Analysis
{
    /// <summary>
    /// Which findings a command reports and fixes: those at or above the minimum severity (after the user's own severity
    /// settings), and, when ids are named, only those ids — at any severity the user's settings left them.
    /// </summary>
    internal sealed class FindingFilter
    {
        private readonly DiagnosticSeverity _minimum;
        private readonly ImmutableHashSet<string> _ids;

        public FindingFilter(DiagnosticSeverity minimum, ImmutableHashSet<string> ids)
        {
            _minimum = minimum;
            _ids = ids;
        }

        public bool Includes(Finding finding) =>
            _ids.IsEmpty
                ? finding.Severity >= _minimum
                : _ids.Contains(finding.Id) && finding.Severity >= DiagnosticSeverity.Info;

        /// <summary>True when rule ids were named (--diagnostics): the filter then leaves out every other rule.</summary>
        public bool NamesRules => !_ids.IsEmpty;

        /// <summary>The findings at or above the minimum severity of the rules this filter leaves out (none when it names no rule).</summary>
        public bool IncludesAsOtherRule(Finding finding) => NamesRules && !_ids.Contains(finding.Id) && finding.Severity >= _minimum;

        public static DiagnosticSeverity ParseSeverity(string value) => value.ToLowerInvariant() switch
        {
            "error" => DiagnosticSeverity.Error,
            "warning" or "warn" => DiagnosticSeverity.Warning,
            "info" or "suggestion" => DiagnosticSeverity.Info,
            _ => throw new ArgumentException($"unknown severity '{value}': use error, warning or info"),
        };

        public static ImmutableHashSet<string> ParseIds(string[]? values) =>
            (values ?? Array.Empty<string>())
                .SelectMany(v => v.Split(new[] { ',', ';', ' ' }, StringSplitOptions.RemoveEmptyEntries))
                .Select(v => v.Trim().ToUpperInvariant())
                .ToImmutableHashSet(StringComparer.Ordinal);
    }
}
