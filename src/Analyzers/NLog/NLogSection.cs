using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// One NLog configuration: a standalone NLog.config, the <c>&lt;nlog&gt;</c> section of App.config / Web.config,
    /// or the "NLog" section of appsettings.json.
    /// </summary>
    public sealed class NLogSection
    {
        public NLogSection(
            bool isJson,
            ImmutableArray<NLogTargetGroup> groups,
            ImmutableArray<NLogRule> rules,
            ImmutableArray<NLogExtension> extensions,
            bool hasIncludes,
            ImmutableArray<NLogSetting> settings = default,
            ImmutableArray<NLogVariable> variables = default)
        {
            IsJson = isJson;
            Groups = groups;
            Rules = rules;
            Extensions = extensions;
            HasIncludes = hasIncludes;
            Settings = settings.IsDefault ? ImmutableArray<NLogSetting>.Empty : settings;
            Variables = variables.IsDefault ? ImmutableArray<NLogVariable>.Empty : variables;
            _targets = Number(groups, out _foreign);
        }

        // Every target of the section (those under a default-wrapper too), by ordinal: what the rules ask of a target (its
        // type, where it sits, which rules reach it) is kept in arrays indexed by it, not in dictionaries keyed by the
        // target, which cost a hash and several cache misses per question (100,000 nested wrappers, asked by every rule).
        private readonly NLogTarget[] _targets;

        // Targets another section numbered first (one target object in two sections; never from the parsers).
        private readonly Dictionary<NLogTarget, int>? _foreign;

        /// <summary>How many targets the section holds, nested ones and those under a default-wrapper included.</summary>
        internal int TargetCount => _targets.Length;

        internal NLogTarget TargetAt(int ordinal) => _targets[ordinal];

        /// <summary>The target's index among <see cref="TargetCount"/>, or -1 when the section does not hold it.</summary>
        internal int OrdinalOf(NLogTarget target)
        {
            var ordinal = target.Ordinal;
            if (ordinal >= 0 && ordinal < _targets.Length && ReferenceEquals(_targets[ordinal], target))
            {
                return ordinal;
            }

            return _foreign != null && _foreign.TryGetValue(target, out var own) ? own : -1;
        }

        /// <summary>The settings of the <c>&lt;nlog&gt;</c> element itself (throwExceptions, internalLogLevel…), or the section's scalars in JSON.</summary>
        public ImmutableArray<NLogSetting> Settings { get; }

        /// <summary>The <c>&lt;variable&gt;</c> elements (the "variables" object in JSON), in document order.</summary>
        public ImmutableArray<NLogVariable> Variables { get; }

        /// <summary>The section's own setting NLog applies (the last one of that name, ignoring case).</summary>
        public NLogSetting? Setting(string name)
        {
            NLogSetting? found = null;
            foreach (var setting in Settings)
            {
                if (setting.Is(name))
                {
                    found = setting;
                }
            }

            return found;
        }

        public bool IsJson { get; }

        public ImmutableArray<NLogTargetGroup> Groups { get; }

        public ImmutableArray<NLogRule> Rules { get; }

        /// <summary>The extensions the configuration loads (assemblies that may define more target types).</summary>
        public ImmutableArray<NLogExtension> Extensions { get; }

        /// <summary>True when <c>&lt;include&gt;</c> pulls in other files, which may define more targets.</summary>
        public bool HasIncludes { get; }

        private static NLogTarget[] Number(ImmutableArray<NLogTargetGroup> groups, out Dictionary<NLogTarget, int>? foreign)
        {
            foreign = null;
            var targets = new List<NLogTarget>();
            var pending = new Stack<NLogTarget>();
            foreach (var group in groups)
            {
                for (var i = group.Targets.Length - 1; i >= 0; i--)
                {
                    pending.Push(group.Targets[i]);
                }

                if (group.DefaultWrapper is { } wrapper)
                {
                    pending.Push(wrapper);
                }

                while (pending.Count > 0)
                {
                    var target = pending.Pop();
                    if (!target.TryNumber(targets.Count))
                    {
                        (foreign ??= new Dictionary<NLogTarget, int>())[target] = targets.Count;
                    }

                    targets.Add(target);
                    for (var i = target.Children.Length - 1; i >= 0; i--)
                    {
                        pending.Push(target.Children[i]);
                    }
                }
            }

            return targets.ToArray();
        }

        /// <summary>Every target, nested ones included, in document order (no recursion: depth is the input's).</summary>
        public IEnumerable<(NLogTarget Target, NLogTarget? Parent, NLogTargetGroup Group)> AllTargets()
        {
            foreach (var group in Groups)
            {
                var pending = new Stack<(NLogTarget, NLogTarget?)>();
                for (var i = group.Targets.Length - 1; i >= 0; i--)
                {
                    pending.Push((group.Targets[i], null));
                }

                while (pending.Count > 0)
                {
                    var (target, parent) = pending.Pop();
                    yield return (target, parent, group);
                    for (var i = target.Children.Length - 1; i >= 0; i--)
                    {
                        pending.Push((target.Children[i], target));
                    }
                }
            }
        }
    }

    /// <summary>
    /// A <c>&lt;variable name="…" value="…"/&gt;</c>: what <c>${name}</c> (replaced as NLog loads the file) and
    /// <c>${var:name}</c> (rendered per event) stand for. Its values are the value attribute or element, or every value of
    /// a layout written inside it.
    /// </summary>
    public sealed class NLogVariable
    {
        public NLogVariable(string name, ImmutableArray<NLogSetting> values)
        {
            Name = name;
            Values = values;
        }

        public string Name { get; }

        public ImmutableArray<NLogSetting> Values { get; }
    }

    /// <summary>An entry of <c>&lt;extensions&gt;</c>: an assembly by name, a file, or a single type.</summary>
    public sealed class NLogExtension
    {
        public NLogExtension(string? assembly, bool hasPrefix, bool isFileOrType)
        {
            Assembly = assembly;
            HasPrefix = hasPrefix;
            IsFileOrType = isFileOrType;
        }

        public string? Assembly { get; }

        public bool HasPrefix { get; }

        /// <summary>assemblyFile or type: loaded from outside the compilation's references.</summary>
        public bool IsFileOrType { get; }
    }
}
