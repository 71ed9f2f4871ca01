using System;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// One scalar a contract wrote on <see cref="FixData"/>, linked to the ones written before it (the newest first): writing
    /// one costs one small object, not a copy of a dictionary.
    /// </summary>
    internal sealed class FixDataEntry
    {
        public FixDataEntry(string key, string value, FixDataEntry? previous)
        {
            Key = key;
            Value = value;
            Previous = previous;
        }

        public string Key { get; }

        public string Value { get; }

        public FixDataEntry? Previous { get; }

        /// <summary>The properties with the entries set in the order they were written (a later one replaces an earlier one of its key).</summary>
        public static ImmutableDictionary<string, string?> Apply(ImmutableDictionary<string, string?> properties, FixDataEntry? newest)
        {
            if (newest is null)
            {
                return properties;
            }

            var builder = properties.ToBuilder();
            SetOldestFirst(builder, newest);
            return builder.ToImmutable();
        }

        /// <summary>True when both lists hold the same keys and values in the same order (ordinal).</summary>
        public static bool SequenceEqual(FixDataEntry? x, FixDataEntry? y)
        {
            for (; x != null && y != null; x = x.Previous, y = y.Previous)
            {
                if (!ReferenceEquals(x, y) && (!string.Equals(x.Key, y.Key, StringComparison.Ordinal) || !string.Equals(x.Value, y.Value, StringComparison.Ordinal)))
                {
                    return false;
                }

                if (ReferenceEquals(x, y))
                {
                    return true;
                }
            }

            return x is null && y is null;
        }

        public static int SequenceHash(FixDataEntry? entry)
        {
            var hash = 17;
            for (; entry != null; entry = entry.Previous)
            {
                hash = unchecked((hash * 31) + StringComparer.Ordinal.GetHashCode(entry.Key));
                hash = unchecked((hash * 31) + StringComparer.Ordinal.GetHashCode(entry.Value));
            }

            return hash;
        }

        /// <summary>Without recursion: a contract writes a handful of entries, but nothing bounds how many.</summary>
        private static void SetOldestFirst(ImmutableDictionary<string, string?>.Builder builder, FixDataEntry newest)
        {
            var count = 0;
            for (var entry = newest; entry != null; entry = entry.Previous)
            {
                count++;
            }

            var ordered = new FixDataEntry[count];
            var i = count;
            for (var entry = newest; entry != null; entry = entry.Previous)
            {
                ordered[--i] = entry;
            }

            foreach (var entry in ordered)
            {
                builder[entry.Key] = entry.Value;
            }
        }
    }
}
