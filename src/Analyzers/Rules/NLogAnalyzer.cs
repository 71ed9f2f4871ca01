using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// The start every NLog rule shares: concurrent, generated code skipped, and nothing registered when the
    /// compilation does not reference NLog (symbols are resolved once per compilation).
    /// </summary>
    public abstract class NLogAnalyzer : DiagnosticAnalyzer
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
                // Decided from the references' metadata first: a compilation without NLog binds nothing here.
                if (TypeLookup.IsReferenced(start.Compilation, NLogSymbols.AssemblyName) && NLogSymbols.For(start.Compilation) is { } symbols)
                {
                    Start(start, symbols);
                }
            });
        }

        /// <summary>Registers the rule's actions for a compilation that references NLog.</summary>
        protected abstract void Start(CompilationStartAnalysisContext start, NLogSymbols symbols);
    }
}
