using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// A target as written: a <c>&lt;target&gt;</c> element (or <c>appender</c>, <c>wrapper</c>, …) or a member of a
    /// JSON "targets" object, with the targets it wraps.
    /// </summary>
    public sealed class NLogTarget
    {
        public NLogTarget(
            NLogSetting? nameSetting,
            string? jsonName,
            ImmutableArray<NLogSetting> settings,
            ImmutableArray<NLogSetting> layoutValues,
            ImmutableArray<NLogTarget> children,
            ImmutableArray<string> refNames,
            TextSpan span,
            TextSpan startTagSpan,
            string? elementName,
            NLogInsertion insertion,
            bool isComplete)
        {
            NameSetting = nameSetting;
            Settings = settings;
            LayoutValues = layoutValues;
            Children = children;
            RefNames = refNames;
            Span = span;
            StartTagSpan = startTagSpan;
            ElementName = elementName;
            Insertion = insertion;
            IsComplete = isComplete;
            Name = jsonName ?? nameSetting?.Value.Trim();
            TypeSetting = Setting("type");
            TypeName = TypeSetting is { } type ? (type.IsDynamic ? type.Value : StripPrefix(type.Value)).Trim() : null;
        }

        /// <summary>The name rules refer to (a JSON target's member name); null when it has none.</summary>
        public string? Name { get; }

        /// <summary>
        /// Its place among the targets of the section that holds it (<see cref="NLogSection.OrdinalOf"/>), given once by that
        /// section as it is built; -1 until then.
        /// </summary>
        internal int Ordinal { get; private set; } = -1;

        public NLogSetting? NameSetting { get; }

        public NLogSetting? TypeSetting { get; }

        /// <summary>The type alias or type name, without the optional namespace prefix NLog strips (<c>nlog:File</c>).</summary>
        public string? TypeName { get; }

        /// <summary>The target's own settings (attributes, text-only child elements, scalar JSON members).</summary>
        public ImmutableArray<NLogSetting> Settings { get; }

        /// <summary>Every value inside the target except those of targets it wraps: where its layouts are written.</summary>
        public ImmutableArray<NLogSetting> LayoutValues { get; }

        /// <summary>The targets it wraps, in document order.</summary>
        public ImmutableArray<NLogTarget> Children { get; }

        /// <summary>Names in target-ref elements: targets it wraps by reference.</summary>
        public ImmutableArray<string> RefNames { get; }

        /// <summary>The whole element or JSON member value.</summary>
        public TextSpan Span { get; }

        /// <summary>The XML start tag, or the JSON object.</summary>
        public TextSpan StartTagSpan { get; }

        /// <summary>The element name as written (<c>target</c>, <c>wrapper</c>…); null in JSON.</summary>
        public string? ElementName { get; }

        /// <summary>Where a new setting of this target goes.</summary>
        public NLogInsertion Insertion { get; }

        /// <summary>False when the file broke before the target was closed.</summary>
        public bool IsComplete { get; }

        public bool IsJson => ElementName is null;

        /// <summary>The setting NLog applies (the last one of that name, ignoring case).</summary>
        public NLogSetting? Setting(string name) => Settings.LastOrDefault(s => s.Is(name));

        /// <summary>How messages name the target mid-sentence: "target 'f'", or "the File target" when it has no name.</summary>
        public string Subject => Name is { Length: > 0 } name ? $"target '{name}'" : $"the {TypeName ?? "untyped"} target";

        /// <summary>How messages name the target at the start of a sentence.</summary>
        public string DisplayName => char.ToUpperInvariant(Subject[0]) + Subject.Substring(1);

        /// <summary>Numbers the target for the first section that holds it; false when another section numbered it already.</summary>
        internal bool TryNumber(int ordinal)
        {
            if (Ordinal >= 0)
            {
                return false;
            }

            Ordinal = ordinal;
            return true;
        }

        private static string StripPrefix(string value)
        {
            var colon = value.IndexOf(':');
            return colon < 0 ? value : value.Substring(colon + 1);
        }
    }
}
