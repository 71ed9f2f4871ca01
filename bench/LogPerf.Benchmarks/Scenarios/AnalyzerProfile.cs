using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Linq;
using LogPerf.Benchmarks.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 6's profile (log4net referenced): the same analysis with each LogPerf analyzer alone, and with
    /// an analyzer whose only work is a no-op operation action (what building IOperation trees costs by
    /// itself); median of a few runs each, and the diagnostics each analyzer reported.
    /// </summary>
    internal static class AnalyzerProfile
    {
        public static void Run(Report report, int runs)
        {
            AnalyzerWorkload workload = AnalyzerWorkload.Create();
            ImmutableArray<DiagnosticAnalyzer> ours = AnalyzerWorkload.LogPerfAnalyzers();
            var cases = new List<(string Name, string Ids, ImmutableArray<DiagnosticAnalyzer> Set)>
            {
                ("empty analyzer (baseline)", "–", ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer())),
                ("no-op operation action on invocations", "–", ImmutableArray.Create<DiagnosticAnalyzer>(new NoOpOperationAnalyzer())),
                ("all LogPerf analyzers", "all", ours),
            };
            cases.AddRange(ours.Select(a => (a.GetType().Name, string.Join(",", a.SupportedDiagnostics.Select(d => d.Id).Distinct()), ImmutableArray.Create(a))));
            // Warm-up: JIT and tier up Roslyn and the analyzers before anything is timed.
            for (int i = 0; i < 2; i++)
            {
                workload.WithAnalyzers(true, cases[0].Set).GetAllDiagnosticsAsync().GetAwaiter().GetResult();
                workload.WithAnalyzers(true, ours).GetAllDiagnosticsAsync().GetAwaiter().GetResult();
            }

            // Roslyn keeps getting faster for many analyses on 2 cores (tiering), so the cases run round-robin,
            // one analysis each per round, and each case's median is taken over the rounds.
            var times = cases.Select(_ => new List<double>()).ToArray();
            var found = new int[cases.Count];
            for (int round = 0; round < runs; round++)
            {
                for (int c = 0; c < cases.Count; c++)
                {
                    var clock = Stopwatch.StartNew();
                    ImmutableArray<Diagnostic> all = workload.WithAnalyzers(true, cases[c].Set).GetAllDiagnosticsAsync().GetAwaiter().GetResult();
                    times[c].Add(clock.Elapsed.TotalMilliseconds);
                    found[c] = all.Count(d => d.Id.StartsWith("LP", StringComparison.Ordinal));
                    Console.Error.WriteLine($"  analyzer profile round {round + 1} {cases[c].Name}: {times[c][round]:0} ms");
                }
            }

            double baseline = Stats.Median(times[0]);
            var rows = cases.Select((c, i) => (IReadOnlyList<string>)new[]
            {
                c.Name, c.Ids, Stats.MedianSpread(times[i], Stats.F0), Stats.F0(Stats.Median(times[i]) - baseline), Stats.Ratio(Stats.Median(times[i]), baseline), found[i].ToString(),
            }).ToList();

            report.Line($"Per analyzer (log4net referenced): compiler + that analyzer alone, GetAllDiagnosticsAsync, concurrent analysis, median (min–max) over {runs} rounds (cases round-robin, one analysis each per round) after 2 warm-up analyses, ms; one process after the other scenarios, so absolute times are not comparable with table 6. " +
                        "(logAnalyzerExecutionTime reported 0 for every analyzer with Roslyn 4.5 here, so the cost is measured by difference.)");
            report.Line();
            report.Table(new[] { "analyzer set", "ids", "ms", "Δ vs empty ms", "ratio", "LP diagnostics" }, rows);
        }
    }
}
