using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    internal static class ConfigLocations
    {
        public static Location Create(AdditionalText file, SourceText text, TextSpan span) =>
            Location.Create(file.Path, span, text.Lines.GetLinePositionSpan(span));

        /// <summary>
        /// A diagnostic in a config file with the data its fixer reads (the data's spans as additional locations in the same
        /// file), marked <see cref="Diagnostics.DiagnosticProperties.NotWellFormed"/> when the file is not well-formed XML; its
        /// properties are the instance <paramref name="shared"/> holds for what the rule wrote.
        /// </summary>
        public static Diagnostic CreateDiagnostic(
            DiagnosticDescriptor descriptor, AdditionalText file, SourceText text, TextSpan span, Diagnostics.FixData data, bool notWellFormed,
            Diagnostics.SharedProperties shared, object[] messageArgs) =>
            Diagnostic.Create(
                descriptor,
                Create(file, text, span),
                Create(file, text, data.Spans),
                shared.Of(data, notWellFormed),
                messageArgs);

        /// <summary>Locations in the same file, or null for none (what Diagnostic.Create takes for no additional locations).</summary>
        private static Location[]? Create(AdditionalText file, SourceText text, ImmutableArray<TextSpan> spans)
        {
            if (spans.IsEmpty)
            {
                return null;
            }

            var locations = new Location[spans.Length];
            for (var i = 0; i < spans.Length; i++)
            {
                locations[i] = Create(file, text, spans[i]);
            }

            return locations;
        }
    }
}
