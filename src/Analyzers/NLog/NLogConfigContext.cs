using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>What an NLog rule sees of one additional file that holds NLog configuration.</summary>
    public readonly struct NLogConfigContext
    {
        private readonly ConfigFileReporter _reporter;
        private readonly NLogTypeResolver _resolver;

        public NLogConfigContext(AdditionalText additionalFile, Action<Diagnostic> report, SourceText text, NLogConfigFile file, NLogTypeResolver resolver)
        {
            _reporter = new ConfigFileReporter(additionalFile, text, report, broken: file.Error != null && file.IsXml);
            _resolver = resolver;
            Text = text;
            File = file;
        }

        public SourceText Text { get; }

        public NLogConfigFile File { get; }

        public NLogSymbols Symbols => _resolver.Symbols;

        /// <summary>The section's targets, types and rule reach, built once and shared by every rule.</summary>
        public NLogGraph GraphOf(NLogSection section) => NLogGraph.For(section, _resolver);

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, ImmutableDictionary<string, string?> properties, params object[] messageArgs) =>
            Report(descriptor, span, Diagnostics.FixData.From(properties), messageArgs);

        /// <summary>A diagnostic with the data its fixer reads (spans of this file as additional locations).</summary>
        public void Report(DiagnosticDescriptor descriptor, TextSpan span, Diagnostics.FixData data, params object[] messageArgs) =>
            _reporter.Report(descriptor, span, data, messageArgs);
    }
}
