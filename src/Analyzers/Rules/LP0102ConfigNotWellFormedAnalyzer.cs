using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0102: a log4net or NLog config file (standalone, or an App.config / Web.config holding a &lt;log4net&gt; or
    /// &lt;nlog&gt; section) that is not well-formed XML, reported at the position where the parser stops. Each file is
    /// parsed by the rules' shared parsers (once per text); a file named for neither library, or one of a library the
    /// compilation does not reference, is left alone. appsettings.json is not this rule's: a broken one stops the
    /// application at startup rather than losing its events quietly.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0102ConfigNotWellFormedAnalyzer : DiagnosticAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ConfigNotWellFormed);

        public override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
            context.RegisterCompilationStartAction(start =>
            {
                var log4Net = TypeLookup.IsReferenced(start.Compilation, Log4NetSymbols.AssemblyName);
                var nlog = TypeLookup.IsReferenced(start.Compilation, NLogSymbols.AssemblyName);
                if (!log4Net && !nlog)
                {
                    return;
                }

                // The rules' own parses, cached per text: this rule adds no parse of its own.
                Func<SourceText, ConfigParseError?> log4NetError = text =>
                    log4Net ? ConfigFileParser.Parse(text).Error : null;
                Func<SourceText, ConfigParseError?> nlogError = text =>
                    nlog && NLogConfigParser.Parse(text) is { IsXml: true, Error: { } error } ? error : null;
                start.RegisterAdditionalFileAction(c => Analyze(c, log4NetError, nlogError));
            });
        }

        private static void Analyze(
            AdditionalFileAnalysisContext context, Func<SourceText, ConfigParseError?> log4NetErrorOf, Func<SourceText, ConfigParseError?> nlogErrorOf)
        {
            if (context.AdditionalFile.GetText(context.CancellationToken) is not { } text)
            {
                return;
            }

            var log4NetError = log4NetErrorOf(text);
            var nlogError = nlogErrorOf(text);

            if ((log4NetError ?? nlogError) is not { } parseError)
            {
                return;
            }

            var library = log4NetError != null && nlogError != null ? "log4net and NLog" : log4NetError != null ? "log4net" : "NLog";
            var name = System.IO.Path.GetFileName(context.AdditionalFile.Path);
            var isConfigurationFile = name.Equals("App.config", StringComparison.OrdinalIgnoreCase)
                || name.Equals("Web.config", StringComparison.OrdinalIgnoreCase);
            var subject = isConfigurationFile ? $"{name}, read by the .NET configuration system,"
                : $"This {library} configuration";
            var offset = Math.Min(parseError.Offset, text.Length);
            var span = new TextSpan(offset, offset < text.Length && !char.IsWhiteSpace(text[offset]) ? 1 : 0);
            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.ConfigNotWellFormed,
                ConfigLocations.Create(context.AdditionalFile, text, span),
                subject,
                ConfigText.Short(parseError.Message),
                library));
        }
    }
}
