using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>
    /// Replaces the value a diagnostic sits on in C# with the one its analyzer put in a property: a literal
    /// (<c>true</c> → <c>false</c>) as a whole, a member access (<c>LogLevel.Trace</c> → <c>LogLevel.Warn</c>) by its last
    /// name, so the qualification the user wrote stays.
    /// </summary>
    internal static class ConstantReplacement
    {
        public static async Task<Document?> ApplyAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                return null;
            }

            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                if (!ValueReplacement.TryRead(diagnostic, out var value))
                {
                    continue;
                }

                switch (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true))
                {
                    case LiteralExpressionSyntax literal:
                        changes.Add(new TextChange(literal.Span, value));
                        break;
                    case MemberAccessExpressionSyntax access:
                        changes.Add(new TextChange(access.Name.Span, value));
                        break;
                    case IdentifierNameSyntax name:
                        changes.Add(new TextChange(name.Span, value));
                        break;
                }
            }

            return changes.Count == 0 ? null : document.WithText(text.WithChanges(changes));
        }
    }
}
