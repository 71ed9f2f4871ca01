using System.Collections.Immutable;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>Diagnostic properties every rule may set for its fixer.</summary>
    public static class DiagnosticProperties
    {
        /// <summary>"true" when the compilation references LogPerf.Appenders, so fixes that write its types would load.</summary>
        public const string AppendersReferenced = "LogPerfAppenders";

        public static ImmutableDictionary<string, string?> Appenders(bool referenced) =>
            referenced ? ImmutableDictionary<string, string?>.Empty.Add(AppendersReferenced, "true") : ImmutableDictionary<string, string?>.Empty;
    }
}
