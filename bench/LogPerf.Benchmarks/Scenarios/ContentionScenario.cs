using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using LogPerf.Benchmarks.Harness;
using NLog.Targets.Wrappers;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>Scenario 3, contention: 4 producer threads log into the same pipeline for a fixed time.</summary>
    internal static class ContentionScenario
    {
        public const int Producers = 4;

        public static IReadOnlyList<Variant> Variants() => new[]
        {
            Log4NetTargets.Rolling("a", immediateFlush: true),
            Log4NetTargets.Rolling("b", immediateFlush: false),
            Log4NetTargets.Buffering("c"),
            Log4NetTargets.Async("d"),
            Log4NetTargets.MemoryMapped("m"),
            Log4NetTargets.AsyncMemoryMapped("m2"),
            PeerTargets.NLogAsync("g", AsyncTargetWrapperOverflowAction.Discard, "defaults: Discard"),
            PeerTargets.NLogAsync("g2", AsyncTargetWrapperOverflowAction.Block, "Block"),
        };

        public static Dictionary<string, List<RunResult>> Run(Report report, string root, TimeSpan duration, int reps)
        {
            IReadOnlyList<Variant> variants = VariantFilter.Apply(Variants());
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => Once(v, root, TimeSpan.FromSeconds(0.5)),
                v => Once(v, root, duration),
                (rep, v, r) => $"  contention rep {rep} {v.Key}: caller {Stats.Rate(r.CallerRate)}/s, e2e {Stats.Rate(r.EndToEndRate)}/s");

            report.Heading($"3. Contention: {Producers} producer threads, same pipeline");
            report.Line($"{duration.TotalSeconds:0} s per run, {reps} runs interleaved after a 0.5 s warm-up each; caller = all producers' events ÷ loop time; " +
                        "end-to-end = lines on disk ÷ (loop + Close). 4 producers and the writer thread share 2 cores.");
            report.Line();
            double a = results.TryGetValue("a", out var ra) ? Stats.Median(ra.Select(r => r.CallerRate).ToList()) : 0;
            double c = results.TryGetValue("c", out var rc) ? Stats.Median(rc.Select(r => r.CallerRate).ToList()) : 0;
            report.Table(
                new[] { "variant", "caller events/s (all threads)", "vs (a)", "vs (c)", "end-to-end events/s", "on disk / logged", "GC 0/1/2" },
                variants.Select(v =>
                {
                    List<RunResult> rs = results[v.Key];
                    double caller = Stats.Median(rs.Select(r => r.CallerRate).ToList());
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.CallerRate).ToList(), Stats.Rate),
                        Stats.Ratio(caller, a),
                        Stats.Ratio(caller, c),
                        Stats.MedianSpread(rs.Select(r => r.EndToEndRate).ToList(), Stats.Rate),
                        Stats.MedianSpread(rs.Select(r => 100.0 * r.OnDisk / r.Logged).ToList(), x => Stats.F1(x) + "%"),
                        GcCounts.Medians(rs.Select(r => r.Gc)),
                    };
                }));
            return results;
        }

        private static RunResult Once(Variant variant, string root, TimeSpan duration)
        {
            using BenchTarget target = variant.Create(new LogDirectory(root));
            long[] counts = new long[Producers];
            using var ready = new Barrier(Producers + 1);
            long end = 0;
            var threads = Enumerable.Range(0, Producers).Select(i => new Thread(() =>
            {
                ready.SignalAndWait();
                long stop = Volatile.Read(ref end);
                long n = 0;
                while (true)
                {
                    n++;
                    target.Log(n);
                    if ((n & 127) == 0 && Stopwatch.GetTimestamp() >= stop)
                    {
                        break;
                    }
                }

                counts[i] = n;
            }) { Name = "producer " + i }).ToArray();
            foreach (Thread t in threads)
            {
                t.Start();
            }

            GcCounts gc = GcCounts.Start();
            long start = Stopwatch.GetTimestamp();
            Volatile.Write(ref end, start + (long)(duration.TotalSeconds * Stopwatch.Frequency));
            ready.SignalAndWait();
            foreach (Thread t in threads)
            {
                t.Join();
            }

            long loopEnd = Stopwatch.GetTimestamp();
            target.Close();
            long closed = Stopwatch.GetTimestamp();
            return new RunResult
            {
                Logged = counts.Sum(),
                LoopSeconds = (loopEnd - start) / (double)Stopwatch.Frequency,
                CloseSeconds = (closed - loopEnd) / (double)Stopwatch.Frequency,
                OnDisk = target.Directory.CountLines(),
                Dropped = target.Dropped,
                Gc = gc.Stop(),
            };
        }
    }
}
