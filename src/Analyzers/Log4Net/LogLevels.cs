using System;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>ILog's level methods, the guard property of each, and the level (a <see cref="Log4NetLevel"/>) both stand for.</summary>
    public static class LogLevels
    {
        private static readonly Dictionary<string, (string Guard, Log4NetLevel Level)> Methods = new Dictionary<string, (string, Log4NetLevel)>(StringComparer.Ordinal)
        {
            ["Debug"] = ("IsDebugEnabled", Log4NetLevel.Debug),
            ["Info"] = ("IsInfoEnabled", Log4NetLevel.Info),
            ["Warn"] = ("IsWarnEnabled", Log4NetLevel.Warn),
            ["Error"] = ("IsErrorEnabled", Log4NetLevel.Error),
            ["Fatal"] = ("IsFatalEnabled", Log4NetLevel.Fatal),
        };

        private static readonly Dictionary<string, Log4NetLevel> Guards = new Dictionary<string, Log4NetLevel>(StringComparer.Ordinal)
        {
            ["IsDebugEnabled"] = Log4NetLevel.Debug,
            ["IsInfoEnabled"] = Log4NetLevel.Info,
            ["IsWarnEnabled"] = Log4NetLevel.Warn,
            ["IsErrorEnabled"] = Log4NetLevel.Error,
            ["IsFatalEnabled"] = Log4NetLevel.Fatal,
        };

        /// <summary>The names of ILog's level methods: Debug, Info, Warn, Error, Fatal.</summary>
        public static readonly ImmutableHashSet<string> MethodNames = ImmutableHashSet.CreateRange(StringComparer.Ordinal, Methods.Keys);

        /// <summary>The guard property of a level method (Debug → IsDebugEnabled), or null for other methods.</summary>
        public static string? GuardOf(string methodName) => Methods.TryGetValue(methodName, out var method) ? method.Guard : null;

        /// <summary>The level a level method logs at (Debug → DEBUG's value), or null for other methods.</summary>
        public static Log4NetLevel? LevelOf(string methodName) => Methods.TryGetValue(methodName, out var method) ? method.Level : (Log4NetLevel?)null;

        /// <summary>The level a guard property checks (IsDebugEnabled → DEBUG's value), or null for other names.</summary>
        public static Log4NetLevel? GuardLevel(string propertyName) => Guards.TryGetValue(propertyName, out var level) ? level : (Log4NetLevel?)null;

        /// <summary>The level of a method name as an option names it ("debug", "Warn"…), or null.</summary>
        public static Log4NetLevel? Parse(string name) =>
            Methods.TryGetValue(name.Length == 0 ? name : char.ToUpperInvariant(name[0]) + name.Substring(1).ToLowerInvariant(), out var method) ? method.Level : (Log4NetLevel?)null;
    }
}
