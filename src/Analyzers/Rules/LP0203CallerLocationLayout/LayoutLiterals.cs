using System;
using System.Collections.Generic;
using System.Threading;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Rules.LP0203CallerLocationLayout
{
    /// <summary>
    /// The string literals of a tree whose source text holds <c>${</c>, the start of an NLog layout renderer: found by
    /// scanning the text (<see cref="TextChunks"/>) and looking each hit up in the tree, so a tree without one costs a read of
    /// its text (a syntax-node action on every literal would make Roslyn's driver list every member's nodes). Literals in
    /// [GeneratedCode] declarations are skipped, as Roslyn skips them for syntax-node actions; a <c>$</c> written as a
    /// Unicode escape (<c>"\u0024{callsite}"</c>) is not seen.
    /// </summary>
    internal static class LayoutLiterals
    {
        public static IEnumerable<LiteralExpressionSyntax> Of(SyntaxTree tree, CancellationToken cancellationToken)
        {
            var text = tree.GetText(cancellationToken);
            var root = tree.GetRoot(cancellationToken);
            var previous = '\0';
            var searchedUntil = 0;
            foreach (var (buffer, offset, count) in TextChunks.Of(text))
            {
                for (var k = 0; k < count; k++)
                {
                    var dollar = offset + k - 1;
                    if (previous == '$' && buffer[k] == '{' && dollar >= searchedUntil)
                    {
                        var token = root.FindToken(dollar);
                        if (token.Span.Contains(dollar) && token.Parent is LiteralExpressionSyntax literal && literal.IsKind(SyntaxKind.StringLiteralExpression))
                        {
                            searchedUntil = literal.Span.End;
                            if (!InGeneratedDeclaration(literal))
                            {
                                yield return literal;
                            }
                        }
                    }

                    previous = buffer[k];
                }
            }
        }

        private static bool InGeneratedDeclaration(SyntaxNode node)
        {
            foreach (var ancestor in node.Ancestors())
            {
                if (TreeCandidates.IsGeneratedDeclaration(ancestor))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
