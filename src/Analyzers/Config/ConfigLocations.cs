using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    internal static class ConfigLocations
    {
        public static Location Create(AdditionalText file, SourceText text, TextSpan span) =>
            Location.Create(file.Path, span, text.Lines.GetLinePositionSpan(span));

        /// <summary>Locations in the same file, or null for none (what Diagnostic.Create takes for no additional locations).</summary>
        public static Location[]? Create(AdditionalText file, SourceText text, ImmutableArray<TextSpan> spans)
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
