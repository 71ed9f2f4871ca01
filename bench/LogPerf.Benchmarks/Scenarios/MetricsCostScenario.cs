using System;
using System.Collections.Generic;
using System.Linq;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 1d, what publishing the counters as .NET metrics costs: the CPU-time loop of scenario 1c on the async
    /// forwarder, to a no-op target and to seed 004's RollingFile, with no listener, with a MeterListener collecting every
    /// 100 ms, and with the runtime's metrics EventSource enabled as dotnet-counters enables it. The counters are observable
    /// (read at collection, on the collecting thread) and the batch size is recorded once per batch on the worker, so the
    /// producer's CPU per event should not move; the table shows by how much it does.
    /// </summary>
    internal static class MetricsCostScenario
    {
        private static readonly MetricsListenerKind[] Listeners =
        {
            MetricsListenerKind.None, MetricsListenerKind.MeterListener, MetricsListenerKind.CountersSession,
        };

        public static IReadOnlyList<Variant> Variants() =>
            new[] { Log4NetTargets.AsyncNoOp("q"), Log4NetTargets.Async("d") }
                .SelectMany(v => Listeners.Select(listener => Listened(v, listener)))
                .ToArray();

        /// <summary>
        /// Runs the variants and writes table 1d; returns, per pipeline and listener, the median of the paired differences in
        /// producer CPU per event ("metrics.dproducer.q+m", …), the median without a listener ("metrics.producer.q", …) and
        /// the spread (max − min) of the runs without one ("metrics.producerspread.q", …).
        /// </summary>
        public static IReadOnlyDictionary<string, double> Run(Report report, string root, int events, int reps)
        {
            IReadOnlyList<Variant> variants = VariantFilter.Apply(Variants());
            int warmUp = Math.Max(events / 10, 1000);
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => CpuCostScenario.Once(v, root, warmUp),
                v =>
                {
                    var r = CpuCostScenario.Once(v, root, events);
                    return (r.Producer, r.Process, r.Wall);
                },
                (rep, v, r) => $"  metrics rep {rep} {v.Key}: producer {r.Producer:0} ns, process {r.Process:0} ns per event");

            var figures = new Dictionary<string, double>();
            foreach (Variant v in variants)
            {
                string baseKey = v.Key.Split('+')[0];
                var rs = results[v.Key];
                if (v.Key == baseKey)
                {
                    figures["metrics.producer." + v.Key] = Stats.Median(rs.Select(r => r.Producer).ToList());
                    figures["metrics.producerspread." + v.Key] = rs.Max(r => r.Producer) - rs.Min(r => r.Producer);
                }
                else if (results.TryGetValue(baseKey, out var baseline))
                {
                    figures["metrics.dproducer." + v.Key] = Stats.Median(rs.Select((r, i) => r.Producer - baseline[i].Producer).ToList());
                }
            }

            report.Heading("1d. Publishing the counters as .NET metrics: CPU per event with and without a listener");
            report.Line($"Scenario 1c's loop: {events:N0} events per run, {reps} runs per variant interleaved after a warm-up of {warmUp:N0}; median (min–max). " +
                        "Producer = the logging thread's CPU time ÷ events (what the caller pays); other threads = process − producer (worker, " +
                        "listener, GC). \"+ MeterListener\": every LogPerf.Appenders instrument subscribed, observables collected every 100 ms; " +
                        "\"+ dotnet-counters session\": the runtime's System.Diagnostics.Metrics EventSource enabled for the meter with a 1 s " +
                        "refresh, as `dotnet-counters monitor --counters LogPerf.Appenders` enables it. Δ = the run's figure minus the figure of " +
                        "the same pipeline without a listener in the same round (the runs of a round follow each other, so load that drifts " +
                        "over minutes cancels out): median (min–max) over the rounds.");
            report.Line();
            report.Table(
                new[] { "variant", "producer ns/event", "Δ producer", "other threads ns/event", "Δ other threads", "process ns/event" },
                variants.Select(v =>
                {
                    var rs = results[v.Key];
                    string baseKey = v.Key.Split('+')[0];
                    bool paired = v.Key != baseKey && results.ContainsKey(baseKey);
                    var baseline = paired ? results[baseKey] : rs;
                    static double Other((double Producer, double Process, double Wall) r) => Math.Max(0, r.Process - r.Producer);
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.Producer).ToList(), Stats.F0),
                        paired ? Stats.MedianSpread(rs.Select((r, i) => r.Producer - baseline[i].Producer).ToList(), Signed) : "–",
                        Stats.MedianSpread(rs.Select(Other).ToList(), Stats.F0),
                        paired ? Stats.MedianSpread(rs.Select((r, i) => Other(r) - Other(baseline[i])).ToList(), Signed) : "–",
                        Stats.MedianSpread(rs.Select(r => r.Process).ToList(), Stats.F0),
                    };
                }));
            return figures;
        }

        private static string Signed(double value) =>
            Math.Abs(value) < 0.5 ? "0" : (value > 0 ? "+" : "−") + Stats.F0(Math.Abs(value));

        private static Variant Listened(Variant pipeline, MetricsListenerKind listener) => listener switch
        {
            MetricsListenerKind.None => pipeline,
            _ => new Variant(
                pipeline.Key + (listener == MetricsListenerKind.MeterListener ? "+m" : "+c"),
                pipeline.Description + (listener == MetricsListenerKind.MeterListener ? " + MeterListener" : " + dotnet-counters session"),
                dir => new ListenedTarget(MetricsListeners.Start(listener), pipeline.Create, dir),
                pipeline.WritesFiles),
        };

        /// <summary>A pipeline with a metrics listener attached from before it starts until after it closed.</summary>
        private sealed class ListenedTarget : BenchTarget
        {
            private readonly IDisposable _listener;
            private readonly BenchTarget _pipeline;

            public ListenedTarget(IDisposable listener, Func<LogDirectory, BenchTarget> create, LogDirectory dir)
                : base(dir)
            {
                _listener = listener;
                _pipeline = create(dir);
            }

            public override long? Dropped => _pipeline.Dropped;

            public override bool WritesFiles => _pipeline.WritesFiles;

            public override void Log(long counter) => _pipeline.Log(counter);

            public override void Close()
            {
                _pipeline.Close();
                _listener.Dispose();
            }
        }
    }
}
