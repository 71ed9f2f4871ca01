using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// The one close match for a misspelt name, when there is exactly one: the same name in other case, else the only
    /// name within an edit distance of 1 (names up to 4 characters) or 2. Built once for a set of names; each lookup
    /// compares only names of a length within the distance, with a banded distance (cost: name length × 5), and all
    /// lookups of one instance share a budget, so thousands of misspelt names cost no more than a bounded amount:
    /// past the budget, names get no suggestion.
    /// </summary>
    public sealed class NameSuggestion
    {
        /// <summary>Distance-table cells all lookups of one instance may compute (a few milliseconds of work).</summary>
        public const long DefaultBudget = 4_000_000;

        private readonly Dictionary<string, List<string>> _byLowerCase = new Dictionary<string, List<string>>(StringComparer.Ordinal);
        private readonly Dictionary<int, List<string>> _byLength = new Dictionary<int, List<string>>();
        private long _budget;

        public NameSuggestion(IEnumerable<string> names, long budget = DefaultBudget)
        {
            _budget = budget;
            foreach (var name in names.Distinct(StringComparer.Ordinal))
            {
                var lower = name.ToLowerInvariant();
                Add(_byLowerCase, lower, name);
                Add(_byLength, lower.Length, lower);
            }
        }

        public static string? SingleCloseMatch(string name, IEnumerable<string> candidates) => new NameSuggestion(candidates).For(name);

        public string? For(string name)
        {
            var lower = name.ToLowerInvariant();
            if (_byLowerCase.TryGetValue(lower, out var sameIgnoringCase))
            {
                return sameIgnoringCase.Count == 1 ? sameIgnoringCase[0] : null;
            }

            var limit = name.Length <= 4 ? 1 : 2;
            string? match = null;
            for (var length = lower.Length - limit; length <= lower.Length + limit; length++)
            {
                if (!_byLength.TryGetValue(length, out var candidates))
                {
                    continue;
                }

                foreach (var candidate in candidates)
                {
                    _budget -= (long)Math.Max(lower.Length, candidate.Length) * (2 * limit + 1);
                    if (_budget < 0)
                    {
                        return null;
                    }

                    if (WithinDistance(lower, candidate, limit))
                    {
                        if (match != null)
                        {
                            return null;
                        }

                        match = candidate;
                    }
                }
            }

            return match is null ? null : _byLowerCase[match] is { Count: 1 } names ? names[0] : null;
        }

        /// <summary>Levenshtein distance ≤ <paramref name="limit"/>, computing only the cells within the limit of the diagonal.</summary>
        private static bool WithinDistance(string a, string b, int limit)
        {
            const int Far = int.MaxValue / 2;
            var width = 2 * limit + 1;
            var previous = new int[width];
            var current = new int[width];

            // Cell (i, j) is stored at column j - i + limit of row i.
            for (var k = 0; k < width; k++)
            {
                var j = k - limit;
                previous[k] = j >= 0 && j <= b.Length ? j : Far;
            }

            for (var i = 1; i <= a.Length; i++)
            {
                var rowMinimum = Far;
                for (var k = 0; k < width; k++)
                {
                    var j = i + k - limit;
                    if (j < 0 || j > b.Length)
                    {
                        current[k] = Far;
                        continue;
                    }

                    var best = j == 0 ? i : previous[k] + (a[i - 1] == b[j - 1] ? 0 : 1);
                    if (k + 1 < width)
                    {
                        best = Math.Min(best, previous[k + 1] + 1);
                    }

                    if (k > 0 && j > 0)
                    {
                        best = Math.Min(best, current[k - 1] + 1);
                    }

                    current[k] = best;
                    rowMinimum = Math.Min(rowMinimum, best);
                }

                if (rowMinimum > limit)
                {
                    return false;
                }

                (previous, current) = (current, previous);
            }

            var end = b.Length - a.Length + limit;
            return end >= 0 && end < width && previous[end] <= limit;
        }

        private static void Add<TKey>(Dictionary<TKey, List<string>> map, TKey key, string value)
            where TKey : notnull
        {
            if (!map.TryGetValue(key, out var list))
            {
                map[key] = list = new List<string>();
            }

            list.Add(value);
        }
    }
}
