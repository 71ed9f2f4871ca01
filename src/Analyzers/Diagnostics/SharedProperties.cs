using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// Hands out one instance per distinct set of diagnostic properties within one file's analysis by one rule. A config of
    /// 50,000 appenders gets 50,000 diagnostics whose properties are mostly equal; each dictionary (and the strings in it)
    /// that a reported diagnostic keeps alive is copied by every garbage collection until the analysis ends. Sets are found
    /// by what the rule wrote (<see cref="FixData"/>'s starting properties and entries), so an equal set costs a lookup, not
    /// a dictionary built to be compared. Not thread-safe: one instance serves one file's callback.
    /// </summary>
    internal sealed class SharedProperties
    {
        /// <summary>Past this many distinct sets (properties naming each appender), new ones are built and kept as they are.</summary>
        private const int MaxDistinct = 256;

        private readonly Dictionary<Written, ImmutableDictionary<string, string?>> _distinct = new(WrittenComparer.Instance);

        /// <summary>The properties <paramref name="data"/> writes, marked <see cref="DiagnosticProperties.NotWellFormed"/> when <paramref name="broken"/>.</summary>
        public ImmutableDictionary<string, string?> Of(FixData data, bool broken)
        {
            var written = new Written(data.BaseProperties, data.Entries, broken);
            if (written.Entries is null && !broken)
            {
                return written.Base;
            }

            if (_distinct.TryGetValue(written, out var shared))
            {
                return shared;
            }

            var properties = DiagnosticProperties.MarkBroken(FixDataEntry.Apply(written.Base, written.Entries), broken);
            if (_distinct.Count < MaxDistinct)
            {
                _distinct.Add(written, properties);
            }

            return properties;
        }

        /// <summary>What a rule wrote: the starting properties (compared by reference: rules start from shared instances), the entries, the mark.</summary>
        private readonly struct Written
        {
            public Written(ImmutableDictionary<string, string?> baseProperties, FixDataEntry? entries, bool broken)
            {
                Base = baseProperties;
                Entries = entries;
                Broken = broken;
            }

            public ImmutableDictionary<string, string?> Base { get; }

            public FixDataEntry? Entries { get; }

            public bool Broken { get; }
        }

        private sealed class WrittenComparer : IEqualityComparer<Written>
        {
            public static readonly WrittenComparer Instance = new();

            public bool Equals(Written x, Written y) =>
                ReferenceEquals(x.Base, y.Base) && x.Broken == y.Broken && FixDataEntry.SequenceEqual(x.Entries, y.Entries);

            public int GetHashCode(Written written) =>
                unchecked((RuntimeHelpers.GetHashCode(written.Base) * 31) + FixDataEntry.SequenceHash(written.Entries) + (written.Broken ? 1 : 0));
        }
    }
}
