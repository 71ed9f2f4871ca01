using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Whether an AsyncForwardingAppender can be put in front of an appender of a log4net config without changing what
    /// the app logs, and which Fix it must then set: the forwarder fixes of LP0004 (file appenders) and LP0013 (database
    /// and mail appenders) are offered only where this says so.
    /// </summary>
    internal static class ForwarderRoutes
    {
        /// <summary>True when a forwarder in front of <paramref name="appender"/> keeps every line as it was.</summary>
        public static bool CanRoute(Log4NetConfig section, AppenderDefinition appender, ITypeSymbol? type, TypeNameResolver types, Log4NetSymbols symbols) =>
            !HeldUpstream(section, appender, types, symbols) && !RollsWithHeaderOrFooter(appender, type, symbols) && !PrintsEveryProperty(appender);

        /// <summary>The route LP0004's and LP0013's fixes take, or null when the appender cannot be routed.</summary>
        public static ForwarderRoute? RouteOf(
            Log4NetConfig section, AppenderDefinition appender, ITypeSymbol? type, TypeNameResolver types, Log4NetSymbols symbols, LayoutRequirements layouts) =>
            appender.Name is not null && CanRoute(section, appender, type, types, symbols)
                ? new ForwarderRoute(FixFor(section, appender, layouts))
                : null;

        /// <summary>
        /// The Fix the forwarder must set when appenders that render the same events after it print more than the
        /// appender's own layout (a partial Fix freezes the shared event; see LayoutRequirements.OfEventsSharedWith); null
        /// when the forwarder's own Fix, computed from the layouts it feeds, is enough.
        /// </summary>
        public static string? FixFor(Log4NetConfig section, AppenderDefinition appender, LayoutRequirements layouts)
        {
            var own = layouts.OfBufferingAppender(section, appender);
            var shared = own.Union(layouts.OfEventsSharedWith(section, appender));
            return shared.Flags != own.Flags ? PatternFixRequirements.Format(shared.Flags) : null;
        }

        /// <summary>
        /// True when an appender upstream of <paramref name="appender"/> holds events and hands them on only when log4net
        /// closes it: a buffer of more than one event or a lossy one (both send what they hold on Close), an async
        /// forwarder, a forwarder log4net cannot tell apart. At shutdown log4net closes the forwarders attached to loggers
        /// first (root's in the order of its refs, the other loggers' in no set order), so a forwarder the fix adds could
        /// close, and close the file with it, before such an appender flushes into it: those events would be lost. The
        /// forwarder fix is then not offered. A forwarder of the fix's own (LogPerf's AsyncForwardingAppender naming only
        /// this appender) is looked through: the fix reuses it.
        /// </summary>
        private static bool HeldUpstream(Log4NetConfig section, AppenderDefinition appender, TypeNameResolver types, Log4NetSymbols symbols)
        {
            if (section.Graph.FeedersOf(appender).IsEmpty)
            {
                // Loggers feed it directly: nothing upstream to walk (the usual case, asked for every appender).
                return false;
            }

            var seen = new HashSet<AppenderDefinition> { appender };
            var pending = new Queue<AppenderDefinition>(new[] { appender });
            while (pending.Count > 0)
            {
                var current = pending.Dequeue();
                foreach (var feeder in section.Graph.FeedersOf(current))
                {
                    if (!seen.Add(feeder) || !section.Graph.IsReached(feeder))
                    {
                        // log4net builds no appender that no logger reaches: it holds nothing.
                        continue;
                    }

                    var type = types.Resolve(feeder.TypeName);
                    var ownForwarder = current == appender && RoutingForwarder.IsOf(feeder, appender.Name ?? string.Empty);
                    var passesAtOnce = type.IsOrDerivesFrom(symbols.ForwardingAppender)
                        || (type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton) && !BufferingAppenders.HoldsEvents(feeder)
                            && !ConfigValues.Boolean(feeder.Node.Property(Names.Log4NetConfigNames.Lossy)?.Value, whenUnparsable: false));
                    if (!ownForwarder && !passesAtOnce)
                    {
                        return true;
                    }

                    pending.Enqueue(feeder);
                }
            }

            return false;
        }

        /// <summary>
        /// A layout that prints the event's whole property set (XmlLayout and other layouts that are not pattern or simple
        /// layouts, or a pattern with %properties / %X / %P without a key): fixing an event adds log4net's own entries
        /// (log4net:UserName, log4net:Identity, …) to that set, so the forwarder's Fix would change the lines (the fix-safety
        /// harness saw it with XmlLayout). The forwarder fix is then not offered.
        /// </summary>
        private static bool PrintsEveryProperty(AppenderDefinition appender)
        {
            foreach (var layout in LayoutRequirements.RenderingLayouts(appender))
            {
                if (layout.TypeName is not { } typeName
                    || (typeName.IndexOf("PatternLayout", StringComparison.OrdinalIgnoreCase) < 0 && typeName.IndexOf("SimpleLayout", StringComparison.OrdinalIgnoreCase) < 0)
                    || (LayoutRequirements.PatternOf(layout) is { } pattern && MayNameWholePropertySet(pattern.Pattern) && WholePropertySet.IsMatch(pattern.Pattern)))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// False when the pattern holds none of the words <see cref="WholePropertySet"/> looks for (it matches case-sensitively),
        /// so the usual pattern is not run through the regex interpreter once per appender.
        /// </summary>
        private static bool MayNameWholePropertySet(string pattern) =>
            pattern.IndexOf('P') >= 0 || pattern.IndexOf('X') >= 0
            || pattern.IndexOf("propert", StringComparison.Ordinal) >= 0 || pattern.IndexOf("mdc", StringComparison.Ordinal) >= 0;

        private static readonly Regex WholePropertySet =
            new Regex(@"%[-0-9.]*(properties|property|P|X|mdc)(?![{A-Za-z])", RegexOptions.CultureInvariant);

        /// <summary>
        /// A RollingFileAppender whose layout writes a header or footer: it rolls once per batch when a forwarder hands it
        /// batches (log4net checks the size or date before each batch, not each event), so it would write fewer files, and
        /// fewer header and footer lines, than it did. The forwarder fix is then not offered.
        /// </summary>
        private static bool RollsWithHeaderOrFooter(AppenderDefinition appender, ITypeSymbol? type, Log4NetSymbols symbols)
        {
            if (!type.IsOrDerivesFrom(symbols.RollingFileAppender))
            {
                return false;
            }

            foreach (var layout in appender.Node.Properties("layout"))
            {
                if (layout.Property("header") != null || layout.Property("footer") != null)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
