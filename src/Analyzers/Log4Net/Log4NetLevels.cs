using System;
using System.Collections.Generic;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>log4net's predefined level values (log4net.Core.Level), by the names configs use.</summary>
    public static class Log4NetLevels
    {
        public const int All = int.MinValue;
        public const int Debug = 30000;
        public const int Info = 40000;
        public const int Warn = 60000;
        public const int Error = 70000;
        public const int Fatal = 110000;
        public const int Off = int.MaxValue;

        private static readonly Dictionary<string, int> Values = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase)
        {
            ["OFF"] = Off,
            ["EMERGENCY"] = 120000,
            ["FATAL"] = Fatal,
            ["ALERT"] = 100000,
            ["CRITICAL"] = 90000,
            ["SEVERE"] = 80000,
            ["ERROR"] = Error,
            ["WARN"] = Warn,
            ["NOTICE"] = 50000,
            ["INFO"] = Info,
            ["DEBUG"] = Debug,
            ["FINE"] = 30000,
            ["TRACE"] = 20000,
            ["FINER"] = 20000,
            ["VERBOSE"] = 10000,
            ["FINEST"] = 10000,
            ["ALL"] = All,
        };

        /// <summary>The value of a level name, or null for a name log4net does not predefine.</summary>
        public static int? Parse(string? name) =>
            name != null && Values.TryGetValue(name.Trim(), out var value) ? value : (int?)null;
    }
}
