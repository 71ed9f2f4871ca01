using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Which appenders the events of each logger reach, as log4net delivers them: the appenders of the logger element
    /// log4net keeps, then those of its configured ancestors while additivity holds, and every appender a forwarder on the
    /// way refers to. An appender attached to one logger or forwarder gets each event once however often it is referenced
    /// there, but two loggers of one chain, or two forwarders, that lead to the same appender give it the event twice.
    /// Fixes that add an appender-ref or revive an appender ask here whether some event would then reach an appender a
    /// second time. Structural: levels, thresholds and filters are ignored (an event that could reach counts), and the refs
    /// of every appender are followed (also of appenders log4net would not follow), so the answer errs towards "already".
    /// The live instance of a section (<see cref="Log4NetConfig.Reach"/>) is shared by the rules, which run concurrently:
    /// what it works out only when asked (closures, the index of loggers by appender) is worked out under a lock.
    /// </summary>
    public sealed class EventReach
    {
        private readonly Log4NetConfig _section;
        private readonly AppenderDefinition? _dead;
        private readonly Dictionary<LoggerDefinition, List<LoggerDefinition>> _chains = new Dictionary<LoggerDefinition, List<LoggerDefinition>>();
        private readonly Dictionary<LoggerDefinition, HashSet<AppenderDefinition>> _reach = new Dictionary<LoggerDefinition, HashSet<AppenderDefinition>>();
        private readonly Dictionary<AppenderDefinition, HashSet<AppenderDefinition>> _closures = new Dictionary<AppenderDefinition, HashSet<AppenderDefinition>>();
        private readonly object _gate = new object();
        private Dictionary<AppenderDefinition, List<LoggerDefinition>>? _reaching;

        /// <param name="dead">An appender treated as if log4net could not load it: no event reaches it or passes through it.</param>
        public EventReach(Log4NetConfig section, AppenderDefinition? dead = null)
        {
            _section = section;
            _dead = dead;
            var effective = section.Hierarchy.Effective;
            var root = effective.FirstOrDefault(l => l.IsRoot);
            var byName = new Dictionary<string, LoggerDefinition>(StringComparer.Ordinal);
            foreach (var logger in effective.Where(l => !l.IsRoot && l.Name != null))
            {
                byName[logger.Name!] = logger;
            }

            foreach (var logger in effective)
            {
                var chain = new List<LoggerDefinition>();
                var current = logger;
                while (current != null)
                {
                    chain.Add(current);
                    current = current.Additivity && !current.IsRoot ? Parent(current.Name ?? string.Empty, byName, root) : null;
                }

                _chains[logger] = chain;
                var reach = new HashSet<AppenderDefinition>();
                foreach (var member in chain)
                {
                    foreach (var appenderRef in member.Refs)
                    {
                        if (section.Resolve(appenderRef) is not { } appender)
                        {
                            continue;
                        }

                        // An appender that refers to none is its own closure: no set of its own for each of a root's
                        // thousands of refs (Closure still builds one if asked later).
                        if (appender.Refs.IsEmpty)
                        {
                            if (appender != _dead)
                            {
                                reach.Add(appender);
                            }
                        }
                        else
                        {
                            reach.UnionWith(Closure(appender));
                        }
                    }
                }

                _reach[logger] = reach;
            }
        }

        /// <summary>
        /// True when some event that enters <paramref name="container"/> (a logger, root or appender element) already
        /// reaches <paramref name="target"/>, or <paramref name="container"/> already leads to it through another ref: a new
        /// ref from <paramref name="container"/> to <paramref name="target"/> would give such events to it twice.
        /// </summary>
        public bool AlreadyReaches(ConfigNode container, AppenderDefinition target)
        {
            if (_section.Appenders.FirstOrDefault(a => a.Node == container) is { } forwarder)
            {
                return forwarder.Refs.Select(_section.Resolve).OfType<AppenderDefinition>().Any(a => Closure(a).Contains(target))
                    || _reach.Any(r => r.Value.Contains(forwarder) && r.Value.Contains(target));
            }

            return _chains.Any(c => c.Value.Any(l => l.Node == container) && _reach[c.Key].Contains(target));
        }

        /// <summary>
        /// <paramref name="target"/>, or the first appender it leads to, that <see cref="AlreadyReaches"/> from
        /// <paramref name="container"/>: a new ref from <paramref name="container"/> to <paramref name="target"/> would give
        /// some events to that appender twice. Null when there is none.
        /// </summary>
        public AppenderDefinition? AlreadyReachedOnTheWay(ConfigNode container, AppenderDefinition target) =>
            AlreadyReaches(container, target) ? target : Closure(target).FirstOrDefault(a => a != target && AlreadyReaches(container, a));

        /// <summary>
        /// True when some event that reaches <paramref name="appender"/> also reaches, by another way, an appender
        /// <paramref name="appender"/> leads to (itself included): loading it would give that appender the event twice.
        /// Ask an instance built with <paramref name="appender"/> as the dead one.
        /// </summary>
        public bool WouldRepeat(AppenderDefinition appender)
        {
            var live = _section.Reach;
            var downstream = live.Closure(appender);
            return live._reach.Any(r => r.Value.Contains(appender) && _reach[r.Key].Overlaps(downstream));
        }

        /// <summary>
        /// Every appender that some event reaching <paramref name="appender"/> also reaches: log4net hands one LoggingEvent
        /// object to all of them, so what one of them fixes on it (a partial Fix freezes the event) the others see.
        /// </summary>
        public IEnumerable<AppenderDefinition> SharingEventsWith(AppenderDefinition appender) =>
            LoggersReaching(appender).SelectMany(l => _reach[l]).Distinct();

        /// <summary>The loggers (elements log4net keeps) whose events reach <paramref name="appender"/>, from an index built once.</summary>
        public IReadOnlyList<LoggerDefinition> LoggersReaching(AppenderDefinition appender)
        {
            var reaching = Volatile.Read(ref _reaching) ?? IndexLoggersReaching();
            return reaching.TryGetValue(appender, out var found) ? found : (IReadOnlyList<LoggerDefinition>)Array.Empty<LoggerDefinition>();
        }

        private Dictionary<AppenderDefinition, List<LoggerDefinition>> IndexLoggersReaching()
        {
            lock (_gate)
            {
                if (_reaching is { } built)
                {
                    return built;
                }

                var reaching = new Dictionary<AppenderDefinition, List<LoggerDefinition>>();
                foreach (var entry in _reach)
                {
                    foreach (var reached in entry.Value)
                    {
                        (reaching.TryGetValue(reached, out var loggers) ? loggers : reaching[reached] = new List<LoggerDefinition>()).Add(entry.Key);
                    }
                }

                Volatile.Write(ref _reaching, reaching);
                return reaching;
            }
        }

        /// <summary>The appenders the events of <paramref name="logger"/> reach.</summary>
        public IReadOnlyCollection<AppenderDefinition> ReachOf(LoggerDefinition logger) => _reach[logger];

        /// <summary>The appender and every appender its refs lead to.</summary>
        public IReadOnlyCollection<AppenderDefinition> LeadsTo(AppenderDefinition start) => Closure(start);

        /// <summary>The appender and every appender its refs lead to, breadth first (cycles end where they close).</summary>
        private HashSet<AppenderDefinition> Closure(AppenderDefinition start)
        {
            lock (_gate)
            {
                return ClosureLocked(start);
            }
        }

        private HashSet<AppenderDefinition> ClosureLocked(AppenderDefinition start)
        {
            if (_closures.TryGetValue(start, out var known))
            {
                return known;
            }

            var reached = new HashSet<AppenderDefinition>();
            var pending = new Queue<AppenderDefinition>();
            if (start != _dead)
            {
                reached.Add(start);
                pending.Enqueue(start);
            }

            while (pending.Count > 0)
            {
                foreach (var appenderRef in pending.Dequeue().Refs)
                {
                    if (_section.Resolve(appenderRef) is { } next && next != _dead && reached.Add(next))
                    {
                        pending.Enqueue(next);
                    }
                }
            }

            _closures[start] = reached;
            return reached;
        }

        /// <summary>The nearest configured logger whose name is a dotted prefix of <paramref name="name"/>, else the root.</summary>
        private static LoggerDefinition? Parent(string name, Dictionary<string, LoggerDefinition> byName, LoggerDefinition? root)
        {
            for (var dot = name.LastIndexOf('.'); dot > 0; dot = name.LastIndexOf('.', dot - 1))
            {
                if (byName.TryGetValue(name.Substring(0, dot), out var parent))
                {
                    return parent;
                }
            }

            return root;
        }
    }

}
