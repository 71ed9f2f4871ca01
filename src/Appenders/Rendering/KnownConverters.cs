using System;
using log4net.Layout;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// The converter types of the loaded log4net that are rendered natively, found by what log4net's own PatternLayout
    /// builds for each conversion name (its converter classes are internal), and the chain a layout formats with.
    /// </summary>
    internal static class KnownConverters
    {
        public static readonly Type? Literal = Probe("literal text");
        public static readonly Type? NewLine = Probe("%newline");
        public static readonly Type? Logger = Probe("%logger");
        public static readonly Type? Date = Probe("%date");
        public static readonly Type? UtcDate = Probe("%utcdate");
        public static readonly Type? Level = Probe("%level");
        public static readonly Type? Message = Probe("%message");
        public static readonly Type? Thread = Probe("%thread");
        public static readonly Type? Exception = Probe("%exception");
        public static readonly Type? Property = Probe("%property");
        public static readonly Type? RelativeTime = Probe("%timestamp");

        /// <summary>Whether converter chains can be read at all in the loaded log4net.</summary>
        public static bool Available => Log4NetInternals.HeadConverterOf != null;

        /// <summary>The first converter of <paramref name="layout"/>'s chain, as its Format walks it.</summary>
        public static PatternConverter? HeadOf(PatternLayout layout) => Log4NetInternals.HeadConverterOf?.Invoke(layout);

        private static Type? Probe(string pattern)
        {
            try
            {
                return Available ? HeadOf(new PatternLayout(pattern))?.GetType() : null;
            }
            catch (System.Exception e) when (!(e is OutOfMemoryException))
            {
                return null;
            }
        }
    }
}
