using System;
using System.Linq;
using System.Linq.Expressions;
using System.Reflection;
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
        /// <summary>PatternLayout's private converter chain, read by its type since its name differs between releases.</summary>
        private static readonly Func<PatternLayout, PatternConverter?>? HeadReader = CreateHeadReader();

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
        public static bool Available => HeadReader != null;

        /// <summary>The first converter of <paramref name="layout"/>'s chain, as its Format walks it.</summary>
        public static PatternConverter? HeadOf(PatternLayout layout) => HeadReader?.Invoke(layout);

        private static Type? Probe(string pattern)
        {
            try
            {
                return HeadReader is null ? null : HeadOf(new PatternLayout(pattern))?.GetType();
            }
            catch (System.Exception e) when (!(e is OutOfMemoryException))
            {
                return null;
            }
        }

        private static Func<PatternLayout, PatternConverter?>? CreateHeadReader()
        {
            FieldInfo[] fields = typeof(PatternLayout)
                .GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.DeclaredOnly)
                .Where(f => f.FieldType == typeof(PatternConverter))
                .ToArray();
            if (fields.Length != 1)
            {
                return null;
            }

            ParameterExpression layout = Expression.Parameter(typeof(PatternLayout), "layout");
            return Expression.Lambda<Func<PatternLayout, PatternConverter?>>(Expression.Field(layout, fields[0]), layout).Compile();
        }
    }
}
