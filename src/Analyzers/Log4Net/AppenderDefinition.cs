using System.Collections.Immutable;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>An <c>&lt;appender&gt;</c> element: its name, its type as written, its properties and refs.</summary>
    public sealed class AppenderDefinition
    {
        internal const string RefElement = Names.Log4NetConfigNames.AppenderRef;

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
