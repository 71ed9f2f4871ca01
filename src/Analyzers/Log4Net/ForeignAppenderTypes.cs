using System;
using System.Linq;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Appender types from libraries outside log4net that a build often cannot see, known by their full names, with
    /// what they do that rules need to know. A name matches whatever its case (log4net loads types ignoring case) when
    /// written without an assembly or with the library's own.
    /// </summary>
    internal static class ForeignAppenderTypes
    {
        private const string Log4NetAsync = "Log4Net.Async";

        /// <summary>
        /// Forwarders that set their own Fix (FixFlags.Partial unless configured) on every BufferingAppenderSkeleton they
        /// feed, in AddAppender: Log4Net.Async's.
        /// </summary>
        private static readonly (string Type, string Assembly)[] FixSettingForwarders =
        {
            ("Log4Net.Async.AsyncForwardingAppender", Log4NetAsync),
            ("Log4Net.Async.ParallelForwardingAppender", Log4NetAsync),
        };

        public static bool SetsFixOfItsAppenders(string? typeName) => Matches(FixSettingForwarders, typeName);

        private static bool Matches((string Type, string Assembly)[] known, string? typeName)
        {
            var type = TypeNameResolver.MetadataName(typeName);
            var assembly = TypeNameResolver.AssemblyName(typeName);
            return type != null && known.Any(k =>
                string.Equals(k.Type, type, StringComparison.OrdinalIgnoreCase)
                && (assembly is null || string.Equals(k.Assembly, assembly, StringComparison.OrdinalIgnoreCase)));
        }
    }
}
