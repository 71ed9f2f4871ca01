using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using LogPerf.Appenders;
using LogPerf.Benchmarks.Harness;
using NLog.Targets.Wrappers;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 2, caller latency: each call timed with Stopwatch.GetTimestamp into a preallocated long[], the
    /// producer paced (busy-waiting on a fixed schedule) at half the sink's capacity, or free-running (overload).
    /// </summary>
    internal static class LatencyScenario
    {
        private const int MaxSamples = 4_000_000;

        public static IReadOnlyList<Variant> AsyncVariants() => new[]
        {
            Log4NetTargets.Async("d", OverflowPolicy.Block, " Block (default)"),
            Log4NetTargets.Async("d-old", OverflowPolicy.DropOldest),
            Log4NetTargets.Async("d-new", OverflowPolicy.DropNewest),
            PeerTargets.NLogAsync("g", AsyncTargetWrapperOverflowAction.Discard, "defaults: Discard"),
            PeerTargets.NLogAsync("g2", AsyncTargetWrapperOverflowAction.Block, "Block"),
        };

        public static IReadOnlyList<Variant> SyncVariants() => new[]
        {
            Log4NetTargets.Rolling("a", immediateFlush: true),
            Log4NetTargets.Buffering("c"),
        };

        /// <returns>Each variant's median p99.9 at half load, in microseconds.</returns>
        public static Dictionary<string, double> Run(Report report, string root, double capacity, TimeSpan duration, int reps)
        {
            long[] samples = new long[MaxSamples];
            double half = capacity / 2;
            var loads = new (string Name, double Rate, IReadOnlyList<Variant> Variants)[]
            {
                ($"half load: {Stats.Rate(half)} events/s", half, AsyncVariants().Append(Log4NetTargets.AsyncAppending("d-a")).Append(Log4NetTargets.NoOp("0")).ToArray()),
                ("overload: free-running", 0, AsyncVariants().Concat(SyncVariants()).ToArray()),
            };

            var rows = new List<IReadOnlyList<string>>();
            var halfLoadP999 = new Dictionary<string, double>(StringComparer.Ordinal);
            foreach (var load in loads)
            {
                IReadOnlyList<Variant> variants = VariantFilter.Apply(load.Variants);
                var perVariant = InterleavedRuns.Run(
                    variants,
                    reps,
                    v => Once(v, root, load.Rate, TimeSpan.FromSeconds(0.5), samples),
                    v => Once(v, root, load.Rate, duration, samples),
                    (rep, v, s) => $"  latency {load.Name} rep {rep} {v.Key}: p50 {Stats.Micros(s.P50)} p99.9 {Stats.Micros(s.P999)} max {Stats.Micros(s.Max)} µs, rate {Stats.Rate(s.Rate)}");

                foreach (Variant v in variants)
                {
                    List<Sample> ss = perVariant[v.Key];
                    if (load.Rate > 0)
                    {
                        halfLoadP999[v.Key] = Stats.Median(ss.Select(s => (double)s.P999).ToList()) * 1e6 / Stopwatch.Frequency;
                    }

                    rows.Add(new[]
                    {
                        load.Name,
                        v.Label,
                        Stats.Rate(Stats.Median(ss.Select(s => s.Rate).ToList())),
                        MedianMicros(ss, s => s.P50),
                        MedianMicros(ss, s => s.P99),
                        Stats.MedianSpread(ss.Select(s => (double)s.P999).ToList(), t => Stats.Micros((long)t)),
                        Stats.Micros(ss.Max(s => s.Max)),
                        !ss[0].WritesFiles ? "–"
                        : ss[0].Dropped is null
                            ? Stats.F1(Stats.Median(ss.Select(s => 100.0 * (s.Count - s.OnDisk) / s.Count).ToList())) + "% (lines missing)"
                            : Stats.F1(Stats.Median(ss.Select(s => 100.0 * s.Dropped!.Value / s.Count).ToList())) + "%",
                        Blocked(ss),
                        GcCounts.Medians(ss.Select(s => s.Gc)),
                    });
                }
            }

            report.Heading("2. Caller latency of one DebugFormat call (one producer)");
            report.Line($"Sink capacity = end-to-end rate of (d) measured in scenario 1 ({Stats.Rate(capacity)} events/s); half load paces every variant at the same " +
                        $"{Stats.Rate(half)} events/s by busy-waiting on a fixed schedule (a late call does not move the schedule). Each run {duration.TotalSeconds:0.#} s " +
                        $"(at most {MaxSamples:N0} samples), {reps} runs per variant after a 0.5 s warm-up; percentiles by nearest rank over each run's samples, " +
                        "then the median over runs (p99.9: median (min–max)); max = the largest of all runs. Blocked calls: calls that found a LogPerf queue full " +
                        "and waited for room (BlockedCallCount, BlockedTime; median over runs). Row (d-a) is (d) with the file opened for appending, as a probe of what " +
                        "log4net's roll costs the worker. Timer: Stopwatch.GetTimestamp around the call, " +
                        $"resolution {1e9 / Stopwatch.Frequency:0.#} ns. Sync log4net appenders are shown under overload only, as the reference cost of a call that writes itself. " +
                        "Row (0), a call to a no-op appender at the same pace, is this machine's floor: the p99.9 of building a log4net event and nothing else. GC: collections during the run and Close (median).");
            report.Line();
            report.Table(new[] { "load", "variant", "achieved calls/s", "p50 µs", "p99 µs", "p99.9 µs", "max µs", "dropped", "blocked calls (ms waited)", "GC 0/1/2" }, rows);
            return halfLoadP999;
        }

        private static string Blocked(List<Sample> samples)
        {
            if (samples[0].Blocked is null)
            {
                return "–";
            }

            double calls = Stats.Median(samples.Select(s => (double)s.Blocked!.Value.Calls).ToList());
            double millis = Stats.Median(samples.Select(s => s.Blocked!.Value.Time.TotalMilliseconds).ToList());
            return $"{calls:0} ({millis:0.0})";
        }

        private static string MedianMicros(List<Sample> samples, Func<Sample, long> pick)
            => Stats.Micros((long)Stats.Median(samples.Select(s => (double)pick(s)).ToList()));

        private static Sample Once(Variant variant, string root, double rate, TimeSpan duration, long[] samples)
        {
            using BenchTarget target = variant.Create(new LogDirectory(root));
            long frequency = Stopwatch.Frequency;
            long interval = rate > 0 ? (long)(frequency / rate) : 0;
            int max = rate > 0 ? (int)Math.Min(MaxSamples, rate * duration.TotalSeconds) : MaxSamples;
            long start = Stopwatch.GetTimestamp();
            long end = start + (long)(duration.TotalSeconds * frequency);
            long next = start;
            int count = 0;
            GcCounts gc = GcCounts.Start();
            while (count < max)
            {
                if (interval > 0)
                {
                    next += interval;
                    while (Stopwatch.GetTimestamp() < next)
                    {
                    }
                }
                else if ((count & 127) == 0 && Stopwatch.GetTimestamp() >= end)
                {
                    break;
                }

                long t0 = Stopwatch.GetTimestamp();
                target.Log(count);
                samples[count++] = Stopwatch.GetTimestamp() - t0;
            }

            double seconds = (Stopwatch.GetTimestamp() - start) / (double)frequency;
            target.Close();
            GcCounts collections = gc.Stop();
            long onDisk = target.WritesFiles ? target.Directory.CountLines() : 0;
            Array.Sort(samples, 0, count);
            return new Sample
            {
                Count = count,
                Rate = count / seconds,
                P50 = Stats.Percentile(samples, count, 50),
                P99 = Stats.Percentile(samples, count, 99),
                P999 = Stats.Percentile(samples, count, 99.9),
                Max = samples[count - 1],
                Dropped = target.Dropped,
                Blocked = target.Blocked,
                OnDisk = onDisk,
                WritesFiles = target.WritesFiles,
                Gc = collections,
            };
        }

        private sealed class Sample
        {
            public int Count { get; set; }

            public double Rate { get; set; }

            public long P50 { get; set; }

            public long P99 { get; set; }

            public long P999 { get; set; }

            public long Max { get; set; }

            public long? Dropped { get; set; }

            public (long Calls, TimeSpan Time)? Blocked { get; set; }

            public long OnDisk { get; set; }

            public bool WritesFiles { get; set; }

            public GcCounts Gc { get; set; }
        }
    }
}
