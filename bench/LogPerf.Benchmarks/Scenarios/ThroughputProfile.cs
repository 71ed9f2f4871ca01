using System;
using System.Collections.Generic;
using System.Linq;
using log4net.Appender;
using log4net.Core;
using LogPerf.Appenders;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Instrumentation for scenario 1's misses (no profiler on the machine): the same loop with one component
    /// changed at a time (Fix flags, target flush, target), to see where a batched event's time goes.
    /// </summary>
    internal static class ThroughputProfile
    {
        public static IReadOnlyList<Variant> Variants() => new[]
        {
            Log4NetTargets.Rolling("b", immediateFlush: false),
            Log4NetTargets.Buffering("c"),
            Buffering("c-fix0", FixFlags.None, immediateFlush: true),
            Buffering("c-msg", FixFlags.Message, immediateFlush: true),
            Buffering("c-thread", FixFlags.ThreadName, immediateFlush: true),
            Buffering("c-exc", FixFlags.Exception, immediateFlush: true),
            Log4NetTargets.Async("d"),
            new Variant("d-noflush", "AsyncForwardingAppender → RollingFile ImmediateFlush=false", dir => new Log4NetTarget(dir, Log4NetTargets.AsyncForwarder(Log4NetTargets.SeedRollingFile(dir, false)))),
            new Variant("d-fix0", "AsyncForwardingAppender Fix=None (unsafe, profile only) → RollingFile", dir =>
            {
                var a = new AsyncForwardingAppender { Name = "A", Fix = FixFlags.None };
                a.AddAppender(Log4NetTargets.SeedRollingFile(dir, true));
                a.ActivateOptions();
                return new Log4NetTarget(dir, a);
            }),
            new Variant("d-noop", "AsyncForwardingAppender → no-op appender (a layout-less target, so the default Fix is All, incl. LocationInfo)", dir => new Log4NetTarget(dir, Log4NetTargets.AsyncForwarder(new NoOpAppender { Name = "N" }))),
            new Variant("d-noop268", "AsyncForwardingAppender Fix=268 → no-op appender (caller side + queue only)", dir =>
            {
                var a = new AsyncForwardingAppender { Name = "A", Fix = (FixFlags)268 };
                a.AddAppender(new NoOpAppender { Name = "N" });
                a.ActivateOptions();
                return new Log4NetTarget(dir, a);
            }),
        };

        private static Variant Buffering(string key, FixFlags fix, bool immediateFlush) => new Variant(
            key,
            $"BufferingForwardingAppender Fix={fix} → RollingFile",
            dir =>
            {
                var b = Log4NetTargets.SeedBufferingForwarder(Log4NetTargets.SeedRollingFile(dir, immediateFlush));
                b.Fix = fix;
                return new Log4NetTarget(dir, b);
            });

        public static void Run(Report report, string root, TimeSpan duration, int reps)
        {
            IReadOnlyList<Variant> variants = VariantFilter.Apply(Variants());
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => ThroughputScenario.Once(v, root, TimeSpan.FromSeconds(0.5)),
                v => ThroughputScenario.Once(v, root, duration),
                (rep, v, r) => $"  profile rep {rep} {v.Key}: caller {Stats.Rate(r.CallerRate)}/s, e2e {Stats.Rate(r.EndToEndRate)}/s");

            report.Heading("1b. Where the time goes: scenario 1 with one component changed at a time");
            report.Line($"{duration.TotalSeconds:0} s per run, {reps} runs interleaved; ns/event = 1e9 ÷ caller events/s (median).");
            report.Line();
            report.Table(
                new[] { "variant", "caller events/s", "caller ns/event", "end-to-end events/s", "B/event producer", "B/event process", "GC 0/1/2" },
                variants.Select(v =>
                {
                    List<RunResult> rs = results[v.Key];
                    double caller = Stats.Median(rs.Select(r => r.CallerRate).ToList());
                    bool files = !v.Key.StartsWith("d-noop", StringComparison.Ordinal);
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.CallerRate).ToList(), Stats.Rate),
                        Stats.F0(1e9 / caller),
                        files ? Stats.MedianSpread(rs.Select(r => r.EndToEndRate).ToList(), Stats.Rate) : "–",
                        Stats.F0(Stats.Median(rs.Select(r => (double)r.ThreadAllocated / r.Logged).ToList())),
                        Stats.F0(Stats.Median(rs.Select(r => (double)r.ProcessAllocated / r.Logged).ToList())),
                        GcCounts.Medians(rs.Select(r => r.Gc)),
                    };
                }));
        }
    }
}
