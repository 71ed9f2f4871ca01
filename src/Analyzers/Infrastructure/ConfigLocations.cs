using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    internal static class ConfigLocations
    {
        public static Location Create(AdditionalText file, SourceText text, TextSpan span) =>
            Location.Create(file.Path, span, text.Lines.GetLinePositionSpan(span));
    }
}
