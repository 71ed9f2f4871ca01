using System.Collections.Immutable;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>Diagnostic properties every rule may set for its fixer.</summary>
    public static class DiagnosticProperties
    {
        /// <summary>"true" when the compilation references LogPerf.Appenders, so fixes that write its types would load.</summary>
        public const string AppendersReferenced = "LogPerfAppenders";

        /// <summary>
        /// "true" on a diagnostic in a config file that is not well-formed XML (LP0102): the library loads nothing from it,
        /// so no fix is offered there; the file is to be repaired by hand first.
        /// </summary>
        public const string NotWellFormed = "ConfigNotWellFormed";

        /// <summary>The properties with <see cref="NotWellFormed"/> added when <paramref name="broken"/>.</summary>
        public static ImmutableDictionary<string, string?> MarkBroken(ImmutableDictionary<string, string?> properties, bool broken) =>
            broken ? properties.SetItem(NotWellFormed, "true") : properties;

        /// <summary>Whether the analyzer saw LogPerf.Appenders referenced (<see cref="AppendersReferenced"/>).</summary>
        public static bool HasAppendersReferenced(Microsoft.CodeAnalysis.Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(AppendersReferenced, out var value) && value == "true";

        /// <summary>Whether the diagnostic is in a config file that is not well-formed XML (<see cref="NotWellFormed"/>).</summary>
        public static bool IsInNotWellFormedFile(Microsoft.CodeAnalysis.Diagnostic diagnostic) =>
            diagnostic.Properties.TryGetValue(NotWellFormed, out var value) && value == "true";

        private static readonly ImmutableDictionary<string, string?> WithAppenders = ImmutableDictionary<string, string?>.Empty.Add(AppendersReferenced, "true");

        /// <summary>One shared instance per answer: rules ask for every diagnostic of a config that may hold thousands.</summary>
        public static ImmutableDictionary<string, string?> Appenders(bool referenced) =>
            referenced ? WithAppenders : ImmutableDictionary<string, string?>.Empty;
    }
}
