using System;
using System.Collections.Generic;

namespace LogPerf.Shared
{
    /// <summary>
    /// A layout as far as what it reads goes: its kind, the name to show for it, and the settings that change what
    /// it reads (a pattern and its custom converter names, XmlLayout's LocationInfo).
    /// </summary>
    internal sealed class LayoutDescription
    {
        private LayoutDescription(LayoutKind kind, string name, string? pattern, IReadOnlyCollection<string> customConverters, bool locationInfo)
        {
            Kind = kind;
            Name = name;
            Pattern = pattern;
            CustomConverters = customConverters;
            LocationInfo = locationInfo;
        }

        public LayoutKind Kind { get; }

        /// <summary>The layout type's name, or for an unknown layout the name to report it by.</summary>
        public string Name { get; }

        /// <summary><see cref="LayoutKind.Pattern"/>: the conversion pattern.</summary>
        public string? Pattern { get; }

        /// <summary><see cref="LayoutKind.Pattern"/>: names of the converters added to this layout.</summary>
        public IReadOnlyCollection<string> CustomConverters { get; }

        /// <summary><see cref="LayoutKind.Xml"/>: whether it writes the caller's location.</summary>
        public bool LocationInfo { get; }

        public static LayoutDescription ForPattern(string name, string? pattern, IReadOnlyCollection<string> customConverters) =>
            new LayoutDescription(LayoutKind.Pattern, name, pattern, customConverters, false);

        public static LayoutDescription ForXml(string name, bool locationInfo) =>
            new LayoutDescription(LayoutKind.Xml, name, null, Array.Empty<string>(), locationInfo);

        /// <summary>A kind with no settings that matter: Simple, Exception, the Raw* layouts, Unknown.</summary>
        public static LayoutDescription ForKind(LayoutKind kind, string name) =>
            new LayoutDescription(kind, name, null, Array.Empty<string>(), false);
    }
}
