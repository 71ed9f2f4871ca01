using System;
using System.Collections.Immutable;
using System.Threading;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0016: a standalone log4net config file (not App.config or Web.config, which the build and IIS place themselves) of an
    /// executable, that the source loads from the application's folder — a loader (XmlConfigurator, AddLog4Net, UseLog4Net)
    /// and the file's name in quotes, or AddLog4Net with its default "log4net.config" — and that the build does not copy to
    /// the output (<see cref="CopyToOutput"/>).
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0016ConfigNotCopiedAnalyzer : Log4NetAnalyzer
    {
        private static readonly string[] Loaders = { "XmlConfigurator", "AddLog4Net", "UseLog4Net" };

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ConfigNotCopied);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            if (!CopyToOutput.IsExecutable(start.Compilation))
            {
                return;
            }

            var compilation = start.Compilation;
            var loaders = new Lazy<SourceWords>(() => SourceWords.Scan(compilation, Loaders, CancellationToken.None));
            start.RegisterAdditionalFileAction(context =>
            {
                var name = ConfigFileNames.Of(context.AdditionalFile.Path);
                if (name.Equals("app.config", StringComparison.OrdinalIgnoreCase) || name.Equals("web.config", StringComparison.OrdinalIgnoreCase)
                    || !CopyToOutput.IsKnownNotCopied(context.Options, context.AdditionalFile)
                    || !loaders.Value.ContainsAny(Loaders)
                    || context.AdditionalFile.GetText(context.CancellationToken) is not { } text)
                {
                    return;
                }

                var file = ConfigFileParser.Parse(text);
                if (!file.HasLog4Net || LoadedBy(compilation, name, loaders.Value) is not { } loader)
                {
                    return;
                }

                var section = file.Sections[0].Node;
                var span = new TextSpan(section.StartTagSpan.Start + 1, Log4NetConfig.SectionElement.Length);
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.ConfigNotCopied, ConfigLocations.Create(context.AdditionalFile, text, span), name, loader));
            });
        }

        /// <summary>The loader that names this file (its name in quotes, a path ending in it, beside a loader word), or AddLog4Net's default.</summary>
        private static string? LoadedBy(Compilation compilation, string name, SourceWords loaders)
        {
            var quoted = SourceWords.Scan(compilation, new[] { name + "\"" }, CancellationToken.None);
            if (quoted.Contains(name + "\""))
            {
                foreach (var loader in Loaders)
                {
                    if (loaders.Contains(loader))
                    {
                        return loader;
                    }
                }
            }

            return name.Equals("log4net.config", StringComparison.OrdinalIgnoreCase) && loaders.Contains("AddLog4Net") ? "AddLog4Net (its default file name)" : null;
        }
    }
}
