using System;
using System.Collections.Generic;
using System.Globalization;
using System.Diagnostics;
using System.Linq;
using System.Runtime.InteropServices;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 1c, CPU time per event: the throughput rows run a fixed number of events while the producer thread's own
    /// CPU time (CLOCK_THREAD_CPUTIME_ID) and the whole process's CPU time are read. Unlike events/s, CPU time per event
    /// hardly moves when other processes share the machine, so it shows what each pipeline costs and what its rate would
    /// be with both cores to itself: a one-thread pipeline runs at 1/producer, a two-thread one at about
    /// 1/max(producer, other threads) when each thread has a core.
    /// </summary>
    internal static unsafe class CpuCostScenario
    {
        private const int ThreadCpuClock = 3;

        /// <returns>
        /// Each variant's median CPU time per event of the producer and of the other threads, in nanoseconds, and the
        /// queue's producer cost: the median over rounds of (q)'s producer time minus (0f)'s in the same round (null when
        /// either did not run).
        /// </returns>
        public static (Dictionary<string, (double Producer, double Other)> Medians, double? QueueCost) Run(Report report, string root, int events, int reps)
        {
            IReadOnlyList<Variant> variants = VariantFilter.Apply(ThroughputScenario.Variants());
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => Once(v, root, Math.Max(events / 10, 1000)),
                v => Once(v, root, events),
                (rep, v, r) => $"  cpu rep {rep} {v.Key}: producer {r.Producer:0} ns, process {r.Process:0} ns, wall {r.Wall:0} ns per event");

            report.Heading("1c. CPU time per event (seed 004's loop, one producer)");
            report.Line($"{events:N0} events per run, {reps} runs per variant interleaved after a warm-up of {Math.Max(events / 10, 1000):N0}; median (min–max). " +
                        "Producer = the logging thread's CPU time (CLOCK_THREAD_CPUTIME_ID) ÷ events; process = the whole process's CPU time (producer, " +
                        "writer/worker threads, GC) over the loop and Close ÷ events; other threads = process − producer. GC: collections during the loop and Close (median). Rate if alone = 1e9 ÷ max(producer, " +
                        "other threads): what a pipeline would reach with a core per thread, which other load on this shared machine takes away from two-thread pipelines first.");
            report.Line();
            report.Table(
                new[] { "variant", "producer ns/event", "other threads ns/event", "process ns/event", "wall ns/event", "rate if alone", "GC 0/1/2" },
                variants.Select(v =>
                {
                    var rs = results[v.Key];
                    double producer = Stats.Median(rs.Select(r => r.Producer).ToList());
                    double other = Stats.Median(rs.Select(r => Math.Max(0, r.Process - r.Producer)).ToList());
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.Producer).ToList(), Stats.F0),
                        Stats.MedianSpread(rs.Select(r => Math.Max(0, r.Process - r.Producer)).ToList(), Stats.F0),
                        Stats.MedianSpread(rs.Select(r => r.Process).ToList(), Stats.F0),
                        Stats.MedianSpread(rs.Select(r => r.Wall).ToList(), Stats.F0),
                        Stats.Rate(1e9 / Math.Max(producer, other)),
                        GcCounts.Medians(rs.Select(r => r.Gc)),
                    };
                }));
            double? queueCost = null;
            if (results.TryGetValue("q", out var queue) && results.TryGetValue("0f", out var floor))
            {
                // The producer's CPU per event drifts between rounds far more than the queue costs (the same (0f) loop
                // took 391-664 ns in one quiet run), while the runs of one round follow each other: pair them.
                var deltas = queue.Select((r, i) => r.Producer - floor[i].Producer).ToList();
                queueCost = Stats.Median(deltas);
                report.Line("What handing an event to the worker costs the caller: (q)'s producer time minus (0f)'s in the same round, " +
                            $"{string.Join(", ", deltas.Select(d => d.ToString("+0;−0", CultureInfo.InvariantCulture)))} ns; median **{queueCost.Value.ToString("+0.0;−0.0", CultureInfo.InvariantCulture)} ns** " +
                            $"(the difference of the medians above: {(Stats.Median(queue.Select(r => r.Producer).ToList()) - Stats.Median(floor.Select(r => r.Producer).ToList())).ToString("+0.0;−0.0", CultureInfo.InvariantCulture)} ns).");
            }

            var medians = variants.ToDictionary(
                v => v.Key,
                v => (Stats.Median(results[v.Key].Select(r => r.Producer).ToList()), Stats.Median(results[v.Key].Select(r => Math.Max(0, r.Process - r.Producer)).ToList())));
            return (medians, queueCost);
        }

        /// <summary>One run of <paramref name="events"/> events: producer, process and wall time per event, in ns, and the collections.</summary>
        public static (double Producer, double Process, double Wall, GcCounts Gc) Once(Variant variant, string root, int events)
        {
            using BenchTarget target = variant.Create(new LogDirectory(root));
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            using Process process = Process.GetCurrentProcess();
            process.Refresh();
            TimeSpan processStart = process.TotalProcessorTime;
            GcCounts gc = GcCounts.Start();
            long threadStart = ThreadCpuNanoseconds();
            long wallStart = Stopwatch.GetTimestamp();
            for (long counter = 1; counter <= events; counter++)
            {
                target.Log(counter);
            }

            long threadEnd = ThreadCpuNanoseconds();
            long wallEnd = Stopwatch.GetTimestamp();
            target.Close();
            process.Refresh();
            TimeSpan processEnd = process.TotalProcessorTime;
            GcCounts collections = gc.Stop();
            return (
                (threadEnd - threadStart) / (double)events,
                (processEnd - processStart).TotalMilliseconds * 1e6 / events,
                (wallEnd - wallStart) * 1e9 / Stopwatch.Frequency / events,
                collections);
        }

        private static long ThreadCpuNanoseconds()
        {
            TimeSpec time;
            return clock_gettime(ThreadCpuClock, &time) == 0 ? (time.Seconds * 1_000_000_000L) + time.Nanoseconds : 0;
        }

        [DllImport("libc")]
        private static extern int clock_gettime(int clock, TimeSpec* time);

        [StructLayout(LayoutKind.Sequential)]
        private struct TimeSpec
        {
            public long Seconds;
            public long Nanoseconds;
        }
    }
}
