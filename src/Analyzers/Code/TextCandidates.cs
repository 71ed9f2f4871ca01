using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// <see cref="TreeCandidates"/> found from the source text: each word of the text that is <c>new</c> or a name of
    /// <see cref="CandidateNames"/> is looked up in the tree (<c>FindToken</c>) and kept when the token there is that
    /// keyword or identifier in a creation, invocation or assignment. The few words the rules look for cost one lookup
    /// each, where walking every node of every tree cost opensim 0.8 s. A lookup descends the tree, so the scan stops
    /// (and the caller walks the tree) once the depths it has paid for exceed a budget proportional to the text:
    /// linear either way, whatever the nesting. Identifiers written with Unicode escapes (<c>\u0044ebug</c>) are not seen.
    /// </summary>
    internal static class TextCandidates
    {
        private const int BudgetPerChar = 4;
        private const string New = "new";

        private static readonly Dictionary<int, string[]> WordsByLength = CandidateNames.Invoked
            .Concat(CandidateNames.Assigned)
            .Concat(CandidateNames.GeneratedCode)
            .Concat(new[] { New })
            .Distinct(StringComparer.Ordinal)
            .GroupBy(w => w.Length)
            .ToDictionary(g => g.Key, g => g.ToArray());

        /// <summary>The candidates of <paramref name="tree"/>, or null when the tree is too deep for the budget.</summary>
        public static TreeCandidates? Scan(SyntaxTree tree)
        {
            var text = tree.GetText();
            var root = tree.GetRoot();
            var chars = new char[text.Length];
            text.CopyTo(0, chars, 0, chars.Length);
            var budget = (long)BudgetPerChar * chars.Length + 1024;
            var creations = ImmutableArray.CreateBuilder<BaseObjectCreationExpressionSyntax>();
            var invocations = ImmutableArray.CreateBuilder<(string, InvocationExpressionSyntax)>();
            var assignments = ImmutableArray.CreateBuilder<(string, AssignmentExpressionSyntax)>();
            var generatedUntil = -1;
            var i = 0;
            while (i < chars.Length)
            {
                if (!IsWordChar(chars[i]))
                {
                    i++;
                    continue;
                }

                var start = i;
                while (i < chars.Length && IsWordChar(chars[i]))
                {
                    i++;
                }

                if (start < generatedUntil || Match(chars, start, i - start) is not { } word)
                {
                    continue;
                }

                var token = root.FindToken(start);
                if (token.Span.End != i || token.ValueText != word)
                {
                    continue;
                }

                budget -= 2 * DepthOf(token) + 1;
                if (budget < 0)
                {
                    return null;
                }

                if (ReferenceEquals(word, New))
                {
                    if (token.IsKind(SyntaxKind.NewKeyword) && token.Parent is ObjectCreationExpressionSyntax or ImplicitObjectCreationExpressionSyntax)
                    {
                        creations.Add((BaseObjectCreationExpressionSyntax)token.Parent);
                    }

                    continue;
                }

                if (!token.IsKind(SyntaxKind.IdentifierToken) || token.Parent is not SimpleNameSyntax name)
                {
                    continue;
                }

                if (CandidateNames.GeneratedCode.Contains(word))
                {
                    if (GeneratedDeclaration(name) is { } declaration)
                    {
                        generatedUntil = Math.Max(generatedUntil, declaration.Span.End);
                    }

                    continue;
                }

                ExpressionSyntax used = name.Parent switch
                {
                    MemberAccessExpressionSyntax access when access.Name == name => access,
                    MemberBindingExpressionSyntax binding when binding.Name == name => binding,
                    _ => name,
                };
                if (CandidateNames.Invoked.Contains(word) && used.Parent is InvocationExpressionSyntax invocation && invocation.Expression == used)
                {
                    invocations.Add((word, invocation));
                }
                else if (CandidateNames.Assigned.Contains(word) && used.Parent is AssignmentExpressionSyntax assignment
                    && assignment.IsKind(SyntaxKind.SimpleAssignmentExpression) && assignment.Left == used)
                {
                    assignments.Add((word, assignment));
                }
            }

            return new TreeCandidates(creations.ToImmutable(), invocations.ToImmutable(), assignments.ToImmutable(), TreeCandidates.AssemblyAttributesOf(root));
        }

        private static bool IsWordChar(char c) => c == '_' || char.IsLetterOrDigit(c);

        /// <summary>The table's word equal to <c>chars[start..start+length)</c>, without allocating, or null.</summary>
        private static string? Match(char[] chars, int start, int length)
        {
            if (!WordsByLength.TryGetValue(length, out var words))
            {
                return null;
            }

            foreach (var word in words)
            {
                var equal = true;
                for (var k = 0; k < length && equal; k++)
                {
                    equal = chars[start + k] == word[k];
                }

                if (equal)
                {
                    return word;
                }
            }

            return null;
        }

        private static int DepthOf(SyntaxToken token)
        {
            var depth = 0;
            for (var node = token.Parent; node != null; node = node.Parent)
            {
                depth++;
            }

            return depth;
        }

        /// <summary>The type or member declared with this attribute name (<c>[GeneratedCode(…)]</c>, qualified or not), or null.</summary>
        private static MemberDeclarationSyntax? GeneratedDeclaration(SimpleNameSyntax name)
        {
            SyntaxNode typeName = name.Parent switch
            {
                QualifiedNameSyntax qualified when qualified.Right == name => qualified,
                AliasQualifiedNameSyntax aliased when aliased.Name == name => aliased,
                _ => name,
            };
            return typeName.Parent is AttributeSyntax attribute && attribute.Name == typeName && attribute.Parent?.Parent is MemberDeclarationSyntax declaration
                ? declaration
                : null;
        }
    }
}
