using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.CodeFixes.Fixing;
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
    /// Fixes the selected findings of the target projects one rule at a time, re-analyzing the projects after each rule
    /// (<see cref="RuleByRuleFixer"/>, which LP0101's "fix all" runs on one config file).
    /// </summary>
    internal sealed class SolutionFixer
    {
        private readonly SolutionAnalyzer _analyzer;
        private readonly LogPerfComponents _components;
        private readonly FixSelection _selection;
        private readonly StatusLine _status;

        public SolutionFixer(SolutionAnalyzer analyzer, LogPerfComponents components, FixSelection selection, StatusLine status)
        {
            _analyzer = analyzer;
            _components = components;
            _selection = selection;
            _status = status;
        }

        public async Task<FixOutcome> FixAsync(Solution solution, ImmutableArray<ProjectId> projects, FindingFilter filter, CancellationToken cancellationToken)
        {
            var before = await _analyzer.AnalyzeAsync(solution, projects, cancellationToken).ConfigureAwait(false);
            var current = before;
            var fixer = new RuleByRuleFixer(
                _components,
                _selection,
                async (fixedSolution, token) => (current = await _analyzer.AnalyzeAsync(fixedSolution, projects, token).ConfigureAwait(false)).Findings,
                _status.Show);
            var (fixedSolution, steps) = await fixer.FixAsync(solution, before.Findings, filter.Includes, cancellationToken).ConfigureAwait(false);
            _status.Clear();
            return new FixOutcome(before, fixedSolution, current, steps);
        }
    }
}
