using System;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// Fixes one config file of one project as <c>logperf fix</c> does: its findings at Warning or above (after the
    /// project's severity settings), each rule's default fix, Fix All style, one rule at a time with the file analyzed
    /// again between rules (<see cref="RuleByRuleFixer"/>). Every fixer registered for a rule is asked, so rules and fixes
    /// added later are applied with no change here.
    /// </summary>
    internal sealed class ConfigFileFixer
    {
        private readonly LogPerfComponents _components;
        private readonly ImmutableArray<DiagnosticAnalyzer> _ruleAnalyzers;

        public ConfigFileFixer(LogPerfComponents components)
        {
            _components = components;
            _ruleAnalyzers = components.Analyzers
                .Where(a => a.SupportedDiagnostics.All(d => d.Id != RuleIds.ConfigFixesAtLoad))
                .ToImmutableArray();
        }

        public static ConfigFileFixer Shared { get; } = new ConfigFileFixer(LogPerfComponents.Shared);

        /// <summary>The solution with every fixable finding of the file fixed (unchanged when there is none).</summary>
        public async Task<Solution> FixAllAsync(Solution solution, ProjectId project, string path, CancellationToken cancellationToken)
        {
            var findings = await FindingsAsync(solution, project, path, cancellationToken).ConfigureAwait(false);
            var fixer = new RuleByRuleFixer(_components, FixSelection.Default, (fixedSolution, token) => FindingsAsync(fixedSolution, project, path, token));
            var (fixedSolution, _) = await fixer.FixAsync(solution, findings, _ => true, cancellationToken).ConfigureAwait(false);
            return fixedSolution;
        }

        /// <summary>What the build reports in the file at Warning or above, in the order logperf lists it.</summary>
        public async Task<ImmutableArray<Finding>> FindingsAsync(Solution solution, ProjectId projectId, string path, CancellationToken cancellationToken)
        {
            var project = solution.GetProject(projectId);
            var file = project?.AnalyzerOptions.AdditionalFiles.FirstOrDefault(f => PathComparer.Same(f.Path, path));
            if (project is null || file is null || await project.GetCompilationAsync(cancellationToken).ConfigureAwait(false) is not { } compilation)
            {
                return ImmutableArray<Finding>.Empty;
            }

            var options = new CompilationWithAnalyzersOptions(
                project.AnalyzerOptions, onAnalyzerException: null, concurrentAnalysis: true, logAnalyzerExecutionTime: false, reportSuppressedDiagnostics: false);
            var result = await compilation.WithAnalyzers(_ruleAnalyzers, options).GetAnalysisResultAsync(file, cancellationToken).ConfigureAwait(false);
            return result.GetAllDiagnostics()
                .Where(d => d.Severity >= DiagnosticSeverity.Warning && !d.IsSuppressed && PathComparer.Same(d.Location.GetLineSpan().Path, path))
                .Select(d => new Finding(d, projectId))
                .OrderBy(f => f.Span.StartLinePosition.Line)
                .ThenBy(f => f.Span.StartLinePosition.Character)
                .ThenBy(f => f.Id, StringComparer.Ordinal)
                .ToImmutableArray();
        }
    }
}
