using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>What one step changed: the rule, the fix's title, and the solution after it.</summary>
    internal sealed record FixStepResult(string Id, string Title, Solution Solution)
    {
        /// <summary>How many of the rule's findings the step removed (known once the fixed solution is analyzed again).</summary>
        public int Fixed { get; init; }
    }

    /// <summary>
    /// Fixes the findings of one rule across the target, the way "Fix all occurrences in solution" does in the IDE:
    /// each finding's chosen fix gives an equivalence key, and the provider's FixAllProvider fixes every finding with
    /// that key at once, in C# and config files alike. A provider without Fix All has its fixes applied one at a time.
    /// </summary>
    internal sealed class FixStep
    {
        private readonly LogPerfComponents _components;
        private readonly FixSelection _selection;

        public FixStep(LogPerfComponents components, FixSelection selection)
        {
            _components = components;
            _selection = selection;
        }

        /// <summary>The solution with one group of the rule's findings fixed, or null when no fix changes anything.</summary>
        public async Task<FixStepResult?> ApplyAsync(Solution solution, string id, ImmutableArray<Finding> findings, CancellationToken cancellationToken)
        {
            if (!_components.FixersById.TryGetValue(id, out var fixers))
            {
                return null;
            }

            foreach (var fixer in fixers)
            {
                var chosen = new List<(Finding Finding, CodeAction Action)>();
                foreach (var finding in findings)
                {
                    var offered = await OfferedFixes.ForAsync(fixer, solution, finding, cancellationToken).ConfigureAwait(false);
                    if (_selection.Choose(offered, a => FixSelection.MayBeDefault(fixer, a)) is { } action)
                    {
                        chosen.Add((finding, action));
                    }
                }

                foreach (var group in chosen.GroupBy(c => c.Action.EquivalenceKey))
                {
                    var result = group.Key is { } key
                        ? await FixAllAsync(fixer, solution, id, key, group.Select(c => c.Finding).ToImmutableArray(), cancellationToken).ConfigureAwait(false)
                        : null;
                    result ??= await ApplyAsync(solution, group.First().Action, cancellationToken).ConfigureAwait(false);
                    if (result != null)
                    {
                        return new FixStepResult(id, group.First().Action.Title, await LinkedCopies.SynchronizeAsync(solution, result, cancellationToken).ConfigureAwait(false));
                    }
                }
            }

            return null;
        }

        private static async Task<Solution?> FixAllAsync(
            CodeFixProvider fixer, Solution solution, string id, string equivalenceKey, ImmutableArray<Finding> findings, CancellationToken cancellationToken)
        {
            var fixAll = fixer.GetFixAllProvider();
            if (fixAll is null || !fixAll.GetSupportedFixAllScopes().Contains(FixAllScope.Solution))
            {
                return null;
            }

            var project = solution.GetProject(findings[0].Project)!;
            var context = new FixAllContext(project, fixer, FixAllScope.Solution, equivalenceKey, new[] { id }, new FindingsProvider(findings), cancellationToken);
            var action = await fixAll.GetFixAsync(context).ConfigureAwait(false);
            return action is null ? null : await ApplyAsync(solution, action, cancellationToken).ConfigureAwait(false);
        }

        /// <summary>The solution the action changes, or null when it changes no text.</summary>
        private static async Task<Solution?> ApplyAsync(Solution solution, CodeAction action, CancellationToken cancellationToken)
        {
            var operations = await action.GetOperationsAsync(cancellationToken).ConfigureAwait(false);
            var changed = operations.OfType<ApplyChangesOperation>().LastOrDefault()?.ChangedSolution;
            return changed is null || !changed.GetChanges(solution).GetProjectChanges().Any() ? null : changed;
        }
    }
}
