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
        private readonly Diagnostics.SharedProperties _properties;

        public ConfigFileContext(AdditionalText additionalFile, Action<Diagnostic> report, SourceText text, ConfigFile file, TypeNameResolver types)
        {
            _additionalFile = additionalFile;
            _report = report;
            _properties = new Diagnostics.SharedProperties();
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
            Report(descriptor, span, ImmutableArray<TextSpan>.Empty, properties, messageArgs);

        /// <summary>A diagnostic with more spans of the same file its fixer needs (as additional locations).</summary>
        public void Report(
            DiagnosticDescriptor descriptor, TextSpan span, ImmutableArray<TextSpan> additionalSpans, ImmutableDictionary<string, string?> properties, params object[] messageArgs)
        {
            var additionalLocations = additionalSpans.IsEmpty ? null : new Location[additionalSpans.Length];
            for (var i = 0; i < additionalSpans.Length; i++)
            {
                additionalLocations![i] = ConfigLocations.Create(_additionalFile, Text, additionalSpans[i]);
            }

            _report(Diagnostic.Create(descriptor, ConfigLocations.Create(_additionalFile, Text, span), additionalLocations, _properties.Intern(Diagnostics.DiagnosticProperties.MarkBroken(properties, File.Error != null)), messageArgs));
        }
    }
}
