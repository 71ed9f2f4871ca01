using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
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

        private ConfigGraph? _graph;
        private LoggerHierarchy? _hierarchy;

        public Log4NetConfig(ConfigNode node)
        {
            Node = node;
            Appenders = node.Elements(AppenderElement).Select(a => new AppenderDefinition(a)).ToImmutableArray();
            Loggers = node.Children
                .Where(c => c.ElementName == RootElement || c.ElementName == LoggerElement || c.ElementName == LegacyLoggerElement)
                .Select(l => new LoggerDefinition(l))
                .ToImmutableArray();

            var byName = new Dictionary<string, AppenderDefinition>();
            foreach (var appender in Appenders)
            {
                // log4net resolves a ref to the first appender with that exact name.
                if (appender.Name is { } name && !byName.ContainsKey(name))
                {
                    byName.Add(name, appender);
                }
            }

            AppendersByName = byName;
        }

        public ConfigNode Node { get; }

        public ImmutableArray<AppenderDefinition> Appenders { get; }

        /// <summary>The root and every logger, in document order.</summary>
        public ImmutableArray<LoggerDefinition> Loggers { get; }

        public IReadOnlyDictionary<string, AppenderDefinition> AppendersByName { get; }

        /// <summary>The loggers as log4net builds them: which element's appender-refs count, and the levels that reach them.</summary>
        public LoggerHierarchy Hierarchy => _hierarchy ??= new LoggerHierarchy(this);

        /// <summary>Who reaches which appender, directly or through forwarders.</summary>
        public ConfigGraph Graph => _graph ??= new ConfigGraph(this);

        /// <summary>Every appender-ref with the element that holds it (a logger, the root or an appender), in document order of holders.</summary>
        public IEnumerable<(ConfigNode Holder, AppenderRef Ref)> AllRefs() =>
            Loggers.SelectMany(l => l.Refs.Select(r => (l.Node, r)))
                .Concat(Appenders.SelectMany(a => a.Refs.Select(r => (a.Node, r))));

        public AppenderDefinition? Resolve(AppenderRef appenderRef) =>
            appenderRef.Name is { } name && AppendersByName.TryGetValue(name, out var appender) ? appender : null;
    }
}
