using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>
    /// Applies code fixes the way the IDE does, including to additional documents (config files), which
    /// Microsoft.CodeAnalysis.Testing's CodeFixTest does not hand to fixers.
    /// </summary>
    public static class CodeFixRunner
    {
        public static async Task<IReadOnlyList<CodeAction>> ActionsForAsync(CodeFixProvider fixer, Solution solution, Diagnostic diagnostic)
        {
            var actions = new List<CodeAction>();
            var document = FindDocument(solution, diagnostic);
            var context = new CodeFixContext(document, diagnostic, (action, _) => actions.Add(action), CancellationToken.None);
            await fixer.RegisterCodeFixesAsync(context);
            return actions;
        }

        public static async Task<Solution> ApplyAsync(CodeFixProvider fixer, Solution solution, Diagnostic diagnostic, string equivalenceKey)
        {
            var action = (await ActionsForAsync(fixer, solution, diagnostic)).Single(a => a.EquivalenceKey == equivalenceKey);
            return await ApplyActionAsync(action);
        }

        public static async Task<Solution> FixAllAsync(
            CodeFixProvider fixer, Project project, FixAllScope scope, string equivalenceKey, ImmutableArray<Diagnostic> diagnostics)
        {
            var provider = fixer.GetFixAllProvider()!;
            var fixedDiagnostics = new FixedDiagnostics(diagnostics);

            // Document scope needs the document the diagnostics are in: the first C# document that has one.
            var document = project.Documents.FirstOrDefault(d => diagnostics.Any(x => x.Location.GetLineSpan().Path == d.FilePath));
            var context = scope == FixAllScope.Document && document != null
                ? new FixAllContext(document, fixer, scope, equivalenceKey, fixer.FixableDiagnosticIds, fixedDiagnostics, CancellationToken.None)
                : new FixAllContext(project, fixer, scope, equivalenceKey, fixer.FixableDiagnosticIds, fixedDiagnostics, CancellationToken.None);
            var action = await provider.GetFixAsync(context);
            return action is null ? project.Solution : await ApplyActionAsync(action);
        }

        public static async Task<string> TextOfAsync(Solution solution, string path)
        {
            var document = solution.Projects.SelectMany(p => p.Documents.Cast<TextDocument>().Concat(p.AdditionalDocuments)).Single(d => d.FilePath == path);
            return (await document.GetTextAsync()).ToString();
        }

        private static TextDocument FindDocument(Solution solution, Diagnostic diagnostic)
        {
            var path = diagnostic.Location.GetLineSpan().Path;
            return solution.Projects.SelectMany(p => p.Documents.Cast<TextDocument>().Concat(p.AdditionalDocuments)).Single(d => d.FilePath == path);
        }

        private static async Task<Solution> ApplyActionAsync(CodeAction action)
        {
            var operations = await action.GetOperationsAsync(CancellationToken.None);
            return operations.OfType<ApplyChangesOperation>().Single().ChangedSolution;
        }

        private sealed class FixedDiagnostics : FixAllContext.DiagnosticProvider
        {
            private readonly ImmutableArray<Diagnostic> _diagnostics;

            public FixedDiagnostics(ImmutableArray<Diagnostic> diagnostics) => _diagnostics = diagnostics;

            public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
                Task.FromResult(_diagnostics.Where(d => InProject(project, d)));

            public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken) =>
                Task.FromResult(_diagnostics.Where(d => d.Location.GetLineSpan().Path == document.FilePath));

            public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
                Task.FromResult(Enumerable.Empty<Diagnostic>());

            private static bool InProject(Project project, Diagnostic diagnostic)
            {
                var path = diagnostic.Location.GetLineSpan().Path;
                return project.Documents.Any(d => d.FilePath == path) || project.AdditionalDocuments.Any(d => d.FilePath == path);
            }
        }
    }
}
