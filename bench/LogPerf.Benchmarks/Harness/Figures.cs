using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// The medians of one run that the appender targets are checked against (<see cref="AppenderTargets"/>), keyed
    /// "scenario.figure.variant": scenarios record them as they finish, so the targets table and the tables beside it
    /// come from the same measurements.
    /// </summary>
    internal sealed class Figures
    {
        private readonly Dictionary<string, double> _values = new Dictionary<string, double>(StringComparer.Ordinal);

        public double? this[string key] => _values.TryGetValue(key, out double value) ? value : null;

        public void Record(string key, double value) => _values[key] = value;

        /// <summary>The highest gen-2 count of any run of each variant (a target of none holds only if no run had one).</summary>
        public void RecordGc(string scenario, IReadOnlyDictionary<string, List<RunResult>> results)
        {
            foreach ((string key, List<RunResult> runs) in results)
            {
                if (runs.Count > 0)
                {
                    Record($"{scenario}.gen2max.{key}", runs.Max(r => r.Gc.Gen2));
                    Record($"{scenario}.gen1.{key}", Stats.Median(runs.Select(r => (double)r.Gc.Gen1).ToList()));
                    Record($"{scenario}.gen0.{key}", Stats.Median(runs.Select(r => (double)r.Gc.Gen0).ToList()));
                }
            }
        }

        /// <summary>
        /// Caller and end-to-end rates, share of events on disk, allocations per event of each variant's runs, and (where a
        /// server receives the events) the CPU time per event of this process and of the server.
        /// </summary>
        public void RecordRuns(string scenario, IReadOnlyDictionary<string, List<RunResult>> results)
        {
            foreach ((string key, List<RunResult> runs) in results)
            {
                if (runs.Count == 0)
                {
                    continue;
                }

                Record($"{scenario}.caller.{key}", Stats.Median(runs.Select(r => r.CallerRate).ToList()));
                Record($"{scenario}.e2e.{key}", Stats.Median(runs.Select(r => r.EndToEndRate).ToList()));
                Record($"{scenario}.ondisk.{key}", runs.Min(r => r.Logged == 0 ? 0 : (double)r.OnDisk / r.Logged));
                Record($"{scenario}.producerbytes.{key}", Stats.Median(runs.Select(r => (double)r.ThreadAllocated / r.Logged).ToList()));
                Record($"{scenario}.processbytes.{key}", Stats.Median(runs.Select(r => (double)r.ProcessAllocated / r.Logged).ToList()));
                if (runs.All(r => r.ProcessCpuPerEvent is not null && r.ServerCpuPerEvent is not null))
                {
                    Record($"{scenario}.processcpu.{key}", Stats.Median(runs.Select(r => r.ProcessCpuPerEvent!.Value).ToList()));
                    Record($"{scenario}.servercpu.{key}", Stats.Median(runs.Select(r => r.ServerCpuPerEvent!.Value).ToList()));
                }
            }
        }
    }
}
