using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>Counts over many configs, per kind of scenario, as docs/fix-safety.md reports them.</summary>
    public sealed class FixSafetyTotals
    {
        private readonly Dictionary<ScenarioKind, long[]> _counts = new();

        public int Configs { get; private set; }

        public List<string> Failures { get; } = new();

        /// <summary>Destinations left out because two runs of the original differed there, over all configs.</summary>
        public int NondeterministicDestinations { get; private set; }

        public void Add(ConfigReport report)
        {
            Configs++;
            NondeterministicDestinations += report.Noise.Destinations.Count;
            foreach (var (scenario, d) in report.Results)
            {
                var c = _counts.TryGetValue(scenario.Kind, out var known) ? known : _counts[scenario.Kind] = new long[10];
                c[0]++;
                c[1] += scenario.Text == report.Config.Text ? 0 : 1;
                c[2] += d.Lost;
                c[3] += d.Duplicated;
                c[4] += d.Altered;
                c[5] += d.Added;
                c[6] += d.OutOfOrder;
                c[7] += d.NewInternalErrors.Count;
                c[8] += ConfigReport.IsSafe(scenario, d) ? 0 : 1;
                c[9] += d.Recovered;
                if (scenario.AllowLost)
                {
                    AllowedLost += d.Lost;
                }
            }

            Failures.AddRange(report.Failures());
        }

        /// <summary>Lines lost by fixes chosen by name whose title says they drop events (LP0201's async="true" and plain wrapper).</summary>
        public long AllowedLost { get; private set; }

        public string Table(string title, int runs)
        {
            var text = new StringBuilder();
            text.Append(CultureInfo.InvariantCulture, $"{title}: {Configs} configs, {runs} library runs\n\n");
            text.Append("| scenario | fixed texts | changed | lost | duplicated | altered | added (LP0009/LP0204 restored) | recovered | out of order | new internal errors | unsafe |\n");
            text.Append("|---|---|---|---|---|---|---|---|---|---|---|\n");
            foreach (var (kind, c) in _counts.OrderBy(k => k.Key))
            {
                text.Append(CultureInfo.InvariantCulture, $"| {kind} | {c[0]} | {c[1]} | {c[2]} | {c[3]} | {c[4]} | {c[5]} | {c[9]} | {c[6]} | {c[7]} | {c[8]} |\n");
            }

            text.Append(CultureInfo.InvariantCulture, $"\nLost lines counted as allowed (fixes chosen by name whose title says they drop): {AllowedLost}\n");
            text.Append(CultureInfo.InvariantCulture, $"Destinations not compared because two runs of the original differed there: {NondeterministicDestinations}\n");
            return text.ToString();
        }

        /// <summary>Appends the table (and the failures) to the file LOGPERF_FIXSAFETY_REPORT names, when set.</summary>
        public void Write(string title, int runs)
        {
            if (Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_REPORT") is { Length: > 0 } path)
            {
                File.AppendAllText(path, Table(title, runs) + string.Concat(Failures.Select(f => "\n    " + f)) + "\n\n");
            }
        }
    }
}
