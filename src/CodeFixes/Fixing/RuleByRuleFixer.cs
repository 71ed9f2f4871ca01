using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// Fixes findings one rule at a time (in id order), re-analyzing after each rule so every fix starts from exact
    /// locations (a fix may move text that another rule's diagnostics point at, or reveal new findings). Stops when no
    /// selected finding has a fix that changes anything, or after a bounded number of steps. What is analyzed is the
    /// caller's: <c>logperf fix</c> analyzes its target projects, LP0101's fix one config file; both fix alike.
    /// </summary>
    internal sealed class RuleByRuleFixer
    {
        private const int MaxStepsPerRule = 5;

        private readonly LogPerfComponents _components;
        private readonly FixStep _step;
        private readonly Func<Solution, CancellationToken, Task<ImmutableArray<Finding>>> _analyze;
        private readonly Action<string>? _status;

        public RuleByRuleFixer(
            LogPerfComponents components, FixSelection selection, Func<Solution, CancellationToken, Task<ImmutableArray<Finding>>> analyze, Action<string>? status = null)
        {
            _components = components;
            _step = new FixStep(components, selection);
            _analyze = analyze;
            _status = status;
        }

        /// <summary>The solution with the selected findings fixed, and what each step fixed.</summary>
        public async Task<(Solution Solution, IReadOnlyList<FixStepResult> Steps)> FixAsync(
            Solution solution, ImmutableArray<Finding> findings, Func<Finding, bool> selected, CancellationToken cancellationToken)
        {
            var current = findings;
            var steps = new List<FixStepResult>();
            var exhausted = new HashSet<string>(StringComparer.Ordinal);
            var stepsPerRule = new Dictionary<string, int>(StringComparer.Ordinal);
            var maxSteps = MaxStepsPerRule * Math.Max(1, _components.FixersById.Count);
            for (var step = 0; step < maxSteps; step++)
            {
                var next = current.Where(selected)
                    .Where(f => _components.FixersById.ContainsKey(f.Id) && !exhausted.Contains(f.Id))
                    .GroupBy(f => f.Id)
                    .OrderBy(g => g.Key, StringComparer.Ordinal)
                    .FirstOrDefault();
                if (next is null)
                {
                    break;
                }

                _status?.Invoke($"Fixing {next.Key} ({next.Count()} diagnostic{(next.Count() == 1 ? string.Empty : "s")})");
                var result = await _step.ApplyAsync(solution, next.Key, next.ToImmutableArray(), cancellationToken).ConfigureAwait(false);
                stepsPerRule[next.Key] = (stepsPerRule.TryGetValue(next.Key, out var taken) ? taken : 0) + 1;
                if (result is null || stepsPerRule[next.Key] >= MaxStepsPerRule)
                {
                    exhausted.Add(next.Key);
                }

                if (result is not null)
                {
                    solution = result.Solution;
                    current = await _analyze(solution, cancellationToken).ConfigureAwait(false);
                    steps.Add(result with { Fixed = Math.Max(0, next.Count() - current.Where(selected).Count(f => f.Id == next.Key)) });
                }
            }

            return (solution, steps);
        }
    }
}
