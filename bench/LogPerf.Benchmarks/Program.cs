using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using LogPerf.Benchmarks.Harness;
using LogPerf.Benchmarks.Scenarios;

namespace LogPerf.Benchmarks
{
    /// <summary>
    /// dotnet run -c Release --project bench/LogPerf.Benchmarks --
    ///   [--scenario all|throughput,cpu,metrics,profile,latency,mmf,contention,analyzers,syslog,nlog,rulecosts] [--duration 5] [--reps 3] [--out file.md]
    ///   [--variants a,b,d]   (only these variant keys, for quick looks; the documented runs use all)
    ///   [--update-docs]   (rulecosts: rewrite docs/benchmarks.md's "Rule costs" section and the analyzers' MeasuredCosts;
    ///                      analyzers: rewrite its "Analyzer cost" section)
    /// </summary>
    public static class Program
    {
        /// <summary>The scenarios whose tables --update-docs writes into docs/benchmarks.md's appender results.</summary>
        private static readonly string[] AppenderScenarios = { "throughput", "cpu", "metrics", "profile", "latency", "contention", "syslog", "mmf" };

        private static readonly string[] AllScenarios = { "throughput", "cpu", "metrics", "profile", "latency", "mmf", "contention", "analyzers", "syslog", "nlog", "rulecosts" };

        /// <summary>Scenarios that run only when named (not part of "all").</summary>
        private static readonly string[] NamedOnlyScenarios = { "analyzers-profile" };

