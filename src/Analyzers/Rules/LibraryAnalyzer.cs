using System;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// The start every rule shares, whichever library it judges: concurrent, generated code skipped, and nothing
    /// registered when the compilation does not reference the library, decided from the references' metadata alone. The
    /// rule gets the library's known-type table through a source that resolves it once per compilation, when first asked.
    /// </summary>
    public abstract class LibraryAnalyzer<TSource> : DiagnosticAnalyzer
    {
        private readonly string _assemblyName;
        private readonly Func<Compilation, TSource> _source;

        private protected LibraryAnalyzer(string assemblyName, Func<Compilation, TSource> source)
        {
            _assemblyName = assemblyName;
            _source = source;
        }

        public sealed override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            // Generated code is not analyzed (no Analyze flag), so no diagnostic can come from it; ReportDiagnostics spares
            // Roslyn from re-checking each reported location, which scans every token of the file (and binds its declarations
            // when it names GeneratedCode) on the first diagnostic in that file.
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
            context.RegisterCompilationStartAction(start =>
            {
                if (TypeLookup.IsReferenced(start.Compilation, _assemblyName))
                {
                    Start(start, _source(start.Compilation));
                }
            });
        }

        /// <summary>Registers the rule's actions for a compilation that references the library.</summary>
        protected abstract void Start(CompilationStartAnalysisContext start, TSource source);
    }
}
