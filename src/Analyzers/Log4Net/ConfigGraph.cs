using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Who reaches which appender: the root and the loggers directly (an appender-ref in a logger), appenders through
    /// forwarders (an appender-ref inside an appender). Built once per section in time linear in the config: appenders
    /// and refs are numbered, strongly connected components are found without recursion, and every question is
    /// answered from those, whatever the depth of forwarding or the cycles.
    /// </summary>
    public sealed class ConfigGraph
    {
        private readonly Dictionary<AppenderDefinition, int> _index = new Dictionary<AppenderDefinition, int>();
        private readonly ImmutableArray<AppenderDefinition> _appenders;
        private readonly List<int>[] _targets;
        private readonly List<int>[] _feeders;
        private readonly bool[] _direct;
        private readonly List<LoggerDefinition>?[] _loggers;
        private readonly bool[] _reached;
        private readonly int[] _component;
        private readonly List<List<int>> _components;

        /// <summary>
        /// The edges of an appender without any, shared: most appenders of a large config have no refs, and many have no
        /// feeder (a list each would be kept for every one). Never added to (<see cref="AddEdge"/>).
        /// </summary>
        private static readonly List<int> NoEdges = new List<int>(0);

        internal ConfigGraph(Log4NetConfig config)
        {
            _appenders = config.Appenders;
            var count = _appenders.Length;
            for (var i = 0; i < count; i++)
            {
                _index[_appenders[i]] = i;
            }

            _targets = new List<int>[count];
            _feeders = new List<int>[count];
            for (var i = 0; i < count; i++)
            {
                _targets[i] = NoEdges;
                _feeders[i] = NoEdges;
            }

            for (var i = 0; i < count; i++)
            {
                foreach (var appenderRef in _appenders[i].Refs)
                {
                    if (config.Resolve(appenderRef) is not { } target)
                    {
                        continue;
                    }

                    var t = _index[target];
                    AddEdge(_targets, i, t);
                    AddEdge(_feeders, t, i);
                }
            }

            _direct = new bool[count];
            _loggers = new List<LoggerDefinition>?[count];
            foreach (var logger in config.Hierarchy.Effective)
            {
                foreach (var appenderRef in logger.Refs)
                {
                    if (config.Resolve(appenderRef) is not { } target)
                    {
                        continue;
                    }

                    var t = _index[target];
                    _direct[t] = true;
                    (_loggers[t] ??= new List<LoggerDefinition>()).Add(logger);
                }
            }

            _reached = Spread(_direct);
            (_component, _components) = FindComponents(_ => true);
        }

        private static void AddEdge(List<int>[] edges, int from, int to)
        {
            if (ReferenceEquals(edges[from], NoEdges))
            {
                edges[from] = new List<int>(1);
            }

            edges[from].Add(to);
        }

        /// <summary>
        /// True when a logger or the root names this appender in an appender-ref (of the element log4net keeps when several
        /// elements configure the same logger).
        /// </summary>
        public bool IsReachedDirectly(AppenderDefinition appender) => _direct[_index[appender]];

        /// <summary>True when a logger reaches this appender, directly or through any chain of forwarders.</summary>
        public bool IsReached(AppenderDefinition appender) => _reached[_index[appender]];

        /// <summary>The forwarders with an appender-ref to this appender.</summary>
        public ImmutableArray<AppenderDefinition> FeedersOf(AppenderDefinition appender)
        {
            // Asked for every appender by several rules, and most appenders have no feeder: no iterator, no array then.
            var feeders = _feeders[_index[appender]];
            if (feeders.Count == 0)
            {
                return ImmutableArray<AppenderDefinition>.Empty;
            }

            var result = ImmutableArray.CreateBuilder<AppenderDefinition>(feeders.Count);
            foreach (var i in feeders)
            {
                result.Add(_appenders[i]);
            }

            return result.MoveToImmutable();
        }

        /// <summary>
        /// Sets of appenders that refer to one another in a cycle (an appender that refers to itself is one): log4net
        /// configures appender-refs depth first without remembering what it is building, so such a cycle overflows the
        /// stack in XmlConfigurator.Configure. Each set comes in document order.
        /// </summary>
        /// <param name="follows">Whose appender-refs log4net follows (it follows only those of IAppenderAttachable appenders).</param>
        public ImmutableArray<ImmutableArray<AppenderDefinition>> Cycles(Func<AppenderDefinition, bool> follows)
        {
            // Following fewer refs only splits cycles: with no cycle among all the refs (the usual config) there is none to find.
            if (!HasCycle)
            {
                return ImmutableArray<ImmutableArray<AppenderDefinition>>.Empty;
            }

            var (_, components) = FindComponents(follows);
            return components
                .Where(c => c.Count > 1 || (follows(_appenders[c[0]]) && _targets[c[0]].Contains(c[0])))
                .Select(c => c.OrderBy(i => i).Select(i => _appenders[i]).ToImmutableArray())
                .OrderBy(c => _index[c[0]])
                .ToImmutableArray();
        }

        /// <summary>True when some appender-refs, all followed, lead from an appender back to itself.</summary>
        private bool HasCycle
        {
            get
            {
                foreach (var component in _components)
                {
                    if (component.Count > 1 || _targets[component[0]].Contains(component[0]))
                    {
                        return true;
                    }
                }

                return false;
            }
        }

        /// <summary>
        /// A value computed over the appenders downstream of any appender that have no appender-refs of their own (the
        /// ones that write): <paramref name="leaf"/> for each, joined with <paramref name="join"/>. Each component is
        /// computed once, so asking for every appender of a long forwarding chain costs the chain's length.
        /// </summary>
        public DownstreamLeaves<T> Leaves<T>(Func<AppenderDefinition, T> leaf, Func<T, T, T> join, T none) =>
            new DownstreamLeaves<T>(this, leaf, join, none);

        /// <summary>
        /// A value computed for every appender from what flows into it: <paramref name="fromLogger"/> for each logger that
        /// names it, and <paramref name="through"/> of the value of each forwarder that names it, joined with
        /// <paramref name="join"/>. Components are visited sources first, each once; the members of a cycle of
        /// appender-refs (which log4net cannot load) all get the join of what enters the cycle.
        /// </summary>
        public UpstreamValues<T> Upstream<T>(Func<LoggerDefinition, T> fromLogger, Func<AppenderDefinition, T, T> through, Func<T, T, T> join, T none) =>
            new UpstreamValues<T>(this, fromLogger, through, join, none);

        /// <summary>Every appender reachable from the marked ones along appender-refs (breadth first, each once).</summary>
        private bool[] Spread(bool[] start)
        {
            var reached = (bool[])start.Clone();
            var pending = new Queue<int>(Enumerable.Range(0, start.Length).Where(i => start[i]));
            while (pending.Count > 0)
            {
                foreach (var next in _targets[pending.Dequeue()])
                {
                    if (!reached[next])
                    {
                        reached[next] = true;
                        pending.Enqueue(next);
                    }
                }
            }

            return reached;
        }

        /// <summary>
        /// Tarjan's strongly connected components over the refs of the appenders <paramref name="follows"/> accepts, with
        /// an explicit stack; components come out in reverse topological order.
        /// </summary>
        private (int[] ComponentOf, List<List<int>> Components) FindComponents(Func<AppenderDefinition, bool> follows)
        {
            var count = _appenders.Length;
            var componentOf = new int[count];
            var components = new List<List<int>>();
            var edges = new List<int>[count];
            for (var i = 0; i < count; i++)
            {
                edges[i] = follows(_appenders[i]) ? _targets[i] : NoEdges;
            }

            var order = new int[count];
            var low = new int[count];
            var onStack = new bool[count];
            var visited = new bool[count];
            var stack = new Stack<int>();
            var calls = new Stack<(int Node, int NextTarget)>();
            var counter = 0;
            for (var root = 0; root < count; root++)
            {
                if (visited[root])
                {
                    continue;
                }

                calls.Push((root, 0));
                visited[root] = true;
                order[root] = low[root] = counter++;
                stack.Push(root);
                onStack[root] = true;
                while (calls.Count > 0)
                {
                    var (node, next) = calls.Pop();
                    if (next < edges[node].Count)
                    {
                        calls.Push((node, next + 1));
                        var target = edges[node][next];
                        if (!visited[target])
                        {
                            visited[target] = true;
                            order[target] = low[target] = counter++;
                            stack.Push(target);
                            onStack[target] = true;
                            calls.Push((target, 0));
                        }
                        else if (onStack[target])
                        {
                            low[node] = Math.Min(low[node], order[target]);
                        }

                        continue;
                    }

                    if (low[node] == order[node])
                    {
                        var component = new List<int>();
                        int member;
                        do
                        {
                            member = stack.Pop();
                            onStack[member] = false;
                            componentOf[member] = components.Count;
                            component.Add(member);
                        }
                        while (member != node);
                        components.Add(component);
                    }

                    if (calls.Count > 0)
                    {
                        var caller = calls.Peek().Node;
                        low[caller] = Math.Min(low[caller], low[node]);
                    }
                }
            }

            return (componentOf, components);
        }

        /// <summary>See <see cref="Upstream{T}"/>.</summary>
        public sealed class UpstreamValues<T>
        {
            private readonly ConfigGraph _graph;
            private readonly T[] _values;

            internal UpstreamValues(ConfigGraph graph, Func<LoggerDefinition, T> fromLogger, Func<AppenderDefinition, T, T> through, Func<T, T, T> join, T none)
            {
                _graph = graph;
                _values = new T[graph._appenders.Length];
                var components = graph._components;
                for (var c = components.Count - 1; c >= 0; c--)
                {
                    var entering = none;
                    foreach (var member in components[c])
                    {
                        var value = none;
                        if (graph._loggers[member] is { } loggers)
                        {
                            foreach (var logger in loggers)
                            {
                                value = join(value, fromLogger(logger));
                            }
                        }

                        foreach (var feeder in graph._feeders[member])
                        {
                            if (graph._component[feeder] != c)
                            {
                                value = join(value, through(graph._appenders[feeder], _values[feeder]));
                            }
                        }

                        _values[member] = value;
                        entering = join(entering, value);
                    }

                    if (components[c].Count > 1)
                    {
                        foreach (var member in components[c])
                        {
                            _values[member] = entering;
                        }
                    }
                }
            }

            /// <summary>The joined value of what flows into <paramref name="appender"/>.</summary>
            public T Of(AppenderDefinition appender) => _values[_graph._index[appender]];
        }

        /// <summary>See <see cref="Leaves{T}"/>.</summary>
        public sealed class DownstreamLeaves<T>
        {
            private readonly ConfigGraph _graph;
            private readonly Func<AppenderDefinition, T> _leaf;
            private readonly Func<T, T, T> _join;
            private readonly T _none;
            private T[]? _values;

            internal DownstreamLeaves(ConfigGraph graph, Func<AppenderDefinition, T> leaf, Func<T, T, T> join, T none)
            {
                _graph = graph;
                _leaf = leaf;
                _join = join;
                _none = none;
            }

            /// <summary>The joined value of the writing appenders downstream of <paramref name="appender"/> (not itself).</summary>
            public T Of(AppenderDefinition appender)
            {
                var values = _values ??= Compute();
                var index = _graph._index[appender];
                var result = _none;
                foreach (var target in _graph._targets[index])
                {
                    result = _join(result, values[_graph._component[target]]);
                }

                return result;
            }

            /// <summary>Per component, in reverse topological order (successors first): its members' leaf values and its successors' values.</summary>
            private T[] Compute()
            {
                var g = _graph;
                var values = new T[g._components.Count];
                var successors = new HashSet<int>();
                for (var c = 0; c < g._components.Count; c++)
                {
                    var value = _none;
                    successors.Clear();
                    foreach (var member in g._components[c])
                    {
                        if (g._appenders[member].Refs.IsEmpty)
                        {
                            value = _join(value, _leaf(g._appenders[member]));
                        }

                        foreach (var target in g._targets[member])
                        {
                            if (g._component[target] != c && successors.Add(g._component[target]))
                            {
                                value = _join(value, values[g._component[target]]);
                            }
                        }
                    }

                    values[c] = value;
                }

                return values;
            }
        }
    }
}