        public static int Main(string[] args)
        {
            string[] known = AllScenarios.Concat(NamedOnlyScenarios).ToArray();
            if (BenchCommandLine.WantsHelp(args))
            {
                Console.WriteLine(string.Format(System.Globalization.CultureInfo.InvariantCulture, BenchCommandLine.Usage, string.Join(", ", known)));
                return 0;
            }

            if (BenchCommandLine.Problem(args, known) is string problem)
            {
                Console.Error.WriteLine(problem);
                Console.Error.WriteLine(string.Format(System.Globalization.CultureInfo.InvariantCulture, BenchCommandLine.Usage, string.Join(", ", known)));
                return 2;
            }

            string scenarioArg = Option(args, "--scenario") ?? "all";
            double seconds = double.Parse(Option(args, "--duration") ?? "5", System.Globalization.CultureInfo.InvariantCulture);
            int reps = int.Parse(Option(args, "--reps") ?? "3", System.Globalization.CultureInfo.InvariantCulture);
            string output = Option(args, "--out") ?? Path.Combine("artifacts", "bench", $"results-{DateTime.UtcNow:yyyyMMdd-HHmmss}.md");
            VariantFilter.Only = Option(args, "--variants")?.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            string[] scenarios = scenarioArg == "all" ? AllScenarios : scenarioArg.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            string root = Directory.CreateTempSubdirectory("logperf-bench-").FullName;
            var report = new Report(output);
            Report.Processor = Machine();
            var duration = TimeSpan.FromSeconds(seconds);
            var total = Stopwatch.StartNew();

            report.Line("# LogPerf benchmark results");
            report.Line();
            report.Line($"- command line: `{string.Join(" ", args)}`; log4net {typeof(log4net.ILog).Assembly.GetName().Version} from `{typeof(log4net.ILog).Assembly.Location}`");
            report.Line($"- machine: {Machine()}");
            report.Line($"- runtime: .NET {Environment.Version}, {RuntimeInformation.OSDescription}, {RuntimeInformation.ProcessArchitecture}, " +
                        $"GC server={System.Runtime.GCSettings.IsServerGC}, concurrent GC on, tiered PGO on; log files under {Path.GetTempPath()}");
            report.Line($"- started {DateTime.UtcNow:u}, load average {Quiet.LoadAverage()}");

            try
            {
                double? capacity = null;
                var figures = new Figures();
                var appenderTexts = new List<string>();
                string firstLoad = Quiet.LoadAverage();
                foreach (string scenario in scenarios)
                {
                    Console.Error.WriteLine($"== {scenario} (load {Quiet.LoadAverage()})");
                    string load = Quiet.LoadAverage();
                    int mark = report.Text.Length;
                    var clock = Stopwatch.StartNew();
                    using (Quiet.Begin())
                    {
                        switch (scenario)
                        {
                            case "throughput":
                                Dictionary<string, List<RunResult>> results = ThroughputScenario.Run(report, root, duration, reps);
                                figures.RecordRuns("throughput", results);
                                figures.RecordGc("throughput", results);
                                capacity = results.TryGetValue("d", out var rd) ? Stats.Median(rd.Select(r => r.EndToEndRate).ToList()) : null;
                                break;
                            case "analyzers-profile":
                                report.Heading("6b. Analyzer cost per analyzer");
                                AnalyzerProfile.Run(report, runs: Math.Max(reps, 5));
                                break;
                            case "cpu":
                                var cpu = CpuCostScenario.Run(report, root, events: 2_000_000, reps);
                                foreach ((string key, (double producer, double other)) in cpu.Medians)
                                {
                                    figures.Record("cpu.producer." + key, producer);
                                    figures.Record("cpu.other." + key, other);
                                }

                                if (cpu.QueueCost is double queueCost)
                                {
                                    figures.Record("cpu.queuecost", queueCost);
                                }

                                break;
                            case "metrics":
                                foreach ((string key, double nanoseconds) in MetricsCostScenario.Run(report, root, events: 2_000_000, reps))
                                {
                                    figures.Record(key, nanoseconds);
                                }

                                break;
                            case "profile":
                                ThroughputProfile.Run(report, root, TimeSpan.FromSeconds(Math.Min(seconds, 2)), reps);
                                break;
                            case "latency":
                                capacity ??= ThroughputScenario.Once(Log4NetTargets.Async("d"), root, TimeSpan.FromSeconds(2)).EndToEndRate;
                                foreach ((string key, double micros) in LatencyScenario.Run(report, root, capacity.Value, TimeSpan.FromSeconds(Math.Min(seconds, 2)), reps))
                                {
                                    figures.Record("latency.halfp999." + key, micros);
                                }

                                break;
                            case "contention":
                                figures.RecordRuns("contention", ContentionScenario.Run(report, root, TimeSpan.FromSeconds(Math.Min(seconds, 3)), reps));
                                break;
                            case "rulecosts":
                                IReadOnlyList<RuleCost> costs = RuleCostScenario.Run(report, root, TimeSpan.FromSeconds(Math.Min(seconds, 2)), reps);
                                if (args.Contains("--update-docs"))
                                {
                                    RuleCostDocs.Update(costs, $"{Machine()}, load average before {load}", Command(args));
                                }

                                break;
                            case "syslog":
                                figures.RecordRuns("syslog", SyslogScenario.Run(report, TimeSpan.FromSeconds(Math.Min(seconds, 2)), reps));
                                break;
                            case "nlog":
                                NLogFileSettingsScenario.Run(report, root, Math.Max(reps, 5));
                                break;
                            case "mmf":
                                report.Heading("5. Memory-mapped (seed 001's table): 300k rows");
                                RunBenchmarkDotNet<MemoryMappedBenchmarks>(report, root, iterations: 5);
                                break;
                            case "analyzers":
                                report.Heading($"6. Analyzer cost: {AnalyzerWorkload.FileCount} generated C# files, {AnalyzerWorkload.ConfigCount} log4net configs");
                                IReadOnlyList<string> table = RunBenchmarkDotNet<AnalyzerCostBenchmarks>(report, root, iterations: 5);
                                report.Heading("6b. Analyzer cost per analyzer");
                                AnalyzerProfileResult profile = AnalyzerProfile.Run(report, runs: Math.Max(reps, 5));
                                report.Heading("6c. Costly config inputs");
                                AnalyzerCostlyInputsResult inputs = AnalyzerCostlyInputs.Run(report, runs: 3);
                                if (args.Contains("--update-docs"))
                                {
                                    AnalyzerCostDocs.Update(table, profile, inputs, Machine(), $"load average before {load}, after {Quiet.LoadAverage()}",
                                        Command(args));
                                }

                                break;
                            default:
                                Console.Error.WriteLine($"unknown scenario '{scenario}'; known: {string.Join(", ", AllScenarios)}");
                                return 2;
                        }
                    }

                    report.Line($"_{scenario}: load average before {load}, after {Quiet.LoadAverage()}; took {clock.Elapsed.TotalSeconds:0} s._");
                    if (AppenderScenarios.Contains(scenario))
                    {
                        appenderTexts.Add(report.Text.Substring(mark));
                    }
                }

                if (args.Contains("--update-docs") && appenderTexts.Count > 0)
                {
                    AppenderResultsDocs.Update(figures, appenderTexts, Machine(), $"load average before {firstLoad}, after {Quiet.LoadAverage()}",
                        Command(args));
                }
            }
            finally
            {
                try
                {
                    Directory.Delete(root, recursive: true);
                }
                catch (IOException)
                {
                }
            }

            report.Line();
            report.Line($"Total {total.Elapsed.TotalMinutes:0.0} min. Results: {Path.GetFullPath(output)}");
            return 0;
        }

