using System.Collections.Generic;

namespace LogPerf.Shared
{
    /// <summary>A set of names as a character trie: the longest name that starts a text is found in the time it takes to read it.</summary>
    internal sealed class NameTrie
    {
        private readonly Dictionary<char, NameTrie> _next = new Dictionary<char, NameTrie>();
        private bool _isName;

        public static NameTrie Of(IEnumerable<string> names)
        {
            var root = new NameTrie();
            foreach (var name in names)
            {
                var node = root;
                foreach (var c in name)
                {
                    if (!node._next.TryGetValue(c, out var next))
                    {
                        node._next[c] = next = new NameTrie();
                    }

                    node = next;
                }

                node._isName = true;
            }

            return root;
        }

        /// <summary>The length of the longest name that <paramref name="text"/>[start..end) starts with, or 0.</summary>
        public int Longest(string text, int start, int end)
        {
            var node = this;
            var longest = 0;
            for (var i = start; i < end && node._next.TryGetValue(text[i], out node); i++)
            {
                if (node._isName)
                {
                    longest = i - start + 1;
                }
            }

            return longest;
        }
    }
}
