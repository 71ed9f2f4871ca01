using LogPerf.CodeFixes.Fixing;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using LogPerf.Tool.Analysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Output
{
    /// <summary>Findings as the build prints them: <c>file(line,col): severity id: message</c>.</summary>
    internal static class TextReport
    {
        public static string Line(Finding finding)
        {
            var where = finding.Path.Length == 0
                ? "logperf"
                : $"{DisplayPath.For(finding.Path)}({finding.Span.StartLinePosition.Line + 1},{finding.Span.StartLinePosition.Character + 1})";
            return $"{where}: {SeverityWord(finding.Severity)} {finding.Id}: {finding.Message}";
        }

        public static void Write(TextWriter writer, IEnumerable<Finding> findings)
        {
            foreach (var finding in findings)
            {
                writer.WriteLine(Line(finding));
            }
        }

        /// <summary>"2 warnings, 1 info" — counts by severity, most severe first.</summary>
        public static string Counts(IReadOnlyCollection<Finding> findings)
        {
            if (findings.Count == 0)
            {
                return "no diagnostics";
            }

            return string.Join(", ", findings.GroupBy(f => f.Severity).OrderByDescending(g => g.Key).Select(g =>
            {
                var count = g.Count();
                var word = SeverityWord(g.Key);
                return $"{count} {(word == "info" || count == 1 ? word : word + "s")}";
            }));
        }

        public static string SeverityWord(DiagnosticSeverity severity) => severity switch
        {
            DiagnosticSeverity.Error => "error",
            DiagnosticSeverity.Warning => "warning",
            DiagnosticSeverity.Info => "info",
            _ => "hidden",
        };
    }
}
