using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    /// <summary>What a rule sees of one additional file that holds log4net configuration.</summary>
    public readonly struct ConfigFileContext
    {
        private readonly AdditionalText _additionalFile;
        private readonly Action<Diagnostic> _report;

        public ConfigFileContext(AdditionalText additionalFile, Action<Diagnostic> report, SourceText text, ConfigFile file, TypeNameResolver types)
        {
            _additionalFile = additionalFile;
            _report = report;
            Text = text;
            File = file;
            Types = types;
        }

        public SourceText Text { get; }

        /// <summary>The additional file's path, as the build gave it.</summary>
        public string Path => _additionalFile.Path;

        public ConfigFile File { get; }

        public TypeNameResolver Types { get; }

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, params object[] messageArgs) =>
            Report(descriptor, span, ImmutableDictionary<string, string?>.Empty, messageArgs);

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, ImmutableDictionary<string, string?> properties, params object[] messageArgs) =>
            Report(descriptor, span, Contracts.FixData.From(properties), messageArgs);

        /// <summary>A diagnostic with the data its fixer reads (spans of this file as additional locations).</summary>
        public void Report(DiagnosticDescriptor descriptor, TextSpan span, Contracts.FixData data, params object[] messageArgs) =>
            _report(ConfigLocations.CreateDiagnostic(descriptor, _additionalFile, Text, span, data, File.Error != null, messageArgs));
    }
}
