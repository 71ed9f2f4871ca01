using System;
using System.Collections.Generic;
using System.Threading;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Which of a few words appear anywhere in a compilation's C# source (code, strings or comments alike), read once per
    /// compilation through <see cref="TextChunks"/>: the cost is one pass over the text, paid only by a rule that asks (the
    /// config-loading rules, when the project has a config to judge). A word in a comment counts: the rules that ask stay
    /// silent on a mention, never loud on a miss.
    /// </summary>
    public sealed class SourceWords
    {
        private readonly HashSet<string> _found = new HashSet<string>(StringComparer.OrdinalIgnoreCase);

        private SourceWords(Compilation compilation, IReadOnlyList<string> words, CancellationToken cancellationToken)
        {
            var longest = 0;
            foreach (var word in words)
            {
                longest = Math.Max(longest, word.Length);
            }

            foreach (var tree in compilation.SyntaxTrees)
            {
                var carry = string.Empty;
                foreach (var (buffer, _, count) in TextChunks.Of(tree.GetText(cancellationToken)))
                {
                    var window = carry + new string(buffer, 0, count);
                    foreach (var word in words)
                    {
                        if (window.IndexOf(word, StringComparison.OrdinalIgnoreCase) >= 0)
                        {
                            _found.Add(word);
                        }
                    }

                    carry = window.Length > longest ? window.Substring(window.Length - longest + 1) : window;
                }

                if (_found.Count == words.Count)
                {
                    return;
                }
            }
        }

        public static SourceWords Scan(Compilation compilation, IReadOnlyList<string> words, CancellationToken cancellationToken) =>
            new SourceWords(compilation, words, cancellationToken);

        public bool Contains(string word) => _found.Contains(word);

        public bool ContainsAny(IEnumerable<string> words)
        {
            foreach (var word in words)
            {
                if (_found.Contains(word))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
