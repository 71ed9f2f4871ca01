using System;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// One NLog level by its ordinal (LogLevel.Ordinal: Trace = 0 … Fatal = 5, Off = 6). Names are read as NLog's
    /// LogLevel.FromString reads them, ignoring case, including the Microsoft.Extensions.Logging spellings. A type of its
    /// own so an ordinal is never read as a set of levels (<see cref="NLogLevelSet"/>) or as a log4net level.
    /// </summary>
    public readonly struct NLogLevel : IEquatable<NLogLevel>, IComparable<NLogLevel>
    {
        public static readonly NLogLevel Trace = new NLogLevel(0);
        public static readonly NLogLevel Debug = new NLogLevel(1);
        public static readonly NLogLevel Info = new NLogLevel(2);
        public static readonly NLogLevel Warn = new NLogLevel(3);
        public static readonly NLogLevel Error = new NLogLevel(4);
        public static readonly NLogLevel Fatal = new NLogLevel(5);
        public static readonly NLogLevel Off = new NLogLevel(6);

        private static readonly string[] Names = { "Trace", "Debug", "Info", "Warn", "Error", "Fatal", "Off" };

        private NLogLevel(int ordinal) => Ordinal = ordinal;

        /// <summary>NLog's LogLevel.Ordinal.</summary>
        public int Ordinal { get; }

        /// <summary>The level of an ordinal (0 to 6), as LogLevel's static fields are ordered.</summary>
        public static NLogLevel FromOrdinal(int ordinal) =>
            ordinal >= Trace.Ordinal && ordinal <= Off.Ordinal ? new NLogLevel(ordinal) : throw new ArgumentOutOfRangeException(nameof(ordinal));

        /// <summary>The level of a name (Off for Off/None), or null when the name is not a level.</summary>
        public static NLogLevel? Parse(string? name)
        {
            switch (name?.Trim().ToUpperInvariant())
            {
                case "TRACE": return Trace;
                case "DEBUG": return Debug;
                case "INFO":
                case "INFORMATION": return Info;
                case "WARN":
                case "WARNING": return Warn;
                case "ERROR": return Error;
                case "FATAL":
                case "CRITICAL": return Fatal;
                case "OFF":
                case "NONE": return Off;
                default: return null;
            }
        }

        public static bool operator ==(NLogLevel a, NLogLevel b) => a.Ordinal == b.Ordinal;

        public static bool operator !=(NLogLevel a, NLogLevel b) => a.Ordinal != b.Ordinal;

        public static bool operator <(NLogLevel a, NLogLevel b) => a.Ordinal < b.Ordinal;

        public static bool operator >(NLogLevel a, NLogLevel b) => a.Ordinal > b.Ordinal;

        public static bool operator <=(NLogLevel a, NLogLevel b) => a.Ordinal <= b.Ordinal;

        public static bool operator >=(NLogLevel a, NLogLevel b) => a.Ordinal >= b.Ordinal;

        public bool Equals(NLogLevel other) => Ordinal == other.Ordinal;

        public override bool Equals(object? obj) => obj is NLogLevel other && Equals(other);

        public override int GetHashCode() => Ordinal;

        public int CompareTo(NLogLevel other) => Ordinal.CompareTo(other.Ordinal);

        /// <summary>The level's name as NLog writes it: Trace … Fatal, Off.</summary>
        public override string ToString() => Names[Ordinal];
    }
}
