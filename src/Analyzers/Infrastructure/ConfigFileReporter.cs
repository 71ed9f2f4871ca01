using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Reports diagnostics located in one additional file, for a rule of either library: spans of its text become locations
    /// in its path, and in a file that could be read only partly each diagnostic is marked broken (no fix is offered there).
    /// </summary>
    public readonly struct ConfigFileReporter
    {
        private readonly AdditionalText _file;
        private readonly SourceText _text;
        private readonly Action<Diagnostic> _report;
        private readonly bool _broken;
        private readonly SharedProperties _properties;

        public ConfigFileReporter(AdditionalText file, SourceText text, Action<Diagnostic> report, bool broken)
        {
            _file = file;
            _text = text;
            _report = report;
            _broken = broken;
            _properties = new SharedProperties();
        }

        /// <summary>The additional file's path, as the build gave it.</summary>
        public string Path => _file.Path;

        /// <summary>A diagnostic at <paramref name="span"/> with the data its fixer reads (spans of this file as additional locations).</summary>
        public void Report(DiagnosticDescriptor descriptor, TextSpan span, Diagnostics.FixData data, object[] messageArgs) =>
            _report(ConfigLocations.CreateDiagnostic(descriptor, _file, _text, span, data, _broken, _properties, messageArgs));
    }
}
