using log4net.Core;
using LogPerf.Shared;

namespace LogPerf.Appenders
{
    /// <summary>The FixFlags a PatternLayout conversion pattern reads (the table is shared with the analyzers).</summary>
    internal static class PatternFixFlags
    {
        /// <summary>The flags the pattern needs; <see cref="FixFlags.All"/> when it names a converter log4net does not predefine.</summary>
        public static FixFlags For(string? pattern) =>
            pattern is null ? FixFlags.None : (FixFlags)(int)PatternFixRequirements.Read(pattern);
    }
}
