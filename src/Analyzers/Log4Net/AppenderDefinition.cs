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

        private string? _displayName;

        /// <summary>
        /// How messages name the appender: "Appender 'RollingFile'". Made once: the diagnostics of several rules on one
        /// appender keep it as a message argument until the analysis ends.
        /// </summary>
        public string DisplayName => _displayName ??= Name is { } name ? $"Appender '{ConfigText.Short(name)}'" : "An appender";

        /// <summary>The appenders this one forwards to (BufferingForwardingAppender and the like).</summary>
        public ImmutableArray<AppenderRef> Refs { get; }
    }
}
