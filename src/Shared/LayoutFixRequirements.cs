using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Shared
{
    /// <summary>
    /// The FixFlags a layout needs fixed on the caller's thread so that rendering it later, on another thread,
    /// prints the values of the moment of logging; with what in the layout needs them (e.g. "%thread",
    /// "XmlLayout"). The one table that the analyzers (LP0005, LP0006) and the appenders' computed Fix both read.
    /// </summary>
    internal static class LayoutFixRequirements
    {
        /// <summary>What XmlLayout and XmlLayoutSchemaLog4j write, LocationInfo aside.</summary>
        public const FixFlagsValues XmlLayoutReads = FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Domain
            | FixFlagsValues.Identity | FixFlagsValues.UserName | FixFlagsValues.Properties | FixFlagsValues.Exception;

        /// <summary>
        /// The flags and reasons. Exception is included for every layout that leaves the exception to its appender
        /// when <paramref name="appenderWritesException"/>: every log4net appender that renders through
        /// AppenderSkeleton.RenderLoggingEvent (the text, console, trace, syslog, UDP, SMTP… appenders) writes
        /// GetExceptionString() after such a layout's output; AdoNetAppender formats its layouts alone.
        /// </summary>
        public static (FixFlagsValues Flags, IReadOnlyList<string> Reasons) Of(LayoutDescription layout, bool appenderWritesException = true)
        {
            var leftToAppender = appenderWritesException ? FixFlagsValues.Exception : FixFlagsValues.None;
            switch (layout.Kind)
            {
                case LayoutKind.Pattern:
                    string pattern = layout.Pattern ?? string.Empty;
                    string[] reasons = PatternFixRequirements.Conversions(pattern, layout.CustomConverters)
                        .Where(c => c.Needs != FixFlagsValues.None)
                        .Select(c => "%" + c.Name)
                        .Distinct(StringComparer.Ordinal)
                        .ToArray();
                    return (PatternFixRequirements.Read(pattern, layout.CustomConverters) | leftToAppender, reasons);
                case LayoutKind.Simple:
                    return (FixFlagsValues.Message | leftToAppender, new[] { layout.Name });
                case LayoutKind.Exception:
                    return (FixFlagsValues.Exception, new[] { layout.Name });
                case LayoutKind.Xml:
                    return (XmlLayoutReads | (layout.LocationInfo ? FixFlagsValues.LocationInfo : FixFlagsValues.None), new[] { layout.Name });
                case LayoutKind.RawTimeStamp:
                case LayoutKind.RawUtcTimeStamp:
                    return (FixFlagsValues.None, Array.Empty<string>());
                case LayoutKind.RawProperty:
                    return (FixFlagsValues.Properties, new[] { layout.Name });
                default:
                    return (FixFlagsValues.All, new[] { $"layout '{layout.Name}'" });
            }
        }
    }
}
