using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>What a rule sees of one additional file that holds log4net configuration.</summary>
    public readonly struct ConfigFileContext
    {
        private readonly ConfigFileReporter _reporter;

        public ConfigFileContext(AdditionalText additionalFile, Action<Diagnostic> report, SourceText text, ConfigFile file, TypeNameResolver types)
        {
            _reporter = new ConfigFileReporter(additionalFile, text, report, broken: file.Error != null);
            Text = text;
            File = file;
            Types = types;
        }

        public SourceText Text { get; }

        /// <summary>The additional file's path, as the build gave it.</summary>
        public string Path => _reporter.Path;

        public ConfigFile File { get; }

        public TypeNameResolver Types { get; }

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, params object[] messageArgs) =>
            Report(descriptor, span, ImmutableDictionary<string, string?>.Empty, messageArgs);

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, ImmutableDictionary<string, string?> properties, params object[] messageArgs) =>
            Report(descriptor, span, Diagnostics.FixData.From(properties), messageArgs);

        /// <summary>A diagnostic with the data its fixer reads (spans of this file as additional locations).</summary>
        public void Report(DiagnosticDescriptor descriptor, TextSpan span, Diagnostics.FixData data, params object[] messageArgs) =>
            _reporter.Report(descriptor, span, data, messageArgs);
    }
}
