using System.Collections.Generic;
using System.Linq;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>What every scenario of one config changed in the output, and which scenarios broke the promise.</summary>
    public sealed class ConfigReport
    {
        public ConfigReport(ConfigUnderTest config, IReadOnlyList<string> rules)
        {
            Config = config;
            Rules = rules;
        }

        public ConfigUnderTest Config { get; }

        public IReadOnlyList<string> Rules { get; }

        /// <summary>What two runs of the original wrote differently (destinations then left out of every comparison).</summary>
        public Differences Noise { get; init; } = new Differences();

        /// <summary>The library refused the original config in both runs ("CONFIG NOT LOADED"): the original logged nothing.</summary>
        public bool OriginalNotLoaded { get; init; }

        public List<(FixScenario Scenario, Differences Differences)> Results { get; } = new();

        public void Add(FixScenario scenario, Differences differences) => Results.Add((scenario, differences));

        /// <summary>
        /// The scenarios whose fixed app did not log what the original logged: any line duplicated, altered or out of its
        /// thread's order, any new internal error; lines lost unless the fix was chosen by name and says it drops; lines
        /// added unless LP0009 restored events as its title says.
        /// </summary>
        public IEnumerable<string> Failures() =>
            Results.Where(r => !IsSafe(r.Scenario, r.Differences))
                .Select(r => $"{Config.Name} [{r.Scenario.Kind}] {r.Scenario.Label}: {r.Differences}\n    " + string.Join("\n    ", r.Differences.Samples.Concat(r.Differences.NewInternalErrors.Take(5).Select(m => "new internal: " + m))));

        public static bool IsSafe(FixScenario scenario, Differences d) =>
            d.Duplicated == 0 && (d.Altered == 0 || scenario.AllowAltered) && d.OutOfOrder == 0 && (scenario.OriginalNotLoaded || d.NewInternalErrors.All(m => IsAboutRestored(scenario, m) || ReportsADrop(scenario, m)))
            && (d.Lost == 0 || scenario.AllowLost) && (d.Added == 0 || scenario.AllowAdded);

        /// <summary>
        /// With <see cref="FixScenario.AllowLost"/>: the library's own report of an event the fix's stated policy dropped
        /// (log4net 3.5's RemoteSyslogAppender: "A logging event was dropped: the queue is full or closed. Further losses are
        /// counted and reported when the sender closes."), the counter the loss must come with.
        /// </summary>
        private static bool ReportsADrop(FixScenario scenario, string message) =>
            scenario.AllowLost && (message.Contains("was dropped", System.StringComparison.Ordinal) || message.Contains(" dropped ", System.StringComparison.Ordinal));

        private static bool IsAboutRestored(FixScenario scenario, string message) =>
            scenario.AllowAdded && scenario.Restored.Select(OutputComparer.Mask).Any(name => message.Contains("[" + name + "]", System.StringComparison.Ordinal) || message.Contains("(Name=" + name + ")", System.StringComparison.Ordinal));
    }
}
