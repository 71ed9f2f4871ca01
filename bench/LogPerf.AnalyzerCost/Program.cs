using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.AnalyzerCost
{
    /// <summary>
    /// dotnet run -c Release --project bench/LogPerf.AnalyzerCost -- BUILD_LOG [--min-files 3]
    /// where BUILD_LOG is the output of <c>dotnet build -m:1 -v:detailed</c> of the project to measure. For every
    /// compilation of the log (with at least --min-files source files), compiles it (diagnostics and emit, timed), then
    /// runs LogPerf's analyzers over it with Roslyn's per-analyzer telemetry, and times the compiler's diagnostics with
    /// LogPerf against the same with an empty analyzer; prints each analyzer's total, both totals as a share of the
    /// compile time, and the diagnostics each rule reported.
    /// </summary>
    public static class Program
    {
        public static int Main(string[] args)
        {
            if (args.Length == 0 || !File.Exists(args[0]))
            {
                Console.Error.WriteLine("usage: LogPerf.AnalyzerCost BUILD_LOG [--min-files N]   (BUILD_LOG: the output of dotnet build -m:1 -v:detailed)");
                return 2;
            }

            int minFiles = args.Length > 2 && args[1] == "--min-files" ? int.Parse(args[2], CultureInfo.InvariantCulture) : 3;
            IReadOnlyList<(string ProjectDirectory, string CommandLine)> compiles = CompileLog.Read(args[0]);
            if (compiles.Count == 0)
            {
                Console.Error.WriteLine($"{args[0]}: no csc command line after a CoreCompile target (build with -m:1 -v:detailed)");
                return 2;
            }

            ImmutableArray<DiagnosticAnalyzer> logPerf = typeof(LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppenderAnalyzer).Assembly.GetTypes()
                .Where(t => !t.IsAbstract && typeof(DiagnosticAnalyzer).IsAssignableFrom(t) && t.GetCustomAttributes(typeof(DiagnosticAnalyzerAttribute), false).Length > 0)
                .OrderBy(t => t.Name, StringComparer.Ordinal)
                .Select(t => (DiagnosticAnalyzer)Activator.CreateInstance(t)!)
                .ToImmutableArray();
            var perAnalyzer = logPerf.ToDictionary(a => a.GetType().Name, _ => 0.0);
            var perRule = new SortedDictionary<string, int>(StringComparer.Ordinal);
            // One reference per file for the whole build, as the compiler server keeps them: metadata read for one project is not read again for the next.
            var referenceCache = new Dictionary<string, MetadataReference>(StringComparer.Ordinal);
            double compileSeconds = 0, baselineSeconds = 0, withEmptySeconds = 0, withLogPerfSeconds = 0;
            int measured = 0, files = 0;
            foreach ((string directory, string commandLine) in compiles)
            {
                string[] split = CommandLineParser.SplitCommandLineIntoArguments(commandLine, removeHashComments: false).Skip(1).ToArray();
                CSharpCommandLineArguments parsed = CSharpCommandLineParser.Default.Parse(split, directory, RuntimeEnvironment.GetRuntimeDirectory());
                if (parsed.SourceFiles.Length < minFiles)
                {
                    continue;
                }

                List<SyntaxTree> trees = parsed.SourceFiles.AsParallel().AsOrdered()
                    .Select(f => CSharpSyntaxTree.ParseText(SourceText.From(File.ReadAllText(f.Path)), parsed.ParseOptions, f.Path)).ToList();
                var references = parsed.MetadataReferences
                    .Select(r => referenceCache.TryGetValue(r.Reference, out MetadataReference? cached) ? cached : referenceCache[r.Reference] = MetadataReference.CreateFromFile(r.Reference))
                    .ToList();
                var additional = parsed.AdditionalFiles.Where(f => File.Exists(f.Path)).Select(f => (AdditionalText)new FileText(f.Path)).ToImmutableArray();
                var compilation = CSharpCompilation.Create(Path.GetFileNameWithoutExtension(parsed.OutputFileName), trees, references, parsed.CompilationOptions);

                var clock = Stopwatch.StartNew();
                Compilation compiled = compilation.Clone();
                int errors = compiled.GetDiagnostics().Count(d => d.Severity == DiagnosticSeverity.Error);
                using (var stream = new MemoryStream())
                {
                    compiled.Emit(stream);
                }

                double compile = clock.Elapsed.TotalSeconds;
                double baseline = Analyze(compilation, additional, ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer()), null, null);
                Analyze(compilation, additional, logPerf, perAnalyzer, perRule);
                // Empty, LogPerf, LogPerf, empty: whichever runs first pays for what the other then finds warm, so the order is balanced.
                withEmptySeconds += CompileWithAnalyzers(compilation, additional, ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer()));
                withLogPerfSeconds += CompileWithAnalyzers(compilation, additional, logPerf);
                withLogPerfSeconds += CompileWithAnalyzers(compilation, additional, logPerf);
                withEmptySeconds += CompileWithAnalyzers(compilation, additional, ImmutableArray.Create<DiagnosticAnalyzer>(new EmptyAnalyzer()));
                compileSeconds += compile;
                baselineSeconds += baseline;
                measured++;
                files += trees.Count;
                Console.Error.WriteLine($"  {compilation.AssemblyName}: {trees.Count} files, compile {compile:0.00} s ({errors} errors)");
            }

            double total = perAnalyzer.Values.Sum();
            Console.WriteLine($"{measured} compilations, {files:N0} files; compile (diagnostics + emit) {compileSeconds:0.0} s");
            Console.WriteLine();
            Console.WriteLine("| analyzer | telemetry s | % of compile |");
            Console.WriteLine("|---|---|---|");
            foreach ((string name, double seconds) in perAnalyzer.OrderByDescending(p => p.Value))
            {
                Console.WriteLine($"| {name} | {seconds:0.000} | {100 * seconds / compileSeconds:0.00}% |");
            }

            Console.WriteLine($"| **all LogPerf analyzers** | **{total:0.000}** | **{100 * total / compileSeconds:0.00}%** |");
            Console.WriteLine($"| empty analyzer (the driver's own cost, for reference) | {baselineSeconds:0.000} | {100 * baselineSeconds / compileSeconds:0.00}% |");
            Console.WriteLine();
            Console.WriteLine($"The compiler's diagnostics with the analyzers, as a build runs them (the driver's own work included, the compiler's bound bodies reused): " +
                              $"with LogPerf {withLogPerfSeconds / 2:0.0} s, with the empty analyzer {withEmptySeconds / 2:0.0} s (each the mean of two, in the order empty, LogPerf, LogPerf, empty); " +
                              $"LogPerf adds {(withLogPerfSeconds - withEmptySeconds) / 2:0.00} s = **{100 * (withLogPerfSeconds - withEmptySeconds) / 2 / compileSeconds:0.0}%** of the compile");
            Console.WriteLine();
            Console.WriteLine("Diagnostics: " + (perRule.Count == 0 ? "none" : string.Join(", ", perRule.Select(p => $"{p.Key} {p.Value}"))));
            return 0;
        }

        private static CompilationWithAnalyzersOptions Options(ImmutableArray<AdditionalText> additional, bool logTime) =>
            new CompilationWithAnalyzersOptions(new AnalyzerOptions(additional), null, concurrentAnalysis: true, logAnalyzerExecutionTime: logTime, reportSuppressedDiagnostics: false);

        /// <summary>Seconds of GetAllDiagnosticsAsync on a fresh copy of the compilation: the compiler's diagnostics and the analyzers' together.</summary>
        private static double CompileWithAnalyzers(CSharpCompilation compilation, ImmutableArray<AdditionalText> additional, ImmutableArray<DiagnosticAnalyzer> analyzers)
        {
            var clock = Stopwatch.StartNew();
            compilation.Clone().WithAnalyzers(analyzers, Options(additional, logTime: false)).GetAllDiagnosticsAsync().GetAwaiter().GetResult();
            return clock.Elapsed.TotalSeconds;
        }

        /// <summary>Runs the analyzers over a fresh copy of the compilation; returns the sum of their telemetry, adding each one's to <paramref name="perAnalyzer"/>.</summary>
        private static double Analyze(
            CSharpCompilation compilation, ImmutableArray<AdditionalText> additional, ImmutableArray<DiagnosticAnalyzer> analyzers,
            Dictionary<string, double>? perAnalyzer, SortedDictionary<string, int>? perRule)
        {
            CompilationWithAnalyzers withAnalyzers = compilation.Clone().WithAnalyzers(analyzers, Options(additional, logTime: true));
            ImmutableArray<Diagnostic> diagnostics = withAnalyzers.GetAnalyzerDiagnosticsAsync().GetAwaiter().GetResult();
            double sum = 0;
            foreach (DiagnosticAnalyzer analyzer in analyzers)
            {
                double seconds = withAnalyzers.GetAnalyzerTelemetryInfoAsync(analyzer, default).GetAwaiter().GetResult().ExecutionTime.TotalSeconds;
                sum += seconds;
                if (perAnalyzer != null)
                {
                    perAnalyzer[analyzer.GetType().Name] += seconds;
                }
            }

            foreach (Diagnostic diagnostic in diagnostics.Where(d => d.Id.StartsWith("LP", StringComparison.Ordinal)))
            {
                if (perRule != null)
                {
                    perRule[diagnostic.Id] = perRule.TryGetValue(diagnostic.Id, out int count) ? count + 1 : 1;
                }
            }

            return sum;
        }
    }
}
