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
    /// Scenario 6's profile (log4net referenced): the same analysis with each LogPerf analyzer alone, and with an
    /// analyzer whose only work is a no-op operation action (what building IOperation trees costs by itself) or a no-op
    /// syntax-node action (what the driver's per-member node lists cost); median
    /// of a few rounds each, in wall time and in the process's CPU time (steadier than wall time on a shared machine),
    /// and the diagnostics each analyzer reported.
    /// </summary>
    internal static class AnalyzerProfile
    {
        private const int All = 3;

        public static AnalyzerProfileResult Run(Report report, int runs)
        {
            AnalyzerWorkload workload = AnalyzerWorkload.Create();
            ImmutableArray<DiagnosticAnalyzer> ours = AnalyzerWorkload.LogPerfAnalyzers();
            var cases = new List<(string Name, string Ids, ImmutableArray<DiagnosticAnalyzer> Set)>
            {
                ("empty analyzer (baseline)", "–", ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer())),
                ("no-op operation action on invocations", "–", ImmutableArray.Create<DiagnosticAnalyzer>(new NoOpOperationAnalyzer())),
                ("no-op syntax-node action on invocations", "–", ImmutableArray.Create<DiagnosticAnalyzer>(new NoOpSyntaxNodeAnalyzer())),
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
            var wall = cases.Select(_ => new List<double>()).ToArray();
            var cpu = cases.Select(_ => new List<double>()).ToArray();
            var found = new int[cases.Count];
            using var process = Process.GetCurrentProcess();
            for (int round = 0; round < runs; round++)
            {
                for (int c = 0; c < cases.Count; c++)
                {
                    GC.Collect();
                    GC.WaitForPendingFinalizers();
                    process.Refresh();
                    TimeSpan cpuBefore = process.TotalProcessorTime;
                    var clock = Stopwatch.StartNew();
                    ImmutableArray<Diagnostic> all = workload.WithAnalyzers(true, cases[c].Set).GetAllDiagnosticsAsync().GetAwaiter().GetResult();
                    wall[c].Add(clock.Elapsed.TotalMilliseconds);
                    process.Refresh();
                    cpu[c].Add((process.TotalProcessorTime - cpuBefore).TotalMilliseconds);
                    found[c] = all.Count(d => d.Id.StartsWith("LP", StringComparison.Ordinal));
                    Console.Error.WriteLine($"  analyzer profile round {round + 1} {cases[c].Name}: {wall[c][round]:0} ms wall, {cpu[c][round]:0} ms CPU");
                }
            }

            double wallBaseline = Stats.Median(wall[0]);
            double cpuBaseline = Stats.Median(cpu[0]);
            var rows = cases.Select((c, i) => (IReadOnlyList<string>)new[]
            {
                c.Name, c.Ids,
                Stats.MedianSpread(wall[i], Stats.F0), Stats.Ratio(Stats.Median(wall[i]), wallBaseline),
                Stats.MedianSpread(cpu[i], Stats.F0), Stats.F0(Stats.Median(cpu[i]) - cpuBaseline), Stats.Ratio(Stats.Median(cpu[i]), cpuBaseline),
                found[i].ToString(System.Globalization.CultureInfo.InvariantCulture),
            }).ToList();
            var header = new[] { "analyzer set", "ids", "wall ms", "wall ratio", "CPU ms", "Δ CPU vs empty ms", "CPU ratio", "LP diagnostics" };
            string caption = $"Per analyzer (log4net referenced): compiler + that analyzer alone, GetAllDiagnosticsAsync, concurrent analysis, median (min–max) over {runs} rounds " +
                             "(cases round-robin, one analysis each per round, a full GC before each) after 2 warm-up analyses; wall time and the process's CPU time (user + system, all threads) per analysis.";
            report.Line(caption);
            report.Line();
            report.Table(header, rows);
            return new AnalyzerProfileResult(caption, header, rows, Stats.Median(wall[All]) / wallBaseline, Stats.Median(cpu[All]) / cpuBaseline);
        }
    }

    /// <summary>What scenario 6's profile measured, for the generated section of docs/benchmarks.md.</summary>
    internal sealed record AnalyzerProfileResult(string Caption, IReadOnlyList<string> Header, IReadOnlyList<IReadOnlyList<string>> Rows, double AllWallRatio, double AllCpuRatio);
}
