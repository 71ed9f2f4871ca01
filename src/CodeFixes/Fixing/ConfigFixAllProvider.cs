using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// Fix All for LP0101: every config file the LP0101 diagnostics in scope carry, fixed once each (however many calls load
    /// it, in however many projects) as "Fix all LogPerf findings in the file" does. dotnet format applies a fix only through
    /// its Fix All action, so this is what <c>dotnet format analyzers --diagnostics LP0101 --severity info</c> runs; Roslyn's
    /// batch fixer would merge the actions' C# changes only, and there are none.
    /// </summary>
    internal sealed class ConfigFixAllProvider : FixAllProvider
    {
        public static ConfigFixAllProvider Instance { get; } = new ConfigFixAllProvider();

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
            new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

        public override async Task<CodeAction?> GetFixAsync(FixAllContext context)
        {
            var diagnostics = await FixAllScopeDiagnostics.InScopeAsync(context).ConfigureAwait(false);
            // One project per file: the first whose code loads it (a file shared by projects or target frameworks is fixed once,
            // and LinkedCopies gives every copy the fixed text).
            var configs = new List<(ProjectId Project, string Path)>();
            foreach (var diagnostic in diagnostics.Where(d => context.DiagnosticIds.Contains(d.Id)))
            {
                var project = diagnostic.Location.SourceTree is { } tree ? context.Solution.GetDocument(tree)?.Project.Id : null;
                if (project != null && LP0101ConfigFixesAtLoadCodeFixProvider.ConfigPath(diagnostic) is { } path && !configs.Any(c => PathComparer.Same(c.Path, path)))
                {
                    configs.Add((project, path));
                }
            }

            if (configs.Count == 0)
            {
                return null;
            }

            var title = configs.Count == 1
                ? $"Fix all LogPerf findings in {System.IO.Path.GetFileName(configs[0].Path)}"
                : $"Fix all LogPerf findings in {configs.Count} config files";
            return CodeAction.Create(
                title,
                async cancellationToken =>
                {
                    var solution = context.Solution;
                    foreach (var (project, path) in configs)
                    {
                        solution = await ConfigFileFixer.Shared.FixAllAsync(solution, project, path, cancellationToken).ConfigureAwait(false);
                    }

                    return solution;
                },
                context.CodeActionEquivalenceKey ?? LP0101ConfigFixesAtLoadCodeFixProvider.FixAllKey);
        }
    }
}
