using System.Collections.Immutable;
using System.Linq;
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
            Refs = node.Elements(RefElement).Select(r => new AppenderRef(r)).ToImmutableArray();
        }

        public ConfigNode Node { get; }

        public string? Name => Node.Attribute("name")?.Value;

        public string? TypeName => Node.TypeName;

        /// <summary>How messages name the appender: "Appender 'RollingFile'".</summary>
        public string DisplayName => Name is { } name ? $"Appender '{ConfigText.Short(name)}'" : "An appender";

        /// <summary>The appenders this one forwards to (BufferingForwardingAppender and the like).</summary>
        public ImmutableArray<AppenderRef> Refs { get; }
    }
}
