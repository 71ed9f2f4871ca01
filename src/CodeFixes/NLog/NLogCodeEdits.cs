using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.NLog
{
    /// <summary>
    /// C# edits for the NLog fixes, written as text so the user's layout stays as it is: an assignment added to an
    /// object initializer, a named argument added to a call. Type names are written fully qualified
    /// (<c>global::NLog.…</c>) and then simplified, with a using directive added where the file has none.
    /// </summary>
    internal static class NLogCodeEdits
    {
        /// <summary>Adds <paramref name="assignment"/> to the creation's initializer, creating one if it has none.</summary>
        public static TextChange AddToInitializer(SourceText text, BaseObjectCreationExpressionSyntax creation, string assignment)
        {
            if (creation.Initializer is not { } initializer)
            {
                return new TextChange(new TextSpan(creation.Span.End, 0), " { " + assignment + " }");
            }

            var expressions = initializer.Expressions;
            if (expressions.Count == 0)
            {
                return new TextChange(new TextSpan(initializer.OpenBraceToken.Span.End, 0), " " + assignment + " ");
            }

            var last = expressions[expressions.Count - 1];
            var trailingComma = expressions.SeparatorCount == expressions.Count ? expressions.GetSeparator(expressions.Count - 1) : default;
            var multiLine = text.Lines.GetLineFromPosition(last.SpanStart).LineNumber != text.Lines.GetLineFromPosition(initializer.OpenBraceToken.SpanStart).LineNumber;
            if (!multiLine)
            {
                return trailingComma == default
                    ? new TextChange(new TextSpan(last.Span.End, 0), ", " + assignment)
                    : new TextChange(new TextSpan(trailingComma.Span.End, 0), " " + assignment + ",");
            }

            var line = XmlLayout.NewLine(text) + XmlLayout.IndentOf(text, last.SpanStart);
            return trailingComma == default
                ? new TextChange(new TextSpan(last.Span.End, 0), "," + line + assignment)
                : new TextChange(new TextSpan(trailingComma.Span.End, 0), line + assignment + ",");
        }

        /// <summary>Adds an argument at the end of an argument list.</summary>
        public static TextChange AddArgument(ArgumentListSyntax list, string argument) =>
            list.Arguments.Count == 0
                ? new TextChange(new TextSpan(list.OpenParenToken.Span.End, 0), argument)
                : new TextChange(new TextSpan(list.Arguments[list.Arguments.Count - 1].Span.End, 0), ", " + argument);

        /// <summary>
        /// Applies text changes that do not overlap (in order, the first of overlapping ones winning), then simplifies the
        /// global::-qualified names they wrote and adds the usings those names need.
        /// </summary>
        public static async Task<Document?> ApplyAsync(Document document, IEnumerable<TextChange> changes, CancellationToken cancellationToken)
        {
            var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
            var accepted = new List<TextChange>();
            foreach (var change in changes.OrderBy(c => c.Span.Start))
            {
                if (accepted.Count == 0 || accepted[accepted.Count - 1].Span.End <= change.Span.Start)
                {
                    accepted.Add(change);
                }
            }

            if (accepted.Count == 0)
            {
                return null;
            }

            var written = new List<TextSpan>();
            var shift = 0;
            foreach (var change in accepted)
            {
                written.Add(new TextSpan(change.Span.Start + shift, change.NewText!.Length));
                shift += change.NewText!.Length - change.Span.Length;
            }

            var changed = document.WithText(text.WithChanges(accepted));
            var root = await changed.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                return changed;
            }

            var qualified = written
                .SelectMany(span => root.DescendantNodes(span).OfType<AliasQualifiedNameSyntax>().Where(a => span.Contains(a.Span) && a.Alias.Identifier.IsKind(SyntaxKind.GlobalKeyword)))
                .Select(Outermost)
                .Distinct()
                .ToList();
            if (qualified.Count == 0)
            {
                return changed;
            }

            changed = changed.WithSyntaxRoot(root.ReplaceNodes(qualified, (_, node) => node.WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation)));
            changed = await ImportAdder.AddImportsAsync(changed, Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
            return await Simplifier.ReduceAsync(changed, Simplifier.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        }

        /// <summary>The whole dotted name (or member access) that starts with this global:: alias.</summary>
        private static SyntaxNode Outermost(SyntaxNode node)
        {
            var current = node;
            while (current.Parent is QualifiedNameSyntax qualified && qualified.Left == current
                || current.Parent is MemberAccessExpressionSyntax access && access.Expression == current)
            {
                current = current.Parent!;
            }

            return current;
        }
    }
}
