using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.CodeFixes.Fixing;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0101's actions, offered on the C# that loads a config file: "Fix all LogPerf findings in &lt;file&gt;" (what
    /// <c>logperf fix</c> does to that file) first, then one action per finding with its rule's default fix. Only the
    /// config file (an additional document) changes, and nothing is fixed until an action is applied. The Fix All
    /// provider is what <c>dotnet format</c> runs: it fixes every config file the LP0101 diagnostics in scope carry, once each.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0101ConfigFixesAtLoadCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0101ConfigFixesAtLoadCodeFixProvider : CodeFixProvider
    {
        /// <summary>The equivalence key of "fix all in the file", which Fix All (and dotnet format) applies.</summary>
        public const string FixAllKey = RuleIds.ConfigFixesAtLoad + ".FixAllInConfig";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.ConfigFixesAtLoad);

        /// <summary>The actions offered, in order (the README's rule table lists them).</summary>
        internal static IEnumerable<string> FixTitles { get; } = new[] { "Fix all LogPerf findings in the file (as logperf fix)", "One finding: its rule's default fix" };

        public override FixAllProvider GetFixAllProvider() => ConfigFixAllProvider.Instance;

        public override async Task RegisterCodeFixesAsync(CodeFixContext context)
        {
            var project = context.TextDocument.Project;
            foreach (var diagnostic in context.Diagnostics)
            {
                if (ConfigPath(diagnostic) is not { } path || !project.AdditionalDocuments.Any(d => PathComparer.Same(d.FilePath, path)))
                {
                    continue;
                }

                var name = Path.GetFileName(path);
                context.RegisterCodeFix(
                    CodeAction.Create(
                        $"Fix all LogPerf findings in {name}",
                        cancellationToken => ConfigFileFixer.Shared.FixAllAsync(project.Solution, project.Id, path, cancellationToken),
                        FixAllKey),
                    diagnostic);
                foreach (var (finding, fix) in await DefaultFixesAsync(project, path, context.CancellationToken).ConfigureAwait(false))
                {
                    var position = finding.Span.StartLinePosition;
                    context.RegisterCodeFix(
                        CodeAction.Create(
                            $"{finding.Id} in {name}({position.Line + 1},{position.Character + 1}): {fix.Title}",
                            cancellationToken => ApplyAsync(project.Solution, fix, cancellationToken),
                            $"{RuleIds.ConfigFixesAtLoad}.{fix.EquivalenceKey}.{position.Line + 1}.{position.Character + 1}"),
                        diagnostic);
                }
            }
        }

        internal static string? ConfigPath(Diagnostic diagnostic) =>
            ConfigFixesAtLoadFinding.TryRead(diagnostic, out var path) ? path : null;

        /// <summary>Each finding of the file that has a fix, with its rule's default (first) fix, as the rule's fixer offers it.</summary>
        private static async Task<IReadOnlyList<(Finding Finding, CodeAction Fix)>> DefaultFixesAsync(Project project, string path, CancellationToken cancellationToken)
        {
            var components = LogPerfComponents.Shared;
            var fixes = new List<(Finding, CodeAction)>();
            foreach (var finding in await ConfigFileFixer.Shared.FindingsAsync(project.Solution, project.Id, path, cancellationToken).ConfigureAwait(false))
            {
                foreach (var fixer in components.FixersById.TryGetValue(finding.Id, out var fixers) ? fixers : ImmutableArray<CodeFixProvider>.Empty)
                {
                    var offered = await OfferedFixes.ForAsync(fixer, project.Solution, finding, cancellationToken).ConfigureAwait(false);
                    if (FixSelection.Default.Choose(offered, a => FixSelection.MayBeDefault(fixer, a)) is { } fix)
                    {
                        fixes.Add((finding, fix));
                        break;
                    }
                }
            }

            return fixes;
        }

        /// <summary>The rule's fix, applied when the action is (with every project's copy of a shared file kept equal).</summary>
        private static async Task<Solution> ApplyAsync(Solution solution, CodeAction fix, CancellationToken cancellationToken)
        {
            var operations = await fix.GetOperationsAsync(cancellationToken).ConfigureAwait(false);
            return operations.OfType<ApplyChangesOperation>().LastOrDefault()?.ChangedSolution is { } changed
                ? await LinkedCopies.SynchronizeAsync(solution, changed, cancellationToken).ConfigureAwait(false)
                : solution;
        }
    }
}
