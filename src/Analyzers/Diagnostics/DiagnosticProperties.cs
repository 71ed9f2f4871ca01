using System.Collections.Immutable;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>Diagnostic properties every rule may set for its fixer.</summary>
    public static class DiagnosticProperties
    {
        /// <summary>"true" when the compilation references LogPerf.Appenders, so fixes that write its types would load.</summary>
        public const string AppendersReferenced = "LogPerfAppenders";

        private static readonly ImmutableDictionary<string, string?> WithAppenders = ImmutableDictionary<string, string?>.Empty.Add(AppendersReferenced, "true");

        /// <summary>One shared instance per answer: rules ask for every diagnostic of a config that may hold thousands.</summary>
        public static ImmutableDictionary<string, string?> Appenders(bool referenced) =>
            referenced ? WithAppenders : ImmutableDictionary<string, string?>.Empty;
    }
}
