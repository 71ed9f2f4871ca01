using System;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>ILog's level methods, the guard property of each, and the level (log4net's value) both stand for.</summary>
    public static class LogLevels
    {
        private static readonly Dictionary<string, (string Guard, int Level)> Methods = new Dictionary<string, (string, int)>(StringComparer.Ordinal)
        {
            ["Debug"] = ("IsDebugEnabled", Log4NetLevels.Debug),
            ["Info"] = ("IsInfoEnabled", Log4NetLevels.Info),
            ["Warn"] = ("IsWarnEnabled", Log4NetLevels.Warn),
            ["Error"] = ("IsErrorEnabled", Log4NetLevels.Error),
            ["Fatal"] = ("IsFatalEnabled", Log4NetLevels.Fatal),
        };

        private static readonly Dictionary<string, int> Guards = new Dictionary<string, int>(StringComparer.Ordinal)
        {
            ["IsDebugEnabled"] = Log4NetLevels.Debug,
            ["IsInfoEnabled"] = Log4NetLevels.Info,
            ["IsWarnEnabled"] = Log4NetLevels.Warn,
            ["IsErrorEnabled"] = Log4NetLevels.Error,
            ["IsFatalEnabled"] = Log4NetLevels.Fatal,
        };

        /// <summary>The names of ILog's level methods: Debug, Info, Warn, Error, Fatal.</summary>
        public static readonly ImmutableHashSet<string> MethodNames = ImmutableHashSet.CreateRange(StringComparer.Ordinal, Methods.Keys);

        /// <summary>The guard property of a level method (Debug → IsDebugEnabled), or null for other methods.</summary>
        public static string? GuardOf(string methodName) => Methods.TryGetValue(methodName, out var method) ? method.Guard : null;

        /// <summary>The level a level method logs at (Debug → DEBUG's value), or null for other methods.</summary>
        public static int? LevelOf(string methodName) => Methods.TryGetValue(methodName, out var method) ? method.Level : (int?)null;

        /// <summary>The level a guard property checks (IsDebugEnabled → DEBUG's value), or null for other names.</summary>
        public static int? GuardLevel(string propertyName) => Guards.TryGetValue(propertyName, out var level) ? level : (int?)null;

        /// <summary>The level of a method name as an option names it ("debug", "Warn"…), or null.</summary>
        public static int? Parse(string name) =>
            Methods.TryGetValue(name.Length == 0 ? name : char.ToUpperInvariant(name[0]) + name.Substring(1).ToLowerInvariant(), out var method) ? method.Level : (int?)null;
    }
}
