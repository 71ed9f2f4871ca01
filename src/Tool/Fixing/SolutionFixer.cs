using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Fixing
{
    /// <summary>The fixes applied, per rule, and the analysis of the fixed solution.</summary>
    internal sealed record FixOutcome(
        AnalysisResult Before,
        Solution Fixed,
        AnalysisResult After,
        IReadOnlyList<FixStepResult> Steps);

    /// <summary>
    /// Fixes the selected findings one rule at a time, re-analyzing after each rule so every fix starts from exact
    /// locations (a fix may move text that another rule's diagnostics point at, or reveal new findings). Stops when no
    /// selected finding has a fix that changes anything, or after a bounded number of steps.
    /// </summary>
    internal sealed class SolutionFixer
    {
        private const int MaxStepsPerRule = 5;

        private readonly SolutionAnalyzer _analyzer;
        private readonly FixStep _step;
        private readonly LogPerfComponents _components;
        private readonly StatusLine _status;

        public SolutionFixer(SolutionAnalyzer analyzer, LogPerfComponents components, FixSelection selection, StatusLine status)
        {
            _analyzer = analyzer;
            _components = components;
            _step = new FixStep(components, selection);
            _status = status;
        }

        public async Task<FixOutcome> FixAsync(Solution solution, ImmutableArray<ProjectId> projects, FindingFilter filter, CancellationToken cancellationToken)
        {
            var before = await _analyzer.AnalyzeAsync(solution, projects, cancellationToken).ConfigureAwait(false);
            var current = before;
            var steps = new List<FixStepResult>();
            var exhausted = new HashSet<string>(StringComparer.Ordinal);
            var stepsPerRule = new Dictionary<string, int>(StringComparer.Ordinal);
            var maxSteps = MaxStepsPerRule * Math.Max(1, _components.FixersById.Count);
            for (var step = 0; step < maxSteps; step++)
            {
                var next = current.Where(filter)
                    .Where(f => _components.FixersById.ContainsKey(f.Id) && !exhausted.Contains(f.Id))
                    .GroupBy(f => f.Id)
                    .OrderBy(g => g.Key, StringComparer.Ordinal)
                    .FirstOrDefault();
                if (next is null)
                {
                    break;
                }

                _status.Show($"Fixing {next.Key} ({next.Count()} diagnostic{(next.Count() == 1 ? string.Empty : "s")})");
                var result = await _step.ApplyAsync(solution, next.Key, next.ToImmutableArray(), cancellationToken).ConfigureAwait(false);
                stepsPerRule[next.Key] = stepsPerRule.GetValueOrDefault(next.Key) + 1;
                if (result is null || stepsPerRule[next.Key] >= MaxStepsPerRule)
                {
                    exhausted.Add(next.Key);
                }

                if (result is not null)
                {
                    solution = result.Solution;
                    current = await _analyzer.AnalyzeAsync(solution, projects, cancellationToken).ConfigureAwait(false);
                    steps.Add(result with { Fixed = Math.Max(0, next.Count() - current.Where(filter).Count(f => f.Id == next.Key)) });
                }
            }

            _status.Clear();
            return new FixOutcome(before, solution, current, steps);
        }
    }
}
