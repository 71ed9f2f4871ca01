using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using LogPerf.Tool.Analysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Output
{
    /// <summary>Findings as a SARIF 2.1.0 log (one run), for code-scanning services and IDE viewers.</summary>
    internal static class SarifReport
    {
        public static void Write(Stream stream, IReadOnlyList<Finding> findings, LogPerfComponents components, ISet<string> fixableIds)
        {
            using var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true });
            json.WriteStartObject();
            json.WriteString("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
            json.WriteString("version", "2.1.0");
            json.WriteStartArray("runs");
            json.WriteStartObject();

            json.WriteStartObject("tool");
            json.WriteStartObject("driver");
            json.WriteString("name", "logperf");
            json.WriteString("semanticVersion", Version());
            json.WriteString("informationUri", "https://github.com/logperf/LogPerf");
            json.WriteStartArray("rules");
            var ruleIds = findings.Select(f => f.Id).Distinct().OrderBy(id => id, StringComparer.Ordinal).ToList();
            foreach (var id in ruleIds)
            {
                var descriptor = components.Descriptors[id];
                json.WriteStartObject();
                json.WriteString("id", id);
                json.WriteStartObject("shortDescription");
                json.WriteString("text", descriptor.Title.ToString());
                json.WriteEndObject();
                if (descriptor.Description.ToString() is { Length: > 0 } description)
                {
                    json.WriteStartObject("fullDescription");
                    json.WriteString("text", description);
                    json.WriteEndObject();
                }

                if (descriptor.HelpLinkUri is { Length: > 0 } help)
                {
                    json.WriteString("helpUri", help);
                }

                json.WriteStartObject("defaultConfiguration");
                json.WriteString("level", Level(descriptor.DefaultSeverity));
                json.WriteEndObject();
                json.WriteStartObject("properties");
                json.WriteString("category", descriptor.Category);
                json.WriteBoolean("fixable", fixableIds.Contains(id));
                json.WriteEndObject();
                json.WriteEndObject();
            }

            json.WriteEndArray();
            json.WriteEndObject();
            json.WriteEndObject();

            json.WriteStartArray("results");
            foreach (var finding in findings)
            {
                json.WriteStartObject();
                json.WriteString("ruleId", finding.Id);
                json.WriteNumber("ruleIndex", ruleIds.IndexOf(finding.Id));
                json.WriteString("level", Level(finding.Severity));
                json.WriteStartObject("message");
                json.WriteString("text", finding.Message);
                json.WriteEndObject();
                if (finding.Path.Length > 0)
                {
                    var span = finding.Span;
                    json.WriteStartArray("locations");
                    json.WriteStartObject();
                    json.WriteStartObject("physicalLocation");
                    json.WriteStartObject("artifactLocation");
                    json.WriteString("uri", new Uri(finding.Path).AbsoluteUri);
                    json.WriteEndObject();
                    json.WriteStartObject("region");
                    json.WriteNumber("startLine", span.StartLinePosition.Line + 1);
                    json.WriteNumber("startColumn", span.StartLinePosition.Character + 1);
                    json.WriteNumber("endLine", span.EndLinePosition.Line + 1);
                    json.WriteNumber("endColumn", span.EndLinePosition.Character + 1);
                    json.WriteEndObject();
                    json.WriteEndObject();
                    json.WriteEndObject();
                    json.WriteEndArray();
                }

                json.WriteEndObject();
            }

            json.WriteEndArray();
            json.WriteEndObject();
            json.WriteEndArray();
            json.WriteEndObject();
        }

        private static string Level(DiagnosticSeverity severity) => severity switch
        {
            DiagnosticSeverity.Error => "error",
            DiagnosticSeverity.Warning => "warning",
            DiagnosticSeverity.Info => "note",
            _ => "none",
        };

        private static string Version() =>
            typeof(SarifReport).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0] ?? "0.0.0";
    }
}
