using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Tests.Harness
{
    public sealed record AnalysisResult(
        ImmutableArray<Diagnostic> Diagnostics,
        ImmutableArray<Diagnostic> CompilerErrors,
        ImmutableArray<Exception> AnalyzerExceptions);

    /// <summary>Runs analyzers over a project the way the compiler does, additional files included.</summary>
    public static class AnalyzerRunner
    {
        public static async Task<AnalysisResult> RunAsync(Project project, params DiagnosticAnalyzer[] analyzers) =>
            await RunAsync((await project.GetCompilationAsync())!, project.AnalyzerOptions, analyzers);

        /// <summary>
        /// The analyzers' diagnostics on <paramref name="compilation"/>; an analyzer's exception (AD0001) is collected,
        /// not thrown. An exception out of <see cref="CompilationWithAnalyzers"/> itself propagates.
        /// </summary>
        public static async Task<AnalysisResult> RunAsync(Compilation compilation, AnalyzerOptions analyzerOptions, params DiagnosticAnalyzer[] analyzers)
        {
            var exceptions = new ConcurrentQueue<Exception>();
            var options = new CompilationWithAnalyzersOptions(
                analyzerOptions,
                onAnalyzerException: (exception, _, _) => exceptions.Enqueue(exception),
                concurrentAnalysis: true,
                logAnalyzerExecutionTime: false);
            var withAnalyzers = compilation.WithAnalyzers(analyzers.ToImmutableArray(), options);
            var diagnostics = await withAnalyzers.GetAnalyzerDiagnosticsAsync();
            var errors = compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToImmutableArray();
            var analyzerFailures = diagnostics.Where(d => d.Id == "AD0001").ToImmutableArray();
            return new AnalysisResult(
                diagnostics.Except(analyzerFailures).ToImmutableArray(),
                errors,
                exceptions.ToImmutableArray().AddRange(analyzerFailures.Select(d => new InvalidOperationException(d.GetMessage()))));
        }
    }
}