        /// <summary>Runs a BenchmarkDotNet class in-process and returns its summary table (also written to the report).</summary>
        private static IReadOnlyList<string> RunBenchmarkDotNet<T>(Report report, string root, int iterations)
        {
            // In-process (the -p:Log4NetAssembly build property would not reach BenchmarkDotNet's generated
            // project); one warm-up and N measured iterations of one invocation each, no pilot stage.
            Job job = Job.Default
                .WithToolchain(InProcessEmitToolchain.Instance)
                .WithLaunchCount(1)
                .WithWarmupCount(1)
                .WithIterationCount(iterations)
                .WithInvocationCount(1)
                .WithUnrollFactor(1)
                .WithId($"InProcess-W1-I{iterations}");
            IConfig config = ManualConfig.CreateEmpty()
                .AddJob(job)
                .AddColumnProvider(DefaultColumnProviders.Instance)
                .AddColumn(StatisticColumn.Median, StatisticColumn.Min, StatisticColumn.Max)
                .AddDiagnoser(MemoryDiagnoser.Default)
                .AddLogger(ConsoleLogger.Default)
                .WithArtifactsPath(Path.Combine(root, "BenchmarkDotNet.Artifacts"))
                .WithOptions(ConfigOptions.DisableOptimizationsValidator);
            Summary summary = BenchmarkRunner.Run<T>(config);
            var log = new AccumulationLogger();
            MarkdownExporter.GitHub.ExportToLog(summary, log);
            report.Line($"BenchmarkDotNet 0.14.0, job: in-process (InProcessEmitToolchain), 1 warm-up + {iterations} iterations, 1 invocation per iteration.");
            report.Line();
            var table = log.GetLog().Split('\n').Select(l => l.TrimEnd('\r')).SkipWhile(l => !l.StartsWith("|", StringComparison.Ordinal)).ToList();
            foreach (string line in table)
            {
                report.Line(line);
            }

            return table.Where(l => l.StartsWith("|", StringComparison.Ordinal)).ToList();
        }

        /// <summary>The command line that reproduces this run, without where it wrote its raw output.</summary>
        private static string Command(string[] args)
        {
            var kept = new List<string>();
            for (int i = 0; i < args.Length; i++)
            {
                if (args[i] == "--out")
                {
                    i++;
                    continue;
                }

                kept.Add(args[i]);
            }

            return "dotnet run -c Release --project bench/LogPerf.Benchmarks -- " + string.Join(" ", kept);
        }

        private static string Machine() => $"{CpuModel()}, {Environment.ProcessorCount} logical cores, {GC.GetGCMemoryInfo().TotalAvailableMemoryBytes / (1024.0 * 1024 * 1024):0.0} GB memory";

        /// <summary>The processor's model name (/proc/cpuinfo).</summary>
        internal static string CpuModel()
        {
            string model = "unknown CPU";
            try
            {
                model = File.ReadLines("/proc/cpuinfo").FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal))?.Split(':', 2)[1].Trim() ?? model;
            }
            catch (IOException)
            {
            }

            return model;
        }

        private static string? Option(string[] args, string name)
        {
            int i = Array.IndexOf(args, name);
            return i >= 0 && i + 1 < args.Length ? args[i + 1] : null;
        }
    }
}
