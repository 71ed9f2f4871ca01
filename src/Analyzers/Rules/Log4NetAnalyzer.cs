using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// The start every rule shares: concurrent, generated code skipped, and nothing registered when the compilation does
    /// not reference log4net, decided from the references' metadata alone. Rules resolve the known types on first use in
    /// their actions (<see cref="Log4NetSymbolsSource"/>), once per compilation.
    /// </summary>
    public abstract class Log4NetAnalyzer : DiagnosticAnalyzer
    {
        public sealed override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            // Generated code is not analyzed (no Analyze flag), so no diagnostic can come from it; ReportDiagnostics spares
            // Roslyn from re-checking each reported location, which scans every token of the file (and binds its declarations
            // when it names GeneratedCode) on the first diagnostic in that file.
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
            context.RegisterCompilationStartAction(start =>
            {
                if (TypeLookup.IsReferenced(start.Compilation, Log4NetSymbols.AssemblyName))
                {
                    Start(start, new Log4NetSymbolsSource(start.Compilation));
                }
            });
        }

        /// <summary>Registers the rule's actions for a compilation that references log4net.</summary>
        protected abstract void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source);
    }
}
