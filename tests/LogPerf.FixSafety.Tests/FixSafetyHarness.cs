using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Rules.LP0009LostEvents;
using Microsoft.CodeAnalysis;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// For one config: the original and every fixed text a user can make (<see cref="ScenarioKind"/>), each distinct text
    /// run once by the real library in its own process (the original twice: where those two runs differ, the workload's
    /// thread interleaving decides the output, and that destination is not compared), and every fixed run compared with
    /// the original run. Rule orders:
    /// every permutation of the rules with findings when there are at most <see cref="MaxRulesForAllOrders"/>, else that
    /// many rotations of the sorted list and its reverse; fixing a rule from a given text is done once and reused.
    /// </summary>
    public sealed class FixSafetyHarness : IDisposable
    {
        public const int MaxRulesForAllOrders = 5;

        private readonly FixDriver _driver = new FixDriver();
        private readonly WorkloadSpec _workload;
        private readonly TempFolder _root = new TempFolder("fixsafety");
        private readonly SemaphoreSlim _processes = new SemaphoreSlim(2);
        private int _runs;

        public FixSafetyHarness(WorkloadSpec workload) => _workload = workload;

        /// <summary>How many library processes ran.</summary>
        public int Runs => _runs;

        public async Task<ConfigReport> CheckAsync(ConfigUnderTest config)
        {
            var findings = await _driver.AnalyzeAsync(config);
            var restored = findings.Select(f => Restored(f.Id, f.Diagnostic)).OfType<string>().ToList();
            var restores = restored.Count > 0;
            var rules = findings.Where(f => _driver.HasFixer(f.Id)).Select(f => f.Id).Distinct().OrderBy(id => id, StringComparer.Ordinal).ToList();
            var scenarios = new List<FixScenario>
            {
                new(ScenarioKind.LogperfFix, "logperf fix", await _driver.FixAsync(config, config.Text, null), false, restores),
                new(ScenarioKind.LogperfFixInfo, "logperf fix --severity info", await _driver.FixAsync(config, config.Text, null, DiagnosticSeverity.Info), false, restores),
            };
            foreach (var rule in rules)
            {
                scenarios.Add(new(ScenarioKind.RuleAlone, $"--diagnostics {rule}", await FixRuleAsync(config, config.Text, rule), false, restores && IsRestoring(rule)));
            }

            foreach (var fix in await _driver.EachOfferedFixAsync(config))
            {
                scenarios.Add(new(ScenarioKind.SingleFix, $"{fix.Rule} \"{fix.Title}\"", fix.Text, fix.AllowsLoss, restores && IsRestoring(fix.Rule)));
                if (fix.AllowsLoss || fix.Key.Length > 0)
                {
                    var named = await _driver.FixAsync(config, config.Text, new[] { fix.Rule }, DiagnosticSeverity.Info, fix.Key);
                    scenarios.Add(new(ScenarioKind.NamedFix, $"--diagnostics {fix.Rule} --fix-title {fix.Key}", named, fix.AllowsLoss, restores && IsRestoring(fix.Rule)));
                }
            }

            foreach (var order in Orders(rules))
            {
                var text = config.Text;
                foreach (var rule in order)
                {
                    text = await FixRuleAsync(config, text, rule);
                }

                scenarios.Add(new(ScenarioKind.Order, string.Join(" → ", order), text, false, restores && order.Any(IsRestoring)));
            }

            var original = RunAsync(config, config.Text);
            var secondOriginal = RunAsync(config with { Name = config.Name + " (second run)" }, config.Text);
            // log4net: the original once more with every sending buffer flushed before shutdown (RecoveryEvidence).
            var reference = config.Library == "log4net" ? ReferenceAsync(config) : Task.FromResult<string?>(null);
            var corrects = rules.Contains(RuleIds.FixFlagsOmitData);
            var distinct = scenarios.GroupBy(s => (s.Kind, s.Label, s.Text))
                .Select(g => g.First() with { Restored = restored, AllowAltered = corrects && Involves(g.First(), RuleIds.FixFlagsOmitData) })
                .ToList();
            var runs = distinct.Select(s => RunAsync(config, s.Text)).ToList();
            await Task.WhenAll(runs.Append(original).Append(secondOriginal).Cast<Task>().Append(reference));
            var noise = OutputComparer.Compare(await original, await secondOriginal);
            var loaded = OutputComparer.LoadedItsConfig(await original) || OutputComparer.LoadedItsConfig(await secondOriginal);
            var report = new ConfigReport(config, rules) { Noise = noise, OriginalNotLoaded = !loaded };
            for (var i = 0; i < distinct.Count; i++)
            {
                // An original whose config the library refused to load (NLog's throwExceptions="true" turns a misspelt
                // writeTo into an exception at load: the app logs nothing, or stops) has no line to keep: a fixed config
                // that loads adds lines, each one an event the original never delivered.
                var scenario = loaded ? distinct[i] : distinct[i] with { AllowAdded = true, OriginalNotLoaded = true };
                report.Add(scenario, distinct[i].Text == config.Text ? new Differences() : OutputComparer.Compare(await original, await runs[i], noise, await secondOriginal, await reference));
            }

            return report;
        }

        public void Dispose() => _root.Dispose();

        private readonly ConcurrentDictionary<(string, string), Task<string>> _ruleFixes = new();
        private readonly ConcurrentDictionary<(string, string), Task<string>> _outputs = new();

        private Task<string> FixRuleAsync(ConfigUnderTest config, string text, string rule) =>
            _ruleFixes.GetOrAdd((text, rule), _ => _driver.FixAsync(config, text, new[] { rule }, DiagnosticSeverity.Info));

        private async Task<string?> ReferenceAsync(ConfigUnderTest config) =>
            await RunAsync(config with { Name = config.Name + " (reference)" }, config.Text, reference: true);

        private Task<string> RunAsync(ConfigUnderTest config, string text, bool reference = false) =>
            _outputs.GetOrAdd((config.Name, text), async _ =>
            {
                await _processes.WaitAsync();
                try
                {
                    var sandbox = Path.Combine(_root.Path, "run-" + Interlocked.Increment(ref _runs));
                    return await RunnerProcess.RunAsync(config.Library, text, _workload.For(config) + (reference ? "reference=1\n" : string.Empty), sandbox);
                }
                finally
                {
                    _processes.Release();
                }
            });

        /// <summary>Whether the scenario applies <paramref name="rule"/>'s fixes (a run of every rule, that rule alone, or an order holding it).</summary>
        private static bool Involves(FixScenario scenario, string rule) => scenario.Kind switch
        {
            ScenarioKind.LogperfFix or ScenarioKind.LogperfFixInfo => true,
            ScenarioKind.Order => scenario.Label.Contains(rule, StringComparison.Ordinal),
            _ => scenario.Label.Contains(rule, StringComparison.Ordinal),
        };

        /// <summary>The rules whose fixes restore events that never reached their appender or target (their titles say so).</summary>
        private static bool IsRestoring(string rule) => rule is RuleIds.LostEvents or RuleIds.NLogUnresolvedTarget;

        private static IEnumerable<IReadOnlyList<string>> Orders(IReadOnlyList<string> rules)
        {
            if (rules.Count < 2)
            {
                yield break;
            }

            if (rules.Count <= MaxRulesForAllOrders)
            {
                foreach (var permutation in Permutations(rules.ToList()))
                {
                    yield return permutation;
                }

                yield break;
            }

            for (var shift = 0; shift < rules.Count; shift++)
            {
                var rotated = rules.Skip(shift).Concat(rules.Take(shift)).ToList();
                yield return rotated;
                yield return Enumerable.Reverse(rotated).ToList();
            }
        }

        private static IEnumerable<List<string>> Permutations(List<string> items)
        {
            if (items.Count <= 1)
            {
                yield return items.ToList();
                yield break;
            }

            for (var i = 0; i < items.Count; i++)
            {
                var rest = items.Where((_, j) => j != i).ToList();
                foreach (var tail in Permutations(rest))
                {
                    tail.Insert(0, items[i]);
                    yield return tail;
                }
            }
        }

        /// <summary>
        /// The name a fix writes back where a typo lost events (an appender-ref or type LP0009 corrects, a target or type
        /// LP0204 corrects): the fixed config may log more than the original, by exactly those events.
        /// </summary>
        private static string? Restored(string id, Diagnostic diagnostic) =>
            id == RuleIds.LostEvents && LostEventsFinding.TryRead(diagnostic, out var lost) && lost.Kind is TypoFixes.RefKind or TypoFixes.TypeKind ? lost.Suggestion
            : id == RuleIds.NLogUnresolvedTarget && UnresolvedTargetFinding.TryRead(diagnostic, out var unresolved) ? unresolved.Suggestion
            : null;
    }
}
