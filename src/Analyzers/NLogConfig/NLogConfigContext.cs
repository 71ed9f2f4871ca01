using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Config;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLogConfig
{
    /// <summary>What an NLog rule sees of one additional file that holds NLog configuration.</summary>
    public readonly struct NLogConfigContext
    {
        private readonly AdditionalText _additionalFile;
        private readonly Action<Diagnostic> _report;
        private readonly NLogTypeResolver _resolver;
        private readonly Diagnostics.SharedProperties _properties;

        public NLogConfigContext(AdditionalText additionalFile, Action<Diagnostic> report, SourceText text, NLogConfigFile file, NLogTypeResolver resolver)
        {
            _additionalFile = additionalFile;
            _report = report;
            _resolver = resolver;
            _properties = new Diagnostics.SharedProperties();
            Text = text;
            File = file;
        }

        public SourceText Text { get; }

        public NLogConfigFile File { get; }

        public NLogSymbols Symbols => _resolver.Symbols;

        /// <summary>The section's targets, types and rule reach, built once and shared by every rule.</summary>
        public NLogGraph GraphOf(NLogSection section) => NLogGraph.For(section, _resolver);

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, ImmutableDictionary<string, string?> properties, params object[] messageArgs) =>
            _report(Diagnostic.Create(
                descriptor,
                ConfigLocations.Create(_additionalFile, Text, span),
                _properties.Intern(Diagnostics.DiagnosticProperties.MarkBroken(properties, File.Error != null && File.IsXml)),
                messageArgs));
    }
}
