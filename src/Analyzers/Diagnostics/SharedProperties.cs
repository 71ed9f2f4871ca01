using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// Hands out one instance per distinct set of diagnostic properties within one file's analysis by one rule. A config of
    /// 50,000 appenders gets 50,000 diagnostics whose properties are mostly equal; each dictionary (and the strings in it)
    /// that a reported diagnostic keeps alive is copied by every garbage collection until the analysis ends, while one
    /// built only to be looked up here dies young. Not thread-safe: one instance serves one file's callback.
    /// </summary>
    internal sealed class SharedProperties
    {
        /// <summary>Past this many distinct sets (properties naming each appender), new ones are kept as they are.</summary>
        private const int MaxDistinct = 256;

        private readonly Dictionary<ImmutableDictionary<string, string?>, ImmutableDictionary<string, string?>> _distinct = new(ContentComparer.Instance);

        public ImmutableDictionary<string, string?> Intern(ImmutableDictionary<string, string?> properties)
        {
            if (properties.IsEmpty)
            {
                return properties;
            }

            if (_distinct.TryGetValue(properties, out var shared))
            {
                return shared;
            }

            if (_distinct.Count < MaxDistinct)
            {
                _distinct.Add(properties, properties);
            }

            return properties;
        }

        /// <summary>Equal when both hold the same keys with the same values (ordinal, as diagnostic properties compare).</summary>
        private sealed class ContentComparer : IEqualityComparer<ImmutableDictionary<string, string?>>
        {
            public static readonly ContentComparer Instance = new();

            public bool Equals(ImmutableDictionary<string, string?>? x, ImmutableDictionary<string, string?>? y)
            {
                if (ReferenceEquals(x, y))
                {
                    return true;
                }

                if (x is null || y is null || x.Count != y.Count)
                {
                    return false;
                }

                foreach (var pair in x)
                {
                    if (!y.TryGetValue(pair.Key, out var value) || !string.Equals(pair.Value, value, System.StringComparison.Ordinal))
                    {
                        return false;
                    }
                }

                return true;
            }

            public int GetHashCode(ImmutableDictionary<string, string?> properties)
            {
                // Order-independent: the same pairs added in another order make an equal dictionary.
                var hash = properties.Count;
                foreach (var pair in properties)
                {
                    hash += (System.StringComparer.Ordinal.GetHashCode(pair.Key) * 31) ^ (pair.Value is null ? 0 : System.StringComparer.Ordinal.GetHashCode(pair.Value));
                }

                return hash;
            }
        }
    }
}
