using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>
    /// A rule's fixes, in C# documents and in config files (additional documents). Subclasses say how to fix a set
    /// of diagnostics in one config text and in one C# document; offering the actions and Fix All is done here.
    /// </summary>
    public abstract class LogPerfCodeFixProvider : CodeFixProvider
    {
        /// <summary>The fixes in the order offered; the first is the default.</summary>
        protected abstract ImmutableArray<FixDefinition> Fixes { get; }

        /// <summary>The fixed config text, or null when none of the diagnostics can be fixed with this fix (the default).</summary>
        protected virtual SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) => null;

        /// <summary>The fixed C# document, or null when none of the diagnostics can be fixed with this fix (the default).</summary>
        protected virtual Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            Task.FromResult<Document?>(null);

        public sealed override FixAllProvider GetFixAllProvider() => new LogPerfFixAllProvider(this);

        public sealed override async Task RegisterCodeFixesAsync(CodeFixContext context)
        {
            var textDocument = context.TextDocument;
            foreach (var fix in Fixes)
            {
                foreach (var diagnostic in context.Diagnostics)
                {
                    var single = ImmutableArray.Create(diagnostic);
                    if (textDocument is Document document)
                    {
                        if (await FixCodeAsync(document, single, fix.EquivalenceKey, context.CancellationToken).ConfigureAwait(false) is { } fixedDocument)
                        {
                            context.RegisterCodeFix(
                                CodeAction.Create(fix.Title, _ => Task.FromResult(fixedDocument), fix.EquivalenceKey), diagnostic);
                        }
                    }
                    else
                    {
                        var text = await textDocument.GetTextAsync(context.CancellationToken).ConfigureAwait(false);
                        if (FixConfig(text, single, fix.EquivalenceKey) is { } fixedText)
                        {
                            var solution = textDocument.Project.Solution.WithAdditionalDocumentText(textDocument.Id, fixedText);
                            context.RegisterCodeFix(
                                CodeAction.Create(fix.Title, _ => Task.FromResult(solution), fix.EquivalenceKey), diagnostic);
                        }
                    }
                }
            }
        }

        internal async Task<Solution> FixAllAsync(
            Solution solution, IEnumerable<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var byDocument = diagnostics.GroupBy(d => d.Location.GetLineSpan().Path);
            foreach (var group in byDocument)
            {
                foreach (var project in solution.Projects.ToList())
                {
                    var current = solution.GetProject(project.Id)!;
                    var document = current.Documents.FirstOrDefault(d => d.FilePath == group.Key);
                    if (document != null)
                    {
                        var fixedDocument = await FixCodeAsync(document, group.ToImmutableArray(), equivalenceKey, cancellationToken).ConfigureAwait(false);
                        if (fixedDocument != null)
                        {
                            solution = fixedDocument.Project.Solution;
                        }

                        continue;
                    }

                    var additional = current.AdditionalDocuments.FirstOrDefault(d => d.FilePath == group.Key);
                    if (additional != null)
                    {
                        var text = await additional.GetTextAsync(cancellationToken).ConfigureAwait(false);
                        var inFile = group.Where(d => d.Location.Kind == LocationKind.ExternalFile).ToImmutableArray();
                        if (FixConfig(text, inFile, equivalenceKey) is { } fixedText)
                        {
                            solution = solution.WithAdditionalDocumentText(additional.Id, fixedText);
                        }
                    }
                }
            }

            return solution;
        }

        internal string TitleOf(string? equivalenceKey) =>
            Fixes.FirstOrDefault(f => f.EquivalenceKey == equivalenceKey)?.Title ?? Fixes[0].Title;

        /// <summary>Replaces each diagnostic's span (an attribute value) with the value its analyzer put in a property.</summary>
        protected static SourceText? ReplaceWithProperty(SourceText text, IEnumerable<Diagnostic> diagnostics, string property) =>
            Apply(text, diagnostics
                .Where(d => d.Properties.TryGetValue(property, out var value) && value != null)
                .Select(d => Xml.XmlTextEdits.ReplaceValue(d.Location.SourceSpan, d.Properties[property]!)));

        /// <summary>Applies text changes that do not overlap, last first, so earlier spans stay valid.</summary>
        protected static SourceText? Apply(SourceText text, IEnumerable<TextChange> changes)
        {
            var accepted = new List<TextChange>();
            foreach (var change in changes.OrderBy(c => c.Span.Start))
            {
                if (accepted.Count == 0 || accepted[accepted.Count - 1].Span.End <= change.Span.Start)
                {
                    accepted.Add(change);
                }
            }

            return accepted.Count == 0 ? null : text.WithChanges(accepted);
        }
    }
}
