using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0208: NLog.config (or nlog.config) holding an NLog configuration, in an executable whose build does not copy it to
    /// the output (<see cref="CopyToOutput"/>): NLog looks for it in the application's folder.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0208NLogConfigNotCopiedAnalyzer : NLogAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogConfigNotCopied);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            if (!CopyToOutput.IsExecutable(start.Compilation))
            {
                return;
            }

            start.RegisterAdditionalFileAction(context =>
            {
                var name = ConfigFileNames.Of(context.AdditionalFile.Path);
                if (!name.Equals("nlog.config", StringComparison.OrdinalIgnoreCase)
                    || !CopyToOutput.IsKnownNotCopied(context.Options, context.AdditionalFile)
                    || context.AdditionalFile.GetText(context.CancellationToken) is not { } text)
                {
                    return;
                }

                var file = NLogConfigParser.Parse(text);
                if (file.HasNLog)
                {
                    context.ReportDiagnostic(Diagnostic.Create(Descriptors.NLogConfigNotCopied, ConfigLocations.Create(context.AdditionalFile, text, NLogElementName(text)), name));
                }
            });
        }

        /// <summary>The name of the first &lt;nlog&gt; element (the section keeps no span of its own), or the file's start.</summary>
        private static Microsoft.CodeAnalysis.Text.TextSpan NLogElementName(Microsoft.CodeAnalysis.Text.SourceText text)
        {
            var index = Formats.ConfigContent.Of(text).IndexOf("<nlog", StringComparison.OrdinalIgnoreCase);
            return index >= 0 ? new Microsoft.CodeAnalysis.Text.TextSpan(index + 1, 4) : default;
        }
    }
}
