using System;
using System.Collections.Generic;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// The levels a rule admits, as a set of <see cref="NLogLevel"/>s (one bit per ordinal: Trace = bit 0 … Fatal = bit 5).
    /// </summary>
    public readonly struct NLogLevelSet : IEquatable<NLogLevelSet>
    {
        public static readonly NLogLevelSet None = new NLogLevelSet(0);

        public static readonly NLogLevelSet All = new NLogLevelSet(0b111111);

        /// <summary>Error and Fatal: the events a rule must not lose.</summary>
        public static readonly NLogLevelSet Severe = Of(NLogLevel.Error) | Of(NLogLevel.Fatal);

        /// <summary>Trace to Warn: the everyday traffic that makes a rule busy.</summary>
        public static readonly NLogLevelSet Busy = new NLogLevelSet(All._mask & ~Severe._mask);

        private readonly int _mask;

        private NLogLevelSet(int mask) => _mask = mask;

        /// <summary>True when the set holds no level.</summary>
        public bool IsEmpty => _mask == 0;

        /// <summary>The set of one level (Off is a bit of its own, outside <see cref="All"/>, as NLog's ordinal is).</summary>
        public static NLogLevelSet Of(NLogLevel level) => new NLogLevelSet(1 << level.Ordinal);

        /// <summary>The levels from <paramref name="min"/> to <paramref name="max"/> (Off admits none).</summary>
        public static NLogLevelSet Range(NLogLevel min, NLogLevel max)
        {
            var mask = 0;
            for (var level = Math.Max(min.Ordinal, NLogLevel.Trace.Ordinal); level <= Math.Min(max.Ordinal, NLogLevel.Fatal.Ordinal); level++)
            {
                mask |= 1 << level;
            }

            return new NLogLevelSet(mask);
        }

        public static NLogLevelSet operator |(NLogLevelSet a, NLogLevelSet b) => new NLogLevelSet(a._mask | b._mask);

        public static NLogLevelSet operator &(NLogLevelSet a, NLogLevelSet b) => new NLogLevelSet(a._mask & b._mask);

        public static bool operator ==(NLogLevelSet a, NLogLevelSet b) => a._mask == b._mask;

        public static bool operator !=(NLogLevelSet a, NLogLevelSet b) => a._mask != b._mask;

        /// <summary>"all levels", "Debug and above", or the levels listed.</summary>
        public string Describe()
        {
            if (this == All)
            {
                return "all levels";
            }

            for (var from = NLogLevel.Debug.Ordinal; from <= NLogLevel.Fatal.Ordinal; from++)
            {
                if (this == Range(NLogLevel.FromOrdinal(from), NLogLevel.Fatal))
                {
                    return from == NLogLevel.Fatal.Ordinal ? "Fatal" : NLogLevel.FromOrdinal(from) + " and above";
                }
            }

            var names = new List<string>();
            for (var level = NLogLevel.Trace.Ordinal; level <= NLogLevel.Fatal.Ordinal; level++)
            {
                if ((_mask & (1 << level)) != 0)
                {
                    names.Add(NLogLevel.FromOrdinal(level).ToString());
                }
            }

            return names.Count == 0 ? "no level" : string.Join(", ", names);
        }

        public bool Equals(NLogLevelSet other) => _mask == other._mask;

        public override bool Equals(object? obj) => obj is NLogLevelSet other && Equals(other);

        public override int GetHashCode() => _mask;

        public override string ToString() => Describe();
    }
}
