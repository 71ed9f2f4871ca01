using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>
    /// A rule's fixes, in C# documents and in config files (additional documents). Whether a fix is offered is decided
    /// from the diagnostic alone (its analyzer passes what the fixer needs in its rule's contract, src/Analyzers/Contracts,
    /// which the fixer reads with TryRead); the fix itself is
    /// computed only when the action is applied. Subclasses say how to fix a set of diagnostics in one config text and
    /// in one C# document; offering the actions and Fix All is done here.
    /// </summary>
    public abstract class LogPerfCodeFixProvider : CodeFixProvider
    {
        /// <summary>The fixes in the order offered; the first is the default.</summary>
        protected abstract ImmutableArray<CodeFixOffer> Fixes { get; }

        /// <summary>Whether <paramref name="fix"/> applies to the diagnostic in a C# document or in a config file.</summary>
        protected abstract bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig);

        /// <summary>The title the user sees for one diagnostic (the fix's own title by default).</summary>
        protected virtual string TitleFor(Diagnostic diagnostic, CodeFixOffer fix) => fix.Title;

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
            var inConfig = textDocument is not Document;
            if (inConfig && !LogPerf.Analyzers.Infrastructure.FaithfulText.IsFaithful(await textDocument.GetTextAsync(context.CancellationToken).ConfigureAwait(false)))
            {
                return;
            }

            foreach (var fix in Fixes)
            {
                foreach (var diagnostic in context.Diagnostics.Where(d => IsOfferedIn(d, fix, inConfig)))
                {
                    var single = ImmutableArray.Create(diagnostic);
                    context.RegisterCodeFix(
                        CodeAction.Create(
                            TitleFor(diagnostic, fix),
                            cancellationToken => ApplyAsync(textDocument, single, fix.EquivalenceKey, cancellationToken),
                            fix.EquivalenceKey),
                        diagnostic);
                }
            }
        }

        internal async Task<Solution> FixAllAsync(
            Solution solution, IEnumerable<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var fix = Fixes.First(f => f.EquivalenceKey == equivalenceKey);
            foreach (var group in diagnostics.GroupBy(d => d.Location.GetLineSpan().Path))
            {
                foreach (var projectId in solution.ProjectIds)
                {
                    var project = solution.GetProject(projectId)!;
                    var document = (TextDocument?)project.Documents.FirstOrDefault(d => d.FilePath == group.Key)
                        ?? project.AdditionalDocuments.FirstOrDefault(d => d.FilePath == group.Key);
                    var offered = group.Where(d => IsOfferedIn(d, fix, document is not Document)).ToImmutableArray();
                    if (document != null && !offered.IsEmpty)
                    {
                        solution = await ApplyAsync(document, offered, equivalenceKey, cancellationToken).ConfigureAwait(false);
                    }
                }
            }

            return solution;
        }

        /// <summary>The titles of the fixes offered, the default first (the README's rule table lists them).</summary>
        internal IEnumerable<string> FixTitles => Fixes.Select(f => f.Title);

        /// <summary>
        /// Whether the fix with this key may be applied as a default (the first fix offered that may is the default): false
        /// for fixes that allow a loss the original config did not have, which a tool applies only when chosen by name.
        /// </summary>
        public bool IsDefaultCandidate(string? equivalenceKey) =>
            Fixes.FirstOrDefault(f => f.EquivalenceKey == equivalenceKey) is not { AllowsLoss: true };

        internal string TitleOf(string? equivalenceKey) =>
            Fixes.FirstOrDefault(f => f.EquivalenceKey == equivalenceKey)?.Title ?? Fixes[0].Title;

        private async Task<Solution> ApplyAsync(TextDocument textDocument, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var solution = textDocument.Project.Solution;
            if (textDocument is Document document)
            {
                var fixedDocument = await FixCodeAsync(document, diagnostics, equivalenceKey, cancellationToken).ConfigureAwait(false);
                return fixedDocument?.Project.Solution ?? solution;
            }

            var text = await textDocument.GetTextAsync(cancellationToken).ConfigureAwait(false);
            if (!LogPerf.Analyzers.Infrastructure.FaithfulText.IsFaithful(text))
            {
                // Fix All reaches a file whose text has U+FFFD where its bytes were not UTF-8: writing it would keep them.
                return solution;
            }

            var inFile = diagnostics.Where(d => d.Location.Kind == LocationKind.ExternalFile).ToImmutableArray();
            return FixConfig(text, inFile, equivalenceKey) is { } fixedText
                ? solution.WithAdditionalDocumentText(textDocument.Id, fixedText)
                : solution;
        }

        /// <summary>
        /// Nothing is offered in a config file that is not well-formed XML (LP0102): the library loads none of it, and what
        /// the parser read up to the error is not what the author meant, so a fix there could only make things worse.
        /// </summary>
        private bool IsOfferedIn(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            !(inConfig && LogPerf.Analyzers.Diagnostics.DiagnosticProperties.IsInNotWellFormedFile(diagnostic)) && IsOffered(diagnostic, fix, inConfig);

        /// <summary>Whether the analyzer saw LogPerf.Appenders referenced: fixes that write its types are offered only then.</summary>
        protected static bool AppendersReferenced(Diagnostic diagnostic) =>
            LogPerf.Analyzers.Diagnostics.DiagnosticProperties.HasAppendersReferenced(diagnostic);

        /// <summary>Replaces each diagnostic's span (an attribute value) with the value its analyzer wrote (<see cref="ValueReplacement"/>).</summary>
        protected static SourceText? ReplaceValues(SourceText text, IEnumerable<Diagnostic> diagnostics) =>
            Apply(text, diagnostics
                .Select(d => ValueReplacement.TryRead(d, out var value) ? Xml.XmlTextEdits.ReplaceValue(d.Location.SourceSpan, value) : (TextChange?)null)
                .OfType<TextChange>());

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
