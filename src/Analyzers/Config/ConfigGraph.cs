using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;

namespace LogPerf.Analyzers.Config
{
    /// <summary>
    /// Which appenders the root and the loggers reach directly (an appender-ref in a logger), and which they reach
    /// only through forwarding appenders (an appender-ref inside an appender). Cycles are tolerated.
    /// </summary>
    public sealed class ConfigGraph
    {
        private readonly Log4NetConfig _config;
        private readonly HashSet<AppenderDefinition> _direct = new HashSet<AppenderDefinition>();
        private readonly Dictionary<AppenderDefinition, List<AppenderDefinition>> _feeders = new Dictionary<AppenderDefinition, List<AppenderDefinition>>();

        internal ConfigGraph(Log4NetConfig config)
        {
            _config = config;
            foreach (var logger in config.Loggers)
            {
                foreach (var target in logger.Refs.Select(config.Resolve).OfType<AppenderDefinition>())
                {
                    _direct.Add(target);
                }
            }

            foreach (var forwarder in config.Appenders)
            {
                foreach (var target in forwarder.Refs.Select(config.Resolve).OfType<AppenderDefinition>())
                {
                    if (!_feeders.TryGetValue(target, out var list))
                    {
                        _feeders[target] = list = new List<AppenderDefinition>();
                    }

                    list.Add(forwarder);
                }
            }
        }

        /// <summary>True when a logger or the root names this appender in an appender-ref.</summary>
        public bool IsReachedDirectly(AppenderDefinition appender) => _direct.Contains(appender);

        /// <summary>The forwarders with an appender-ref to this appender.</summary>
        public ImmutableArray<AppenderDefinition> FeedersOf(AppenderDefinition appender) =>
            _feeders.TryGetValue(appender, out var list) ? list.ToImmutableArray() : ImmutableArray<AppenderDefinition>.Empty;

        /// <summary>True when a logger reaches this appender, directly or through any chain of forwarders.</summary>
        public bool IsReached(AppenderDefinition appender) =>
            Walk(appender, FeedersOf).Prepend(appender).Any(IsReachedDirectly);

        /// <summary>Every appender this one feeds, through nested forwarders, each once.</summary>
        public ImmutableArray<AppenderDefinition> DownstreamOf(AppenderDefinition forwarder) =>
            Walk(forwarder, a => a.Refs.Select(_config.Resolve).OfType<AppenderDefinition>().ToImmutableArray()).ToImmutableArray();

        private static IEnumerable<AppenderDefinition> Walk(
            AppenderDefinition start, System.Func<AppenderDefinition, ImmutableArray<AppenderDefinition>> next)
        {
            var seen = new HashSet<AppenderDefinition> { start };
            var pending = new Stack<AppenderDefinition>(next(start));
            while (pending.Count > 0)
            {
                var current = pending.Pop();
                if (!seen.Add(current))
                {
                    continue;
                }

                yield return current;
                foreach (var following in next(current))
                {
                    pending.Push(following);
                }
            }
        }
    }
}
