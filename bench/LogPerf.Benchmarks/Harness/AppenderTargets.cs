using System;
using System.Collections.Generic;
using System.Globalization;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// Issue 11's targets for the appenders LogPerf's fixes write, checked against one run's <see cref="Figures"/>:
    /// one row per target with what was measured and whether it was met (a target whose scenario did not run says so).
    /// </summary>
    internal static class AppenderTargets
    {
        public static readonly string[] Header = { "target", "measured", "verdict" };

        public static IReadOnlyList<IReadOnlyList<string>> Rows(Figures f)
        {
            var rows = new List<IReadOnlyList<string>>
            {
                AtLeast("(d) LP0004's fix, AsyncForwardingAppender → RollingFileAppender ImmediateFlush=true: end to end ≥ (b) ImmediateFlush=false, one producer",
                    f["throughput.e2e.d"], f["throughput.e2e.b"], 1.0, "d", "b"),
                AtLeast("(m) MemoryMappedFileAppender: end to end ≥ (g2) NLog AsyncTargetWrapper (Block) → FileTarget, one producer",
                    f["throughput.e2e.m"], f["throughput.e2e.g2"], 1.0, "m", "g2"),
                AtLeast("(m) MemoryMappedFileAppender: end to end ≥ (g2), 4 producers (table 3)",
                    f["contention.e2e.m"], f["contention.e2e.g2"], 1.0, "m", "g2"),
                AllOnDisk("(m) every event on disk, one producer and 4 producers", f["throughput.ondisk.m"], f["contention.ondisk.m"]),
                AtLeast("(q) the queue with a no-op target: caller ≥ 90% of (0f), the floor with the same Fix",
                    f["throughput.caller.q"], f["throughput.caller.0f"], 0.9, "q", "0f"),
                Below("(d) caller p99.9 at half load < 5 µs (table 2)", f["latency.halfp999.d"], 5.0, "µs"),
                Below("(q) bytes allocated per event by the queue's worker (process − producer), beyond log4net's own: ≈ 0 (< 16 B, the resolution of process-wide counting)",
                    Difference(f["throughput.processbytes.q"], f["throughput.producerbytes.q"]), 16, "B/event"),
                Below("(q) bytes allocated per event by the caller beyond (0f), which allocates what log4net's Fix does: ≈ 0 (< 16 B)",
                    Difference(f["throughput.producerbytes.q"], f["throughput.producerbytes.0f"]), 16, "B/event"),
                AtLeast("AsyncRemoteSyslogAppender UDP → rsyslog: caller ≥ 2× log4net's RemoteSyslogAppender, every event delivered",
                    f["syslog.caller.A-up"], f["syslog.caller.L-up"], 2.0, "A-up", "L-up", f["syslog.ondisk.A-up"]),
                AtLeast("AsyncRemoteSyslogAppender TCP → rsyslog: caller ≥ 6× log4net's RemoteSyslogAppender (UDP), every event delivered",
                    f["syslog.caller.T-up"], f["syslog.caller.L-up"], 6.0, "T-up", "L-up", f["syslog.ondisk.T-up"]),
            };
            return rows;
        }

        private static double? Difference(double? a, double? b) => a is null || b is null ? null : a - b;

        private static IReadOnlyList<string> AtLeast(string target, double? value, double? baseline, double ratio, string key, string baselineKey, double? delivered = null)
        {
            if (value is null || baseline is null || baseline == 0)
            {
                return new[] { target, "not measured in this run", "–" };
            }

            double measured = value.Value / baseline.Value;
            string deliveredText = delivered is null ? string.Empty : $", delivered {Percent(delivered.Value)}";
            bool met = measured >= ratio && (delivered is null || delivered.Value >= 1.0);
            return new[]
            {
                target,
                $"({key}) {Stats.Rate(value.Value)}/s vs ({baselineKey}) {Stats.Rate(baseline.Value)}/s = **{measured.ToString("0.00", CultureInfo.InvariantCulture)}×**{deliveredText}",
                met ? "met" : "**missed**",
            };
        }

        private static IReadOnlyList<string> Below(string target, double? value, double limit, string unit)
        {
            if (value is null)
            {
                return new[] { target, "not measured in this run", "–" };
            }

            return new[] { target, $"**{value.Value.ToString("0.00", CultureInfo.InvariantCulture)} {unit}**", value.Value < limit ? "met" : "**missed**" };
        }

        private static IReadOnlyList<string> AllOnDisk(string target, double? single, double? contended)
        {
            if (single is null || contended is null)
            {
                return new[] { target, "not measured in this run", "–" };
            }

            return new[] { target, $"lowest run: {Percent(single.Value)} and {Percent(contended.Value)}", single.Value >= 1.0 && contended.Value >= 1.0 ? "met" : "**missed**" };
        }

        private static string Percent(double share) => (100 * share).ToString("0.0", CultureInfo.InvariantCulture) + "%";
    }
}
