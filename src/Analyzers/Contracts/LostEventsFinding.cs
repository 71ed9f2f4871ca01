using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0009's contract (configs): the value the reported attribute should have (the one appender name a misspelt
    /// appender-ref most likely meant, or a type name without the white space that stops log4net loading it), what it
    /// corrects (TypoFixes.RefKind, RemoveRefKind or TypeKind), and the forwarder in front of the suggested appender that
    /// the corrected ref names instead. The fixer reads the config again: it decides each diagnostic on the text the
    /// earlier ones left (a ref corrected earlier may make a later one's close name already reached).
    /// </summary>
    public sealed class LostEventsFinding
    {
        private const string SuggestionKey = "Suggestion";
        private const string KindKey = "SuggestionKind";
        private const string ViaKey = "Via";

        public LostEventsFinding(string suggestion, string? kind, string? via)
        {
            Suggestion = suggestion;
            Kind = kind;
            Via = via;
        }

        public string Suggestion { get; }

        /// <summary>What <see cref="Suggestion"/> corrects; null reads as a ref.</summary>
        public string? Kind { get; }

        public string? Via { get; }

        public FixData WriteTo(FixData data) => data.With(SuggestionKey, Suggestion).With(KindKey, Kind).With(ViaKey, Via);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out LostEventsFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.Value(SuggestionKey) is { } suggestion ? new LostEventsFinding(suggestion, data.Value(KindKey), data.Value(ViaKey)) : null;
            return finding != null;
        }
    }
}
