using System;
using System.Collections.Generic;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// A log4net level (log4net.Core.Level) by its value: higher is more severe, ALL is the lowest value and OFF the
    /// highest. A type of its own so a level is never mistaken for a count or for another library's level.
    /// </summary>
    public readonly struct Log4NetLevel : IEquatable<Log4NetLevel>, IComparable<Log4NetLevel>
    {
        public static readonly Log4NetLevel All = new Log4NetLevel(int.MinValue);
        public static readonly Log4NetLevel Debug = new Log4NetLevel(30000);
        public static readonly Log4NetLevel Info = new Log4NetLevel(40000);
        public static readonly Log4NetLevel Warn = new Log4NetLevel(60000);
        public static readonly Log4NetLevel Error = new Log4NetLevel(70000);
        public static readonly Log4NetLevel Fatal = new Log4NetLevel(110000);
        public static readonly Log4NetLevel Off = new Log4NetLevel(int.MaxValue);

        private static readonly Dictionary<string, Log4NetLevel> Names = new Dictionary<string, Log4NetLevel>(StringComparer.OrdinalIgnoreCase)
        {
            ["OFF"] = Off,
            ["EMERGENCY"] = new Log4NetLevel(120000),
            ["FATAL"] = Fatal,
            ["ALERT"] = new Log4NetLevel(100000),
            ["CRITICAL"] = new Log4NetLevel(90000),
            ["SEVERE"] = new Log4NetLevel(80000),
            ["ERROR"] = Error,
            ["WARN"] = Warn,
            ["NOTICE"] = new Log4NetLevel(50000),
            ["INFO"] = Info,
            ["DEBUG"] = Debug,
            ["FINE"] = new Log4NetLevel(30000),
            ["TRACE"] = new Log4NetLevel(20000),
            ["FINER"] = new Log4NetLevel(20000),
            ["VERBOSE"] = new Log4NetLevel(10000),
            ["FINEST"] = new Log4NetLevel(10000),
            ["ALL"] = All,
        };

        private Log4NetLevel(int value) => Value = value;

        /// <summary>log4net's value of the level (Level.Value).</summary>
        public int Value { get; }

        /// <summary>The level of a name log4net predefines (ignoring case and surrounding white space), or null.</summary>
        public static Log4NetLevel? Parse(string? name) =>
            name != null && Names.TryGetValue(name.Trim(), out var level) ? level : (Log4NetLevel?)null;

        public static Log4NetLevel Max(Log4NetLevel a, Log4NetLevel b) => a.Value >= b.Value ? a : b;

        public static Log4NetLevel Min(Log4NetLevel a, Log4NetLevel b) => a.Value <= b.Value ? a : b;

        public static bool operator ==(Log4NetLevel a, Log4NetLevel b) => a.Value == b.Value;

        public static bool operator !=(Log4NetLevel a, Log4NetLevel b) => a.Value != b.Value;

        public static bool operator <(Log4NetLevel a, Log4NetLevel b) => a.Value < b.Value;

        public static bool operator >(Log4NetLevel a, Log4NetLevel b) => a.Value > b.Value;

        public static bool operator <=(Log4NetLevel a, Log4NetLevel b) => a.Value <= b.Value;

        public static bool operator >=(Log4NetLevel a, Log4NetLevel b) => a.Value >= b.Value;

        public bool Equals(Log4NetLevel other) => Value == other.Value;

        public override bool Equals(object? obj) => obj is Log4NetLevel other && Equals(other);

        public override int GetHashCode() => Value;

        public int CompareTo(Log4NetLevel other) => Value.CompareTo(other.Value);

        public override string ToString() => Value.ToString(System.Globalization.CultureInfo.InvariantCulture);
    }
}
