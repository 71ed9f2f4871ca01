using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>An <c>&lt;appender&gt;</c> element: its name, its type as written, its properties and refs.</summary>
    public sealed class AppenderDefinition
    {
        internal const string RefElement = Names.Log4NetConfigNames.AppenderRef;
        private const string LayoutProperty = "layout";
        private const string ParameterProperty = "parameter";

        public AppenderDefinition(ConfigNode node)
        {
            Node = node;
            Refs = RefsOf(node);
        }

        public ConfigNode Node { get; }

        public string? Name => Node.Attribute("name")?.Value;

        public string? TypeName => Node.TypeName;

        private string? _displayName;

        /// <summary>
        /// How messages name the appender: "Appender 'RollingFile'". Made once: the diagnostics of several rules on one
        /// appender keep it as a message argument until the analysis ends.
        /// </summary>
        public string DisplayName => _displayName ??= Name is { } name ? $"Appender '{ConfigText.Short(name)}'" : "An appender";

        /// <summary>The appenders this one forwards to (BufferingForwardingAppender and the like).</summary>
        public ImmutableArray<AppenderRef> Refs { get; }

        private ConfigNode[]? _renderingLayouts;

        /// <summary>
        /// The layouts that render its events: its own layout elements, then those of its AdoNetAppender-style parameters, in
        /// document order. Found once and kept as a plain array: several rules ask it of every appender, and the compiler
        /// often runs them in code it has not optimised yet, where an array costs least to walk.
        /// </summary>
        internal ConfigNode[] RenderingLayouts => _renderingLayouts ??= FindRenderingLayouts(Node);

        private static ConfigNode[] FindRenderingLayouts(ConfigNode appender)
        {
            List<ConfigNode>? layouts = null;
            foreach (var layout in appender.Properties(LayoutProperty))
            {
                (layouts ??= new List<ConfigNode>(1)).Add(layout);
            }

            foreach (var parameter in appender.Properties(ParameterProperty))
            {
                foreach (var layout in parameter.Properties(LayoutProperty))
                {
                    (layouts ??= new List<ConfigNode>(1)).Add(layout);
                }
            }

            return layouts?.ToArray() ?? Array.Empty<ConfigNode>();
        }

        /// <summary>Most appenders forward to none: they get the empty array, and no query or builder.</summary>
        private static ImmutableArray<AppenderRef> RefsOf(ConfigNode node)
        {
            ImmutableArray<AppenderRef>.Builder? refs = null;
            foreach (var child in node.Children)
            {
                if (child.ElementName == RefElement)
                {
                    (refs ??= ImmutableArray.CreateBuilder<AppenderRef>()).Add(new AppenderRef(child));
                }
            }

            return refs?.ToImmutable() ?? ImmutableArray<AppenderRef>.Empty;
        }
    }
}
