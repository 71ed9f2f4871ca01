using System.Collections.Immutable;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>
    /// Test-only analyzer that needs no log4net: it reports every appender's start tag through the same
    /// config pipeline as the rules (ConfigFileActions, the parse cache, locations), so the harness can be checked.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class AppenderProbeAnalyzer : DiagnosticAnalyzer
    {
#pragma warning disable RS2008 // A test-only rule: never released, so there is no release to track.
        public static readonly DiagnosticDescriptor Rule = new DiagnosticDescriptor(
            "PROBE01", "Appender", "Appender '{0}'", "Test", DiagnosticSeverity.Warning, isEnabledByDefault: true);
#pragma warning restore RS2008

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(Rule);

        public override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
            context.RegisterCompilationStartAction(start => ConfigFileActions.Register(start, config =>
            {
                foreach (var section in config.File.Sections)
                {
                    foreach (var appender in section.Appenders)
                    {
                        config.Report(Rule, appender.Node.StartTagSpan, appender.Name ?? "?");
                    }
                }
            }));
        }
    }
}
