using System;
using System.Collections.Generic;
using System.Globalization;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// The targets for the appenders LogPerf's fixes write (issues 11 and 26), checked against one run's
    /// <see cref="Figures"/>: one row per target with what was measured and whether it was met on the processor of that
    /// run (a target whose scenario did not run says so). Issue 26 asks for each on every processor a user may have.
    /// </summary>
    internal static class AppenderTargets
    {
        public static IReadOnlyList<string> Header(string processor) => new[] { "target", "measured", $"verdict on {processor}" };

        public static IReadOnlyList<IReadOnlyList<string>> Rows(Figures f)
        {
            var rows = new List<IReadOnlyList<string>>
            {
                AtLeast("(d) LP0004's fix, AsyncForwardingAppender → RollingFileAppender ImmediateFlush=true: end to end ≥ 1.5× (b) ImmediateFlush=false, one producer",
                    f["throughput.e2e.d"], f["throughput.e2e.b"], 1.5, "d", "b"),
                NoGen2("(d) no gen-2 collection in any throughput run (table 1, GC column): events do not outlive young collections because they wait",
                    f["throughput.gen2max.d"], f["throughput.gen0.d"], f["throughput.gen1.d"]),
                AtLeast("(q) the queue with a no-op target: caller ≥ 90% of (0f), the floor with the same Fix",
                    f["throughput.caller.q"], f["throughput.caller.0f"], 0.9, "q", "0f"),
                Below("(q) producer CPU per event beyond (0f) ≤ 60 ns (table 1c, median of (q) − (0f) in the same round): what handing an event to the worker costs the caller",
                    f["cpu.queuecost"], 60.0001, "ns", inclusive: true),
                Latency(f["latency.halfp999.d"], f["latency.halfp999.g2"], f["latency.halfp999.0"]),
                MetricsCost(f),
                AtLeast("(m) MemoryMappedFileAppender: end to end ≥ (g2) NLog AsyncTargetWrapper (Block) → FileTarget, one producer",
                    f["throughput.e2e.m"], f["throughput.e2e.g2"], 1.0, "m", "g2", bound: OneCoreBound(f)),
                AtLeast("(m) MemoryMappedFileAppender: end to end ≥ (g2), 4 producers (table 3)",
                    f["contention.e2e.m"], f["contention.e2e.g2"], 1.0, "m", "g2"),
                AllOnDisk("(m) every event on disk, one producer and 4 producers", f["throughput.ondisk.m"], f["contention.ondisk.m"]),
                Below("(q) bytes allocated per event by the queue's worker (process − producer), beyond log4net's own: ≈ 0 (< 16 B, the resolution of process-wide counting)",
                    Difference(f["throughput.processbytes.q"], f["throughput.producerbytes.q"]), 16, "B/event"),
                Below("(q) bytes allocated per event by the caller beyond (0f), which allocates what log4net's Fix does: ≈ 0 (< 16 B)",
                    Difference(f["throughput.producerbytes.q"], f["throughput.producerbytes.0f"]), 16, "B/event"),
                AtLeast("AsyncRemoteSyslogAppender UDP → rsyslog: caller ≥ 2× log4net's RemoteSyslogAppender, every event delivered",
                    f["syslog.caller.A-up"], f["syslog.caller.L-up"], 2.0, "A-up", "L-up", f["syslog.ondisk.A-up"], SharedCoresBound(f, "A-up", "L-up", 2.0)),
                AtLeast("AsyncRemoteSyslogAppender TCP → rsyslog: caller ≥ 6× log4net's RemoteSyslogAppender (UDP), every event delivered",
                    f["syslog.caller.T-up"], f["syslog.caller.L-up"], 6.0, "T-up", "L-up", f["syslog.ondisk.T-up"], SharedCoresBound(f, "T-up", "L-up", 6.0)),
            };
            return rows;
        }

        private static double? Difference(double? a, double? b) => a is null || b is null ? null : a - b;

        private static IReadOnlyList<string> AtLeast(
            string target, double? value, double? baseline, double ratio, string key, string baselineKey, double? delivered = null, string? bound = null)
        {
            if (value is null || baseline is null || baseline == 0)
            {
                return NotMeasured(target);
            }

            double measured = value.Value / baseline.Value;
            string deliveredText = delivered is null ? string.Empty : $", delivered {Percent(delivered.Value)}";
            bool met = measured >= ratio && (delivered is null || delivered.Value >= 1.0);
            return new[]
            {
                target,
                $"({key}) {Stats.Rate(value.Value)}/s vs ({baselineKey}) {Stats.Rate(baseline.Value)}/s = **{measured.ToString("0.00", CultureInfo.InvariantCulture)}×**{deliveredText}" +
                (bound is null ? string.Empty : "; " + bound),
                Verdict(met),
            };
        }

        private static IReadOnlyList<string> Below(string target, double? value, double limit, string unit, bool inclusive = false)
        {
            if (value is null)
            {
                return NotMeasured(target);
            }

            bool met = inclusive ? value.Value <= limit : value.Value < limit;
            return new[] { target, $"**{value.Value.ToString("0.00", CultureInfo.InvariantCulture)} {unit}**", Verdict(met) };
        }

        private static IReadOnlyList<string> NoGen2(string target, double? gen2Max, double? gen0, double? gen1)
        {
            if (gen2Max is null)
            {
                return NotMeasured(target);
            }

            return new[]
            {
                target,
                $"most in one run: **{gen2Max.Value:0}** (median gen 0/1: {gen0:0}/{gen1:0})",
                Verdict(gen2Max.Value == 0),
            };
        }

        /// <summary>
        /// (d)'s caller p99.9 at half load: at most NLog (g2)'s in the same run, and under 5 µs unless this machine's own
        /// floor (a call to a no-op appender at the same pace) is already 5 µs or more.
        /// </summary>
        private static IReadOnlyList<string> Latency(double? d, double? g2, double? floor)
        {
            const string Target = "(d) caller p99.9 at half load ≤ NLog (g2)'s in the same run, and < 5 µs where the floor allows (table 2; floor: row (0), a call to a no-op appender)";
            if (d is null || g2 is null)
            {
                return NotMeasured(Target);
            }

            string floorText = floor is null ? "floor not measured" : $"floor {Micros(floor.Value)}";
            bool underFive = d.Value < 5.0 || (floor is double f && f >= 5.0);
            return new[]
            {
                Target,
                $"(d) **{Micros(d.Value)}** vs (g2) {Micros(g2.Value)}; {floorText}",
                Verdict(d.Value <= g2.Value && underFive),
            };
        }

        /// <summary>
        /// Why (m) with one producer runs at the rate it does, from table 1c of the same run: (m) does all its work on the
        /// caller's thread, one core, while (g2) splits its work between the caller and its writer thread. (m) reaches
        /// (g2)'s rate only when its caller costs no more than (g2)'s; what is left for the appender is (g2)'s caller cost
        /// minus log4net's own (row 0: building the event and calling an appender).
        /// </summary>
        private static string? OneCoreBound(Figures f)
        {
            if (!(f["cpu.producer.m"] is double m && f["cpu.producer.g2"] is double g2 && f["cpu.other.g2"] is double g2Other && f["cpu.producer.0"] is double floor))
            {
                return null;
            }

            return $"table 1c: (m) costs its caller {Ns(m)}/event (log4net's event and call, row (0): {Ns(floor)}; the appender: {Ns(m - floor)}), " +
                   $"≤ {Stats.Rate(1e9 / m)}/s on one core; (g2) splits {Ns(g2)} (caller) and {Ns(g2Other)} (writer thread) over two, ≤ " +
                   $"{Stats.Rate(1e9 / Math.Max(g2, g2Other))}/s. Matching (g2) takes (m)'s appender in ≤ {Ns(Math.Max(0, g2 - floor))}/event on the caller";
        }

        /// <summary>
        /// The ceiling table 4's CPU column puts on a lossless caller rate: the bench process and rsyslogd share the two
        /// cores, so no rate every event survives exceeds 2 s of CPU per second ÷ their CPU per event; and the CPU per event
        /// both together would have to stay under for the target ratio.
        /// </summary>
        private static string? SharedCoresBound(Figures f, string key, string baselineKey, double ratio)
        {
            if (!(f[$"syslog.processcpu.{key}"] is double process && f[$"syslog.servercpu.{key}"] is double server && f[$"syslog.caller.{baselineKey}"] is double baseline)
                || process + server <= 0 || baseline <= 0)
            {
                return null;
            }

            double ceiling = Environment.ProcessorCount * 1e9 / (process + server);
            double needed = Environment.ProcessorCount * 1e9 / (ratio * baseline);
            string floor = f["cpu.producer.0f"] is double fixedEvent
                ? $", i.e. ≤ {Ns(Math.Max(0, needed - server))} for the bench process at this rsyslogd's cost, where log4net's event with the queue's Fix alone costs {Ns(fixedEvent)} (table 1c, row 0f)"
                : string.Empty;
            return $"table 4's CPU: bench process {Ns(process)} + rsyslogd {Ns(server)} per event on the same {Environment.ProcessorCount} cores, " +
                   $"so no lossless rate above {Stats.Rate(ceiling)}/s = {(ceiling / baseline).ToString("0.00", CultureInfo.InvariantCulture)}× ({baselineKey}); " +
                   $"{ratio:0}× takes both together ≤ {Ns(needed)}/event{floor}";
        }

        private static string Ns(double value) => value.ToString("0", CultureInfo.InvariantCulture) + " ns";

        /// <summary>
        /// Publishing the counters as .NET metrics: for (q) and (d) with each listener (a MeterListener, a dotnet-counters
        /// session), the median increase of the caller's CPU per event over the run without one. Not measurable means at
        /// most 5% of that run's median, or no more than the spread of the runs without a listener themselves.
        /// </summary>
        private static IReadOnlyList<string> MetricsCost(Figures f)
        {
            const string Target = "Publishing the counters as .NET metrics costs the caller nothing measurable: with a MeterListener or a dotnet-counters session, (q)'s and (d)'s producer CPU per event rises by ≤ 5% or by no more than the spread of the runs without one (median of paired Δ, table 1d)";
            const double Limit = 0.05;
            var parts = new List<string>();
            bool met = true;
            foreach (string pipeline in new[] { "q", "d" })
            {
                foreach (string listener in new[] { "m", "c" })
                {
                    string key = pipeline + "+" + listener;
                    if (f["metrics.dproducer." + key] is not double delta || f["metrics.producer." + pipeline] is not double baseline || baseline <= 0)
                    {
                        return NotMeasured(Target);
                    }

                    double spread = f["metrics.producerspread." + pipeline] ?? 0;
                    met &= delta <= Limit * baseline || delta <= spread;
                    parts.Add($"({key}) {Signed(delta)} ns = {Signed(100 * delta / baseline, "0.0")}%");
                }
            }

            string spreads = $"spread without a listener: (q) {f["metrics.producerspread.q"]:0} ns, (d) {f["metrics.producerspread.d"]:0} ns";
            return new[] { Target, "**" + string.Join(", ", parts) + "**; " + spreads, Verdict(met) };
        }

        private static string Signed(double value, string format = "0") =>
            (value >= 0 ? "+" : "−") + Math.Abs(value).ToString(format, CultureInfo.InvariantCulture);

        private static string Micros(double value) => value.ToString("0.00", CultureInfo.InvariantCulture) + " µs";

        private static IReadOnlyList<string> NotMeasured(string target) => new[] { target, "not measured in this run", "–" };

        private static string Verdict(bool met) => met ? "met" : "**missed**";

        private static IReadOnlyList<string> AllOnDisk(string target, double? single, double? contended)
        {
            if (single is null || contended is null)
            {
                return NotMeasured(target);
            }

            return new[] { target, $"lowest run: {Percent(single.Value)} and {Percent(contended.Value)}", Verdict(single.Value >= 1.0 && contended.Value >= 1.0) };
        }

        private static string Percent(double share) => (100 * share).ToString("0.0", CultureInfo.InvariantCulture) + "%";
    }
}
