using System;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// NLog's levels as a bit mask (Trace = bit 0 … Fatal = bit 5). Names are read as NLog's LogLevel.FromString reads
    /// them, ignoring case, including the Microsoft.Extensions.Logging spellings.
    /// </summary>
    public static class NLogLevels
    {
        public const int Trace = 0;
        public const int Debug = 1;
        public const int Info = 2;
        public const int Warn = 3;
        public const int Error = 4;
        public const int Fatal = 5;
        public const int Off = 6;

        public const int All = 0b111111;

        /// <summary>Error and Fatal: the events a rule must not lose.</summary>
        public const int Severe = (1 << Error) | (1 << Fatal);

        /// <summary>Trace to Warn: the everyday traffic that makes a rule busy.</summary>
        public const int Busy = All & ~Severe;

        /// <summary>The ordinal of a level name (Off for Off/None), or null when the name is not a level.</summary>
        public static int? Parse(string? name)
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

        /// <summary>The levels from <paramref name="min"/> to <paramref name="max"/> (Off admits none).</summary>
        public static int Range(int min, int max)
        {
            var mask = 0;
            for (var level = Math.Max(min, Trace); level <= Math.Min(max, Fatal); level++)
            {
                mask |= 1 << level;
            }

            return mask;
        }

        /// <summary>"all levels", "Debug and above", or the levels listed.</summary>
        public static string Describe(int mask)
        {
            if (mask == All)
            {
                return "all levels";
            }

            for (var from = Debug; from <= Fatal; from++)
            {
                if (mask == Range(from, Fatal))
                {
                    return from == Fatal ? "Fatal" : new[] { "Trace", "Debug", "Info", "Warn", "Error" }[from] + " and above";
                }
            }

            var names = new System.Collections.Generic.List<string>();
            string[] all = { "Trace", "Debug", "Info", "Warn", "Error", "Fatal" };
            for (var level = Trace; level <= Fatal; level++)
            {
                if ((mask & (1 << level)) != 0)
                {
                    names.Add(all[level]);
                }
            }

            return names.Count == 0 ? "no level" : string.Join(", ", names);
        }
    }
}
