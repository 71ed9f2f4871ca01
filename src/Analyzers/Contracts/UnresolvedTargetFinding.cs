using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0204's contract (configs): the one close name (a target name or a type alias) to write over the diagnostic's
    /// span, and whether it goes inside a JSON string (escaped as JSON) or XML.
    /// </summary>
    public sealed class UnresolvedTargetFinding
    {
        private const string SuggestionKey = "Suggestion";
        private const string FormKey = "SuggestionForm";

        public UnresolvedTargetFinding(string suggestion, bool isJson)
        {
            Suggestion = suggestion;
            IsJson = isJson;
        }

        public string Suggestion { get; }

        public bool IsJson { get; }

        public FixData WriteTo(FixData data) => data.With(SuggestionKey, Suggestion).With(FormKey, IsJson ? "json" : "xml");

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out UnresolvedTargetFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.Value(SuggestionKey) is { } suggestion ? new UnresolvedTargetFinding(suggestion, data.Value(FormKey) == "json") : null;
            return finding != null;
        }
    }
}
