using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 1, seed 004's throughput test: one thread calls DebugFormat("Counter is: {0}", counter) for a
    /// fixed time; then the pipeline is closed and the lines on disk are counted.
    /// </summary>
    internal static class ThroughputScenario
    {
        public static IReadOnlyList<Variant> Variants() => new[]
        {
            Log4NetTargets.Rolling("a", immediateFlush: true),
            Log4NetTargets.Rolling("b", immediateFlush: false),
            Log4NetTargets.Buffering("c"),
            Log4NetTargets.Async("d"),
            Log4NetTargets.MemoryMapped("m"),
            Log4NetTargets.AsyncMemoryMapped("m2"),
            PeerTargets.NLogAsync("g", NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction.Discard, "defaults: Discard"),
            PeerTargets.NLogAsync("g2", NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction.Block, "Block"),
            PeerTargets.SerilogAsync("h", blockWhenFull: false, "defaults: drop when full"),
            PeerTargets.SerilogAsync("h2", blockWhenFull: true, "blockWhenFull"),
            PeerTargets.ZLoggerFile("z"),
            Log4NetTargets.NoOp("0"),
            Log4NetTargets.NoOpFixing("0f"),
            Log4NetTargets.AsyncNoOp("q"),
        };

        /// <summary>Runs every variant <paramref name="reps"/> times, interleaved, after one discarded warm-up run each.</summary>
        public static Dictionary<string, List<RunResult>> Run(Report report, string root, TimeSpan duration, int reps)
        {
            IReadOnlyList<Variant> variants = VariantFilter.Apply(Variants());
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => Once(v, root, TimeSpan.FromSeconds(1)),
                v => Once(v, root, duration),
                (rep, v, r) => $"  throughput rep {rep} {v.Key}: caller {Stats.Rate(r.CallerRate)}/s, e2e {Stats.Rate(r.EndToEndRate)}/s, on disk {r.OnDisk}/{r.Logged}");

            Write(report, variants, results, duration, reps);
            return results;
        }

        public static RunResult Once(Variant variant, string root, TimeSpan duration)
        {
            using BenchTarget target = variant.Create(new LogDirectory(root));
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            GcCounts gc = GcCounts.Start();
            long threadBytes = GC.GetAllocatedBytesForCurrentThread();
            long processBytes = GC.GetTotalAllocatedBytes(false);
            long start = Stopwatch.GetTimestamp();
            long end = start + (long)(duration.TotalSeconds * Stopwatch.Frequency);
            long counter = 0;
            while (true)
            {
                counter++;
                target.Log(counter);
                if ((counter & 127) == 0 && Stopwatch.GetTimestamp() >= end)
                {
                    break;
                }
            }

            long loopEnd = Stopwatch.GetTimestamp();
            long threadAllocated = GC.GetAllocatedBytesForCurrentThread() - threadBytes;
            long processAllocated = GC.GetTotalAllocatedBytes(false) - processBytes;
            target.Close();
            long closed = Stopwatch.GetTimestamp();
            return new RunResult
            {
                Logged = counter,
                LoopSeconds = (loopEnd - start) / (double)Stopwatch.Frequency,
                CloseSeconds = (closed - loopEnd) / (double)Stopwatch.Frequency,
                OnDisk = target.WritesFiles ? target.Directory.CountLines() : 0,
                Dropped = target.Dropped,
                ThreadAllocated = threadAllocated,
                ProcessAllocated = processAllocated,
                Gc = gc.Stop(),
            };
        }

        private static void Write(Report report, IReadOnlyList<Variant> variants, Dictionary<string, List<RunResult>> results, TimeSpan duration, int reps)
        {
            report.Heading("1. Throughput (seed 004): one producer, DebugFormat(\"Counter is: {0}\")");
            report.Line($"{duration.TotalSeconds:0} s per run, {reps} runs per variant interleaved (a, b, c, … then again), after a 1 s warm-up run each. " +
                        "Figures: median (min–max) over the runs. Caller = events the producer logged ÷ loop time. End-to-end = lines found in the files " +
                        "÷ (loop time + Close), Close returning once everything is written to the OS (page cache; no fsync). " +
                        "B/event: GC.GetAllocatedBytesForCurrentThread (the producer) and GC.GetTotalAllocatedBytes (whole process, incl. the writer thread) over the loop, ÷ events logged. " +
                        "GC: collections during loop + close (median).");
            report.Line();
            double a = results.TryGetValue("a", out var ra) ? Stats.Median(ra.Select(r => r.CallerRate).ToList()) : 0;
            double c = results.TryGetValue("c", out var rc) ? Stats.Median(rc.Select(r => r.CallerRate).ToList()) : 0;
            report.Table(
                new[] { "variant", "caller events/s", "vs (a)", "vs (c)", "end-to-end events/s", "on disk / logged", "close ms", "B/event producer", "B/event process", "GC 0/1/2" },
                variants.Select(v =>
                {
                    List<RunResult> rs = results[v.Key];
                    double caller = Stats.Median(rs.Select(r => r.CallerRate).ToList());
                    bool files = v.WritesFiles;
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.CallerRate).ToList(), Stats.Rate),
                        Stats.Ratio(caller, a),
                        Stats.Ratio(caller, c),
                        files ? Stats.MedianSpread(rs.Select(r => r.EndToEndRate).ToList(), Stats.Rate) : "–",
                        files ? Stats.MedianSpread(rs.Select(r => 100.0 * r.OnDisk / r.Logged).ToList(), x => Stats.F1(x) + "%") : "–",
                        Stats.F0(Stats.Median(rs.Select(r => r.CloseSeconds * 1000).ToList())),
                        Stats.F0(Stats.Median(rs.Select(r => (double)r.ThreadAllocated / r.Logged).ToList())),
                        Stats.F0(Stats.Median(rs.Select(r => (double)r.ProcessAllocated / r.Logged).ToList())),
                        GcCounts.Medians(rs.Select(r => r.Gc)),
                    };
                }));
        }
    }
}
