using System;
using System.Collections.Generic;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The volatile data that appenders read from an event, so a forwarder can fix just that on the caller
    /// thread. Anything not known to read only its layout (custom appenders and layouts) needs
    /// <see cref="FixFlags.All"/>.
    /// </summary>
    internal static class AppenderFixFlags
    {
        /// <summary>Appenders that read an event only through their Layout (and the stable Level).</summary>
        private static readonly HashSet<Type> LayoutOnlyAppenders = new HashSet<Type>
        {
            typeof(ConsoleAppender),
            typeof(ManagedColoredConsoleAppender),
            typeof(AnsiColorTerminalAppender),
            typeof(DebugAppender),
            typeof(OutputDebugStringAppender),
            typeof(UdpAppender),
            typeof(TelnetAppender),
        };

        private const FixFlags XmlLayoutReads = FixFlags.Message | FixFlags.ThreadName | FixFlags.Domain |
            FixFlags.Identity | FixFlags.UserName | FixFlags.Properties | FixFlags.Exception;

        public static FixFlags For(IEnumerable<IAppender> appenders)
        {
            var visited = new HashSet<IAppender>();
            FixFlags flags = FixFlags.None;
            foreach (IAppender appender in appenders)
            {
                flags |= For(appender, visited);
            }

            return flags;
        }

        private static FixFlags For(IAppender appender, HashSet<IAppender> visited)
        {
            if (!visited.Add(appender))
            {
                return FixFlags.None;
            }

            if (appender is IAppenderAttachable forwarder)
            {
                FixFlags flags = FixFlags.None;
                foreach (IAppender target in AppenderCollections.ToArray(forwarder.Appenders))
                {
                    flags |= For(target, visited);
                }

                return flags;
            }

            if (appender is AsyncAppenderSkeleton asyncAppender)
            {
                return asyncAppender.EffectiveFix;
            }

            if (appender is TraceAppender trace)
            {
                return ForRenderedLayout(trace.Layout) | ForLayout(trace.Category);
            }

            if (appender is TextWriterAppender || LayoutOnlyAppenders.Contains(appender.GetType()))
            {
                return ForRenderedLayout(((AppenderSkeleton)appender).Layout);
            }

            return FixFlags.All;
        }

        /// <summary>
        /// AppenderSkeleton.RenderLoggingEvent writes the exception after the layout when the layout ignores it.
        /// </summary>
        private static FixFlags ForRenderedLayout(ILayout? layout)
        {
            if (layout == null)
            {
                return FixFlags.All;
            }

            FixFlags flags = ForLayout(layout);
            return layout.IgnoresException ? flags | FixFlags.Exception : flags;
        }

        internal static FixFlags ForLayout(ILayout? layout)
        {
            if (layout == null)
            {
                return FixFlags.None;
            }

            Type type = layout.GetType();
            if (type == typeof(PatternLayout) || type == typeof(DynamicPatternLayout))
            {
                return PatternFixFlags.For(((PatternLayout)layout).ConversionPattern);
            }

            if (type == typeof(SimpleLayout))
            {
                return FixFlags.Message;
            }

            if (type == typeof(ExceptionLayout))
            {
                return FixFlags.Exception;
            }

            // XmlLayout and XmlLayoutSchemaLog4j (renamed XmlLayoutSchemaLog4J in 3.x, so not named here).
            if (layout is XmlLayoutBase xml && type.Assembly == typeof(XmlLayoutBase).Assembly)
            {
                return xml.LocationInfo ? XmlLayoutReads | FixFlags.LocationInfo : XmlLayoutReads;
            }

            return FixFlags.All;
        }
    }
}
