using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>One rule reaching a target: through which named target, and whether an async wrapper sits on the way.</summary>
    public sealed class NLogReach
    {
        public NLogReach(NLogRule rule, NLogTarget entry, bool isAsync)
        {
            Rule = rule;
            Entry = entry;
            IsAsync = isAsync;
        }

        public NLogRule Rule { get; }

        /// <summary>The target the rule names in writeTo.</summary>
        public NLogTarget Entry { get; }

        /// <summary>True when the events reach the target through an AsyncWrapper (explicit, async="true" or a default-wrapper).</summary>
        public bool IsAsync { get; }
    }

    /// <summary>
    /// A configuration as NLog builds it: each target's type, the names rules can write to (top-level and named nested
    /// targets, ignoring case), and which rules reach which targets, through which wrappers. Built once per section and
    /// compilation, shared by every NLog rule.
    /// </summary>
    public sealed class NLogGraph
    {
        private static readonly ConditionalWeakTable<NLogTypeResolver, OncePerKey<NLogSection, NLogGraph>> Cache =
            new ConditionalWeakTable<NLogTypeResolver, OncePerKey<NLogSection, NLogGraph>>();

        // By the target's ordinal in its section (NLogSection.OrdinalOf): every rule asks these of every target.
        private readonly NLogTargetType[] _types;
        private readonly NLogTarget?[] _parents;
        private readonly NLogTargetGroup?[] _groups;
        private readonly List<NLogReach>?[] _reaches;

        // Which walk last reached each target: one array for every walk, not a set per walk.
        private readonly int[] _seenByWalk;
        private int _walk;

        private readonly Dictionary<string, NLogTarget> _byName = new Dictionary<string, NLogTarget>(StringComparer.OrdinalIgnoreCase);
        private readonly NLogSymbols _symbols;

        private NLogGraph(NLogSection section, NLogTypeResolver resolver)
        {
            Section = section;
            _symbols = resolver.Symbols;
            var count = section.TargetCount;
            _types = new NLogTargetType[count];
            _parents = new NLogTarget?[count];
            _groups = new NLogTargetGroup?[count];
            _reaches = new List<NLogReach>?[count];
            _seenByWalk = new int[count];
            foreach (var (target, parent, group) in section.AllTargets())
            {
                var ordinal = section.OrdinalOf(target);
                _parents[ordinal] = parent;
                _groups[ordinal] = group;
                if (target.Name is { Length: > 0 } name)
                {
                    _byName[name] = target;
                }
            }

            // Those under a default-wrapper too: they have a type, but no place among the group's targets.
            for (var ordinal = 0; ordinal < count; ordinal++)
            {
                _types[ordinal] = resolver.Resolve(section.TargetAt(ordinal).TypeName, section);
            }

            foreach (var rule in section.Rules.Where(r => r.IsEnabled))
            {
                foreach (var name in Names(rule))
                {
                    if (Find(name) is { } entry)
                    {
                        Walk(rule, entry);
                    }
                }
            }
        }

        public NLogSection Section { get; }

        public static NLogGraph For(NLogSection section, NLogTypeResolver resolver) =>
            Cache.GetValue(resolver, r => new OncePerKey<NLogSection, NLogGraph>(s => new NLogGraph(s, r))).Get(section);

        /// <summary>The target a rule's writeTo name refers to (NLog looks names up ignoring case).</summary>
        public NLogTarget? Find(string name) => _byName.TryGetValue(name, out var target) ? target : null;

        public IEnumerable<string> TargetNames => _byName.Keys;

        public NLogTargetType TypeOf(NLogTarget target) => Section.OrdinalOf(target) is var i && i >= 0 ? _types[i] : default;

        public NLogTarget? ParentOf(NLogTarget target) => Section.OrdinalOf(target) is var i && i >= 0 ? _parents[i] : null;

        public NLogTargetGroup? GroupOf(NLogTarget target) => Section.OrdinalOf(target) is var i && i >= 0 ? _groups[i] : null;

        /// <summary>Every enabled rule's way to this target.</summary>
        public IReadOnlyList<NLogReach> ReachesOf(NLogTarget target) =>
            Section.OrdinalOf(target) is var i && i >= 0 && _reaches[i] is { } list ? list : (IReadOnlyList<NLogReach>)Array.Empty<NLogReach>();

        /// <summary>Everyday traffic (Trace to Warn) reaches the target through some rule.</summary>
        public bool IsBusy(NLogTarget target) => ReachesOf(target).Any(r => r.Rule.IsBusy);

        /// <summary>The first busy rule that reaches the target with no async wrapper on the way, if any.</summary>
        public NLogReach? BusySynchronousReach(NLogTarget target) => ReachesOf(target).FirstOrDefault(r => r.Rule.IsBusy && !r.IsAsync);

        /// <summary>The names in a rule's writeTo that NLog resolves (layouts aside).</summary>
        public static IEnumerable<string> Names(NLogRule rule) =>
            rule.WriteTo is { } writeTo && !writeTo.IsDynamic
                ? writeTo.Value.Split(',').Select(n => n.Trim()).Where(n => n.Length > 0)
                : Enumerable.Empty<string>();

        /// <summary>True when the group wraps its targets asynchronously: async="true" or an AsyncWrapper default-wrapper.</summary>
        public bool IsAsyncGroup(NLogTargetGroup group) =>
            group.IsAsync || (group.DefaultWrapper is { } wrapper && Subtree(wrapper).Any(t => _symbols.IsAsyncWrapper(TypeOf(t.Target).Type)));

        private void Walk(NLogRule rule, NLogTarget entry)
        {
            var startsAsync = GroupOf(entry) is { } group && ParentOf(entry) is null && IsAsyncGroup(group);
            var walk = ++_walk;
            var pending = new Stack<(NLogTarget Target, bool IsAsync)>();
            pending.Push((entry, startsAsync));
            while (pending.Count > 0)
            {
                var (target, isAsync) = pending.Pop();
                var ordinal = Section.OrdinalOf(target);
                if (ordinal < 0 || _seenByWalk[ordinal] == walk)
                {
                    continue;
                }

                _seenByWalk[ordinal] = walk;
                (_reaches[ordinal] ??= new List<NLogReach>()).Add(new NLogReach(rule, entry, isAsync));
                var below = isAsync || _symbols.IsAsyncWrapper(TypeOf(target).Type);
                foreach (var child in target.Children)
                {
                    pending.Push((child, below));
                }

                foreach (var referenced in target.RefNames.Select(Find).OfType<NLogTarget>())
                {
                    pending.Push((referenced, below));
                }
            }
        }

        private static IEnumerable<(NLogTarget Target, NLogTarget? Parent)> Subtree(NLogTarget root)
        {
            var pending = new Stack<(NLogTarget, NLogTarget?)>();
            pending.Push((root, null));
            while (pending.Count > 0)
            {
                var (target, parent) = pending.Pop();
                yield return (target, parent);
                foreach (var child in target.Children)
                {
                    pending.Push((child, target));
                }
            }
        }
    }
}
