using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>A diagnostic line, as logperf prints it or as <c>dotnet build</c> prints it, with its file made absolute.</summary>
    public sealed record ReportedDiagnostic(string Path, int Line, int Column, string Severity, string Id)
    {
        private static readonly Regex ToolLine = new(@"^(?<file>.+)\((?<line>\d+),(?<column>\d+)\): (?<severity>error|warning|info) (?<id>LP\d{4}): ", RegexOptions.Compiled);

        private static readonly Regex BuildLine = new(@"^\s*(?<file>.+)\((?<line>\d+),(?<column>\d+)\): (?<severity>error|warning) (?<id>LP\d{4}): .*\[(?<project>[^\]]+)\]\s*$", RegexOptions.Compiled);

        /// <summary>The LP lines of logperf's output; paths are relative to the folder it ran in.</summary>
        public static IReadOnlyList<ReportedDiagnostic> FromTool(IEnumerable<string> lines, string workingDirectory) =>
            lines.Select(l => ToolLine.Match(l)).Where(m => m.Success).Select(m => Create(m, workingDirectory)).ToList();

        /// <summary>The LP lines of a build's output, each once (MSBuild repeats warnings in its summary).</summary>
        public static IReadOnlyList<ReportedDiagnostic> FromBuild(IEnumerable<string> lines, string workingDirectory) =>
            lines.Select(l => BuildLine.Match(l)).Where(m => m.Success).Select(m => Create(m, workingDirectory)).Distinct().ToList();

        public static string Describe(IEnumerable<ReportedDiagnostic> diagnostics) =>
            string.Join(Environment.NewLine, diagnostics.OrderBy(d => d.ToString(), StringComparer.Ordinal));

        private static ReportedDiagnostic Create(Match match, string workingDirectory) => new(
            System.IO.Path.GetFullPath(System.IO.Path.Combine(workingDirectory, match.Groups["file"].Value.Trim())),
            int.Parse(match.Groups["line"].Value),
            int.Parse(match.Groups["column"].Value),
            match.Groups["severity"].Value,
            match.Groups["id"].Value);
    }
}
