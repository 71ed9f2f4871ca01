using System;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The loggers of one section as log4net builds them: each <c>&lt;logger&gt;</c> (or <c>&lt;root&gt;</c>) element
    /// replaces the appenders of the elements before it with the same name, a level set by an element stays until a
    /// later one sets another, and each logger's parent is the nearest configured logger whose name is a dotted prefix
    /// of its own. From that, the lowest level of the events that reach a logger's appenders: its own effective level,
    /// and that of every descendant whose events climb up to it (additivity), bounded below by the repository's
    /// threshold. Built in time linear in the section (names are split once into a tree of their dotted parts).
    /// </summary>
    public sealed class LoggerHierarchy
    {
        /// <summary>log4net's root logger starts at DEBUG.</summary>
        private static readonly Log4NetLevel RootDefaultLevel = Log4NetLevel.Debug;

        private readonly Dictionary<LoggerDefinition, Log4NetLevel> _lowest = new Dictionary<LoggerDefinition, Log4NetLevel>();

        internal LoggerHierarchy(Log4NetConfig config)
        {
            var threshold = Log4NetLevel.Parse(config.Node.Attribute("threshold")?.Value) ?? Log4NetLevel.All;
            var root = new Segment();
            var named = new Segment();
            foreach (var definition in config.Loggers)
            {
                var segment = definition.IsRoot ? root : named.Descend(definition.Name ?? string.Empty);
                segment.Apply(definition);
            }

            var effective = ImmutableArray.CreateBuilder<LoggerDefinition>();
            if (root.Last is { } rootDefinition)
            {
                effective.Add(rootDefinition);
            }

            var rootLevel = root.Level ?? RootDefaultLevel;
            var nested = Lowest(named, rootLevel, effective);
            if (root.Last is { } last)
            {
                _lowest[last] = Log4NetLevel.Max(Log4NetLevel.Min(rootLevel, nested ?? Log4NetLevel.Off), threshold);
            }

            foreach (var key in new List<LoggerDefinition>(_lowest.Keys))
            {
                _lowest[key] = Log4NetLevel.Max(_lowest[key], threshold);
            }

            Effective = effective.ToImmutable();
        }

        /// <summary>The element whose appender-refs log4net keeps for each logger (the last one with its name), root first.</summary>
        public ImmutableArray<LoggerDefinition> Effective { get; }

        /// <summary>
        /// The lowest level of the events that the appenders of <paramref name="logger"/> receive from the loggers, or null
        /// when log4net replaces its appender-refs with those of a later element of the same logger.
        /// </summary>
        public Log4NetLevel? LowestLevelReaching(LoggerDefinition logger) => _lowest.TryGetValue(logger, out var level) ? level : (Log4NetLevel?)null;

        /// <summary>
        /// Walks the named loggers depth first without recursion: effective levels going down, the lowest level reaching
        /// each configured logger coming back up. Returns the lowest level that climbs out of <paramref name="top"/>'s
        /// subtree to the root (null when none does).
        /// </summary>
        private Log4NetLevel? Lowest(Segment top, Log4NetLevel rootLevel, ImmutableArray<LoggerDefinition>.Builder effective)
        {
            var pending = new Stack<(Segment Segment, Log4NetLevel Inherited, bool Done)>();
            pending.Push((top, rootLevel, false));
            while (pending.Count > 0)
            {
                var (segment, inherited, done) = pending.Pop();
                var level = segment.Level ?? inherited;
                if (!done)
                {
                    pending.Push((segment, inherited, true));
                    foreach (var child in segment.Children)
                    {
                        pending.Push((child, level, false));
                    }

                    continue;
                }

                // Every descendant has been finished: join what climbs out of the children.
                Log4NetLevel? below = null;
                foreach (var child in segment.Children)
                {
                    if (child.ClimbsOut is { } climbing)
                    {
                        below = Log4NetLevel.Min(below ?? Log4NetLevel.Off, climbing);
                    }
                }

                if (segment.Last is { } definition)
                {
                    effective.Add(definition);
                    var lowest = Log4NetLevel.Min(level, below ?? Log4NetLevel.Off);
                    _lowest[definition] = lowest;
                    segment.ClimbsOut = segment.Additivity ? lowest : (Log4NetLevel?)null;
                }
                else
                {
                    segment.ClimbsOut = below;
                }
            }

            return top.ClimbsOut;
        }

        /// <summary>One dotted part of logger names, with the logger whose name ends there, if one is configured.</summary>
        private sealed class Segment
        {
            private Dictionary<string, Segment>? _children;

            public LoggerDefinition? Last { get; private set; }

            /// <summary>The level set by the last element that sets one (null: inherited).</summary>
            public Log4NetLevel? Level { get; private set; }

            public bool Additivity { get; private set; } = true;

            public Log4NetLevel? ClimbsOut { get; set; }

            public IEnumerable<Segment> Children => (IEnumerable<Segment>?)_children?.Values ?? Array.Empty<Segment>();

            public Segment Descend(string name)
            {
                var segment = this;
                var start = 0;
                while (true)
                {
                    var dot = name.IndexOf('.', start);
                    var part = dot < 0 ? name.Substring(start) : name.Substring(start, dot - start);
                    segment = segment.Child(part);
                    if (dot < 0)
                    {
                        return segment;
                    }

                    start = dot + 1;
                }
            }

            /// <summary>
            /// A later element replaces the appenders and the additivity; its level element (if any) replaces the level:
            /// "inherited" or a name log4net does not know leaves a logger inheriting.
            /// </summary>
            public void Apply(LoggerDefinition definition)
            {
                Last = definition;
                Additivity = definition.Additivity;
                if (definition.Level is not { } value)
                {
                    return;
                }

                if (Log4NetLevel.Parse(value) is { } parsed && value != "inherited")
                {
                    Level = parsed;
                }
                else if (!definition.IsRoot)
                {
                    // log4net cannot set the root's level to null: it keeps the one it had.
                    Level = null;
                }
            }

            private Segment Child(string part)
            {
                _children ??= new Dictionary<string, Segment>(StringComparer.Ordinal);
                if (!_children.TryGetValue(part, out var child))
                {
                    child = new Segment();
                    _children.Add(part, child);
                }

                return child;
            }
        }
    }
}
