using System;
using System.Collections.Generic;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The volatile data that appenders read from an event, so a forwarder can fix just that on the caller
    /// thread. Anything not known to read only its layout (custom appenders) needs <see cref="FixFlags.All"/>;
    /// layouts go through the model the analyzers share (<see cref="LayoutDescriptions"/>).
    /// </summary>
    internal static class AppenderFixFlags
    {
        /// <summary>Appenders that read an event only through their Layout (and the stable Level).</summary>
        private static readonly HashSet<Type> LayoutOnlyAppenders = new HashSet<Type>
        {
            typeof(ConsoleAppender),
            typeof(ManagedColoredConsoleAppender),
            typeof(AnsiColorTerminalAppender),
            typeof(OutputDebugStringAppender),
            typeof(UdpAppender),
            typeof(TelnetAppender),
        };

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

            if (appender is DebugAppender debug)
            {
                // Like TraceAppender, it renders its Category (a PatternLayout, "%logger" by default) for every event.
                return ForRenderedLayout(debug.Layout) | ForLayout(debug.Category);
            }

            if (appender is TextWriterAppender || LayoutOnlyAppenders.Contains(appender.GetType()))
            {
                return ForRenderedLayout(((AppenderSkeleton)appender).Layout);
            }

            return FixFlags.All;
        }

        /// <summary>
        /// AppenderSkeleton.RenderLoggingEvent writes the exception after the layout when the layout ignores it.
        /// No layout: the appender's own output is unknown.
        /// </summary>
        internal static FixFlags ForRenderedLayout(ILayout? layout)
        {
            if (layout == null)
            {
                return FixFlags.All;
            }

            FixFlags flags = ForLayout(layout);
            return layout.IgnoresException ? flags | FixFlags.Exception : flags;
        }

        internal static FixFlags ForLayout(ILayout? layout) => LayoutDescriptions.FixFlagsOf(layout);
    }
}
