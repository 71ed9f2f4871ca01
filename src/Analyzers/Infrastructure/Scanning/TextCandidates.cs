using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// <see cref="TreeCandidates"/> found from the source text: each word of the text that is <c>new</c> or a name of
    /// <see cref="CandidateNames"/> is looked up in the tree (<c>FindToken</c>) and kept when the token there is that
    /// keyword or identifier in a creation, invocation or assignment. The few words the rules look for cost one lookup
    /// each, where walking every node of every tree costs in proportion to all the code, calls to these names or not. A
    /// lookup descends the tree, so the scan stops
    /// (and the caller walks the tree) once the depths it has paid for exceed a budget proportional to the text:
    /// linear either way, whatever the nesting. Identifiers written with Unicode escapes (<c>\u0044ebug</c>) are not seen.
    /// </summary>
    internal static class TextCandidates
    {
        private const int BudgetPerChar = 4;
        private const string New = "new";

        /// <summary>The words to look up, indexed by their length.</summary>
        private static readonly string[][] WordsByLength = ByLength(
            CandidateNames.Invoked, CandidateNames.Assigned, CandidateNames.GeneratedCode, new[] { New });

        private static readonly int LongestWord = WordsByLength.Length - 1;

        /// <summary>The candidates of <paramref name="tree"/>, or null when the tree is too deep for the budget.</summary>
        public static TreeCandidates? Scan(SyntaxTree tree)
        {
            var text = tree.GetText();
            var scan = new Scanner(tree.GetRoot(), (long)BudgetPerChar * text.Length + 1024);
            var word = new char[LongestWord];
            var wordStart = 0;
            var wordLength = 0;
            foreach (var (buffer, offset, count) in TextChunks.Of(text))
            {
                for (var k = 0; k < count; k++)
                {
                    if (IsWordChar(buffer[k]))
                    {
                        if (wordLength == 0)
                        {
                            wordStart = offset + k;
                        }

                        if (wordLength < word.Length)
                        {
                            word[wordLength] = buffer[k];
                        }

                        wordLength++;
                    }
                    else if (wordLength > 0)
                    {
                        if (!scan.Visit(word, wordStart, wordLength))
                        {
                            return null;
                        }

                        wordLength = 0;
                    }
                }
            }

            return wordLength > 0 && !scan.Visit(word, wordStart, wordLength) ? null : scan.Result();
        }

        /// <summary>Letters, digits and '_' below 128, looked up rather than classified: most characters of a source file are ASCII.</summary>
        private static readonly bool[] AsciiWordChars = AsciiWordCharTable();

        private static bool IsWordChar(char c) => c < 128 ? AsciiWordChars[c] : char.IsLetterOrDigit(c);

        private static bool[] AsciiWordCharTable()
        {
            var table = new bool[128];
            for (var c = 0; c < table.Length; c++)
            {
                table[c] = c == '_' || char.IsLetterOrDigit((char)c);
            }

            return table;
        }

        /// <summary>
        /// Plain loops rather than LINQ: this runs once in every compiler process, where each generic instantiation LINQ
        /// needs is compiled just in time first (grouping and <c>Max</c> cost more than the whole scan of a small project).
        /// </summary>
        private static string[][] ByLength(params IEnumerable<string>[] lists)
        {
            var words = new List<string>();
            var longest = 0;
            foreach (var list in lists)
            {
                foreach (var word in list)
                {
                    if (!words.Contains(word))
                    {
                        words.Add(word);
                        longest = Math.Max(longest, word.Length);
                    }
                }
            }

            var byLength = new string[longest + 1][];
            for (var length = 0; length <= longest; length++)
            {
                byLength[length] = words.FindAll(w => w.Length == length).ToArray();
            }

            return byLength;
        }

        /// <summary>The table's word equal to <c>chars[start..start+length)</c>, without allocating, or null.</summary>
        private static string? Match(char[] chars, int start, int length)
        {
            if (length >= WordsByLength.Length)
            {
                return null;
            }

            foreach (var word in WordsByLength[length])
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

        /// <summary>What the scan of one tree has found so far, and what its lookups may still cost.</summary>
        private sealed class Scanner
        {
            private readonly SyntaxNode _root;
            private SyntaxNode _lastFound;
            private readonly ImmutableArray<BaseObjectCreationExpressionSyntax>.Builder _creations = ImmutableArray.CreateBuilder<BaseObjectCreationExpressionSyntax>();
            private readonly ImmutableArray<(string, InvocationExpressionSyntax)>.Builder _invocations = ImmutableArray.CreateBuilder<(string, InvocationExpressionSyntax)>();
            private readonly ImmutableArray<(string, AssignmentExpressionSyntax)>.Builder _assignments = ImmutableArray.CreateBuilder<(string, AssignmentExpressionSyntax)>();
            private long _budget;
            private int _generatedUntil = -1;

            public Scanner(SyntaxNode root, long budget)
            {
                _root = root;
                _lastFound = root;
                _budget = budget;
            }

            /// <summary>
            /// The token at the position, found from the closest node around the previous word looked up that also holds
            /// this position: words come in order of position, and the next candidate is mostly in the same member, so
            /// the lookup climbs and descends a few levels where one from the root descends the whole depth.
            /// </summary>
            private SyntaxToken Find(int position)
            {
                var node = _lastFound;
                while (node.Parent is { } parent && !node.FullSpan.Contains(position))
                {
                    node = parent;
                }

                var token = node.FindToken(position);
                _lastFound = token.Parent ?? _root;
                return token;
            }

            public TreeCandidates Result() =>
                new TreeCandidates(_creations.ToImmutable(), _invocations.ToImmutable(), _assignments.ToImmutable(), TreeCandidates.AssemblyAttributesOf(_root));

            /// <summary>Looks up a word of the text that the table may hold; false once the lookups exceed the budget.</summary>
            public bool Visit(char[] chars, int start, int length)
            {
                if (start < _generatedUntil || length > chars.Length || Match(chars, 0, length) is not { } word)
                {
                    return true;
                }

                var token = Find(start);
                if (token.Span.End != start + length || token.ValueText != word)
                {
                    return true;
                }

                _budget -= 2 * DepthOf(token) + 1;
                if (_budget < 0)
                {
                    return false;
                }

                if (ReferenceEquals(word, New))
                {
                    if (token.IsKind(SyntaxKind.NewKeyword) && token.Parent is ObjectCreationExpressionSyntax or ImplicitObjectCreationExpressionSyntax)
                    {
                        _creations.Add((BaseObjectCreationExpressionSyntax)token.Parent);
                    }

                    return true;
                }

                if (!token.IsKind(SyntaxKind.IdentifierToken) || token.Parent is not SimpleNameSyntax name)
                {
                    return true;
                }

                if (CandidateNames.GeneratedCode.Contains(word))
                {
                    if (GeneratedDeclaration(name) is { } declaration)
                    {
                        _generatedUntil = Math.Max(_generatedUntil, declaration.Span.End);
                    }

                    return true;
                }

                ExpressionSyntax used = name.Parent switch
                {
                    MemberAccessExpressionSyntax access when access.Name == name => access,
                    MemberBindingExpressionSyntax binding when binding.Name == name => binding,
                    _ => name,
                };
                if (CandidateNames.Invoked.Contains(word) && used.Parent is InvocationExpressionSyntax invocation && invocation.Expression == used)
                {
                    _invocations.Add((word, invocation));
                }
                else if (CandidateNames.Assigned.Contains(word) && used.Parent is AssignmentExpressionSyntax assignment
                    && assignment.IsKind(SyntaxKind.SimpleAssignmentExpression) && assignment.Left == used)
                {
                    _assignments.Add((word, assignment));
                }

                return true;
            }
        }
    }
}
