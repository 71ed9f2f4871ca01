using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>One <c>&lt;log4net&gt;</c> element: standalone, or a section of App.config / Web.config.</summary>
    public sealed class Log4NetConfig
    {
        public const string SectionElement = "log4net";
        internal const string RootElement = "root";
        private const string LoggerElement = "logger";
        private const string LegacyLoggerElement = "category";
        private const string AppenderElement = "appender";

        // Built once when first asked, by whichever rule asks first: rules run concurrently on one parse of a file.
        private readonly Lazy<ConfigGraph> _graph;
        private readonly Lazy<LoggerHierarchy> _hierarchy;
        private readonly Lazy<EventReach> _reach;

        public Log4NetConfig(ConfigNode node)
        {
            Node = node;
            Appenders = node.Elements(AppenderElement).Select(a => new AppenderDefinition(a)).ToImmutableArray();
            Loggers = node.Children
                .Where(c => c.ElementName == RootElement || c.ElementName == LoggerElement || c.ElementName == LegacyLoggerElement)
                .Select(l => new LoggerDefinition(l))
                .ToImmutableArray();

            var byName = new Dictionary<string, AppenderDefinition>(Appenders.Length);
            foreach (var appender in Appenders)
            {
                // log4net resolves a ref to the first appender with that exact name.
                if (appender.Name is { } name && !byName.ContainsKey(name))
                {
                    byName.Add(name, appender);
                }
            }

            AppendersByName = byName;
            _graph = new Lazy<ConfigGraph>(() => new ConfigGraph(this), LazyThreadSafetyMode.ExecutionAndPublication);
            _hierarchy = new Lazy<LoggerHierarchy>(() => new LoggerHierarchy(this), LazyThreadSafetyMode.ExecutionAndPublication);
            _reach = new Lazy<EventReach>(() => new EventReach(this), LazyThreadSafetyMode.ExecutionAndPublication);
        }

        public ConfigNode Node { get; }

        public ImmutableArray<AppenderDefinition> Appenders { get; }

        /// <summary>The root and every logger, in document order.</summary>
        public ImmutableArray<LoggerDefinition> Loggers { get; }

        public IReadOnlyDictionary<string, AppenderDefinition> AppendersByName { get; }

        /// <summary>The loggers as log4net builds them: which element's appender-refs count, and the levels that reach them.</summary>
        public LoggerHierarchy Hierarchy => _hierarchy.Value;

        /// <summary>Who reaches which appender, directly or through forwarders.</summary>
        public ConfigGraph Graph => _graph.Value;

        /// <summary>Which appenders each logger's events reach, structurally (<see cref="EventReach"/>), shared by the rules.</summary>
        public EventReach Reach => _reach.Value;

        /// <summary>Every appender-ref with the element that holds it (a logger, the root or an appender), in document order of holders.</summary>
        public IEnumerable<(ConfigNode Holder, AppenderRef Ref)> AllRefs()
        {
            foreach (var logger in Loggers)
            {
                foreach (var appenderRef in logger.Refs)
                {
                    yield return (logger.Node, appenderRef);
                }
            }

            foreach (var appender in Appenders)
            {
                foreach (var appenderRef in appender.Refs)
                {
                    yield return (appender.Node, appenderRef);
                }
            }
        }

        /// <summary>
        /// The appender whose element holds <paramref name="position"/> (a fixer finds the appender a diagnostic is on this
        /// way), or null. Appenders are in document order and do not nest: a binary search, so a fix of all the diagnostics
        /// of a config of 50,000 appenders does not walk them once per diagnostic.
        /// </summary>
        public AppenderDefinition? AppenderAt(int position)
        {
            int low = 0, high = Appenders.Length - 1;
            while (low <= high)
            {
                var middle = low + ((high - low) / 2);
                var span = Appenders[middle].Node.Span;
                if (position < span.Start)
                {
                    high = middle - 1;
                }
                else if (position >= span.End)
                {
                    low = middle + 1;
                }
                else
                {
                    return Appenders[middle];
                }
            }

            return null;
        }

        public AppenderDefinition? Resolve(AppenderRef appenderRef) =>
            appenderRef.Name is { } name && AppendersByName.TryGetValue(name, out var appender) ? appender : null;
    }
}
