using LogPerf.Analyzers.Code;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// The start every rule shares: concurrent, generated code skipped, and nothing registered when the
    /// compilation does not reference log4net (symbols are resolved once per compilation).
    /// </summary>
    public abstract class Log4NetAnalyzer : DiagnosticAnalyzer
    {
        public sealed override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
            context.RegisterCompilationStartAction(start =>
            {
                if (Log4NetSymbols.For(start.Compilation) is { } symbols)
                {
                    Start(start, symbols);
                }
            });
        }

        /// <summary>Registers the rule's actions for a compilation that references log4net.</summary>
        protected abstract void Start(CompilationStartAnalysisContext start, Log4NetSymbols symbols);
    }
}
