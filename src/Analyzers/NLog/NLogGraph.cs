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

        private readonly Dictionary<NLogTarget, NLogTargetType> _types = new Dictionary<NLogTarget, NLogTargetType>();
        private readonly Dictionary<NLogTarget, (NLogTarget? Parent, NLogTargetGroup Group)> _places = new Dictionary<NLogTarget, (NLogTarget?, NLogTargetGroup)>();
        private readonly Dictionary<string, NLogTarget> _byName = new Dictionary<string, NLogTarget>(StringComparer.OrdinalIgnoreCase);
        private readonly Dictionary<NLogTarget, List<NLogReach>> _reaches = new Dictionary<NLogTarget, List<NLogReach>>();
        private readonly NLogSymbols _symbols;

        private NLogGraph(NLogSection section, NLogTypeResolver resolver)
        {
            Section = section;
            _symbols = resolver.Symbols;
            foreach (var (target, parent, group) in section.AllTargets())
            {
                _places[target] = (parent, group);
                _types[target] = resolver.Resolve(target.TypeName, section);
                if (target.Name is { Length: > 0 } name)
                {
                    _byName[name] = target;
                }
            }

            foreach (var group in section.Groups)
            {
                if (group.DefaultWrapper is { } wrapper)
                {
                    foreach (var (inner, _) in Subtree(wrapper))
                    {
                        _types[inner] = resolver.Resolve(inner.TypeName, section);
                    }
                }
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

        public NLogTargetType TypeOf(NLogTarget target) => _types.TryGetValue(target, out var type) ? type : default;

        public NLogTarget? ParentOf(NLogTarget target) => _places.TryGetValue(target, out var place) ? place.Parent : null;

        public NLogTargetGroup? GroupOf(NLogTarget target) => _places.TryGetValue(target, out var place) ? place.Group : null;

        /// <summary>Every enabled rule's way to this target.</summary>
        public IReadOnlyList<NLogReach> ReachesOf(NLogTarget target) =>
            _reaches.TryGetValue(target, out var list) ? list : (IReadOnlyList<NLogReach>)Array.Empty<NLogReach>();

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
            var seen = new HashSet<NLogTarget>();
            var pending = new Stack<(NLogTarget Target, bool IsAsync)>();
            pending.Push((entry, startsAsync));
            while (pending.Count > 0)
            {
                var (target, isAsync) = pending.Pop();
                if (!seen.Add(target))
                {
                    continue;
                }

                if (!_reaches.TryGetValue(target, out var list))
                {
                    _reaches[target] = list = new List<NLogReach>();
                }

                list.Add(new NLogReach(rule, entry, isAsync));
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
