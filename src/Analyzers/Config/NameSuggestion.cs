using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Analyzers.Config
{
    /// <summary>The one close match for a misspelt name, when there is exactly one.</summary>
    public static class NameSuggestion
    {
        public static string? SingleCloseMatch(string name, IEnumerable<string> candidates)
        {
            var list = candidates.Distinct(StringComparer.Ordinal).ToList();
            var sameIgnoringCase = list.Where(c => string.Equals(c, name, StringComparison.OrdinalIgnoreCase)).ToList();
            if (sameIgnoringCase.Count > 0)
            {
                return sameIgnoringCase.Count == 1 ? sameIgnoringCase[0] : null;
            }

            var limit = name.Length <= 4 ? 1 : 2;
            var close = list.Where(c => Distance(name.ToLowerInvariant(), c.ToLowerInvariant(), limit) <= limit).ToList();
            return close.Count == 1 ? close[0] : null;
        }

        /// <summary>Levenshtein distance, giving up (returning limit + 1) once it must exceed the limit.</summary>
        private static int Distance(string a, string b, int limit)
        {
            if (Math.Abs(a.Length - b.Length) > limit)
            {
                return limit + 1;
            }

            var previous = Enumerable.Range(0, b.Length + 1).ToArray();
            var current = new int[b.Length + 1];
            for (var i = 1; i <= a.Length; i++)
            {
                current[0] = i;
                var rowMinimum = current[0];
                for (var j = 1; j <= b.Length; j++)
                {
                    var substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
                    current[j] = Math.Min(substitution, Math.Min(previous[j] + 1, current[j - 1] + 1));
                    rowMinimum = Math.Min(rowMinimum, current[j]);
                }

                if (rowMinimum > limit)
                {
                    return limit + 1;
                }

                (previous, current) = (current, previous);
            }

            return previous[b.Length];
        }
    }
}
