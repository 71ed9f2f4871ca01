using System.Collections.Immutable;
using BenchmarkDotNet.Attributes;
using LogPerf.Benchmarks.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 6: analysis of the generated project (compiler diagnostics + analyzer diagnostics, as a build
    /// computes them) with all LogPerf analyzers against an analyzer that registers nothing; with and without
    /// log4net referenced. Each operation builds a fresh compilation from the same parsed trees.
    /// </summary>
    [MemoryDiagnoser]
    public class AnalyzerCostBenchmarks
    {
        private AnalyzerWorkload? _workload;
        private ImmutableArray<DiagnosticAnalyzer> _empty;
        private ImmutableArray<DiagnosticAnalyzer> _ours;

        [Params(true, false)]
        public bool Log4NetReferenced { get; set; }

        [GlobalSetup]
        public void Setup()
        {
            _workload = AnalyzerWorkload.Create();
            _empty = ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer());
            _ours = AnalyzerWorkload.LogPerfAnalyzers();
        }

        [Benchmark(Baseline = true, Description = "compiler + empty analyzer")]
        public int Empty() => _workload!.WithAnalyzers(Log4NetReferenced, _empty).GetAllDiagnosticsAsync().GetAwaiter().GetResult().Length;

        [Benchmark(Description = "compiler + all LogPerf analyzers")]
        public int LogPerf() => _workload!.WithAnalyzers(Log4NetReferenced, _ours).GetAllDiagnosticsAsync().GetAwaiter().GetResult().Length;
    }
}
