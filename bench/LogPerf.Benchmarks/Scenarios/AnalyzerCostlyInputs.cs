using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Linq;
using System.Text;
using LogPerf.Benchmarks.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 6c: the config inputs built to be costly (issue 9, tests/…/LP0009LostEventsHardInputTests.cs), each
    /// analyzed alone by every LogPerf analyzer in a project of one empty source file that references log4net and
    /// LogPerf.Appenders; median wall and CPU time of a few runs. Target: under a second each.
    /// </summary>
    internal static class AnalyzerCostlyInputs
    {
        public static AnalyzerCostlyInputsResult Run(Report report, int runs)
        {
            ImmutableArray<DiagnosticAnalyzer> analyzers = AnalyzerWorkload.LogPerfAnalyzers();
            AnalyzerWorkload workload = AnalyzerWorkload.Create();
            ImmutableArray<MetadataReference> references = workload.Framework.Add(workload.Log4Net)
                .Add(MetadataReference.CreateFromFile(typeof(LogPerf.Appenders.AsyncAppenderSkeleton).Assembly.Location));
            SyntaxTree empty = CSharpSyntaxTree.ParseText("public static class Empty { }", path: "/gen/Empty.cs");

            (ImmutableArray<Diagnostic> Diagnostics, int Exceptions) Analyze(string config)
            {
                int exceptions = 0;
                var compilation = CSharpCompilation.Create("Costly", new[] { empty }, references, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
                var options = new CompilationWithAnalyzersOptions(
                    new AnalyzerOptions(ImmutableArray.Create<AdditionalText>(new InMemoryAdditionalText("/gen/log4net.config", config))),
                    (_, _, _) => exceptions++,
                    concurrentAnalysis: true,
                    logAnalyzerExecutionTime: false);
                return (compilation.WithAnalyzers(analyzers, options).GetAnalyzerDiagnosticsAsync().GetAwaiter().GetResult(), exceptions);
            }

            Analyze("<log4net><appender name=\"a\" type=\"log4net.Appender.ConsoleAppender\" /><root><appender-ref ref=\"b\" /></root></log4net>");
            var rows = new List<IReadOnlyList<string>>();
            var worst = 0.0;
            using var process = Process.GetCurrentProcess();
            foreach ((string name, string config) in Inputs())
            {
                var wall = new List<double>();
                var cpu = new List<double>();
                (ImmutableArray<Diagnostic> Diagnostics, int Exceptions) last = default;
                for (int run = 0; run < runs; run++)
                {
                    GC.Collect();
                    process.Refresh();
                    TimeSpan cpuBefore = process.TotalProcessorTime;
                    var clock = Stopwatch.StartNew();
                    last = Analyze(config);
                    wall.Add(clock.Elapsed.TotalMilliseconds);
                    process.Refresh();
                    cpu.Add((process.TotalProcessorTime - cpuBefore).TotalMilliseconds);
                    Console.Error.WriteLine($"  costly input {name} run {run + 1}: {wall[^1]:0} ms wall, {cpu[^1]:0} ms CPU");
                }

                worst = Math.Max(worst, Stats.Median(wall));
                rows.Add(new[]
                {
                    name, Stats.F0(config.Length / 1024.0) + " KB", Stats.MedianSpread(wall, Stats.F0), Stats.MedianSpread(cpu, Stats.F0),
                    string.Join(", ", last.Diagnostics.GroupBy(d => d.Id).OrderBy(g => g.Key).Select(g => $"{g.Key} ×{g.Count()}")),
                    last.Exceptions.ToString(System.Globalization.CultureInfo.InvariantCulture),
                    Stats.Median(wall) < 1000 ? "met" : "missed",
                });
            }

            var header = new[] { "input", "config size", "wall ms", "CPU ms", "diagnostics", "analyzer exceptions", "< 1 s" };
            string caption = $"Costly config inputs (issue 9): every LogPerf analyzer on one config in a project of one empty file (log4net and LogPerf.Appenders referenced), " +
                             $"GetAnalyzerDiagnosticsAsync, median (min–max) of {runs} runs after a warm-up, wall time and the process's CPU time.";
            report.Line(caption);
            report.Line();
            report.Table(header, rows);
            return new AnalyzerCostlyInputsResult(caption, header, rows, worst);
        }

        /// <summary>The four shapes of issue 9 (the same as the LP0009 hang-guard test builds).</summary>
        private static IEnumerable<(string Name, string Config)> Inputs()
        {
            string name = new string('n', 100_000);
            yield return ("near-miss of a 100 KB name", $"<log4net><appender name=\"{name}\" type=\"log4net.Appender.ConsoleAppender\" /><root><appender-ref ref=\"{name}x\" /></root></log4net>");

            var refs = new StringBuilder("<log4net>");
            for (int i = 0; i < 5_000; i++)
            {
                refs.Append($"<appender name=\"appender{i:D5}\" type=\"log4net.Appender.ConsoleAppender\" />");
            }

            refs.Append("<root>");
            for (int i = 0; i < 5_000; i++)
            {
                refs.Append($"<appender-ref ref=\"appendre{i:D5}\" />");
            }

            yield return ("5,000 misspelt refs", refs.Append("</root></log4net>").ToString());

            var chain = new StringBuilder("<log4net>");
            for (int i = 0; i < 10_000; i++)
            {
                chain.Append($"<appender name=\"f{i}\" type=\"log4net.Appender.BufferingForwardingAppender\"><appender-ref ref=\"f{i + 1}\" /></appender>");
            }

            chain.Append("<appender name=\"f10000\" type=\"log4net.Appender.FileAppender\"><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout></appender><root><appender-ref ref=\"f0\" /></root>");
            yield return ("chain of 10,000 forwarders", chain.Append("</log4net>").ToString());

            string value = new string('v', 10_000_000);
            yield return ("10 MB attribute values", $"<log4net><appender name=\"{value}\" type=\"{value}\"><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%{value}\" /></layout><appender-ref ref=\"{value}\" /></appender><root><appender-ref ref=\"{value}y\" /></root></log4net>");
        }
    }

    /// <summary>What scenario 6c measured, for the generated section of docs/benchmarks.md.</summary>
    internal sealed record AnalyzerCostlyInputsResult(string Caption, IReadOnlyList<string> Header, IReadOnlyList<IReadOnlyList<string>> Rows, double WorstMedianMs);
}
