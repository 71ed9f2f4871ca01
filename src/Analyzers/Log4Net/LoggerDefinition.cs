using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>A <c>&lt;logger&gt;</c> (or legacy <c>&lt;category&gt;</c>) or the <c>&lt;root&gt;</c>.</summary>
    public sealed class LoggerDefinition
    {
        public LoggerDefinition(ConfigNode node)
        {
            Node = node;
            Refs = node.Elements(AppenderDefinition.RefElement).Select(r => new AppenderRef(r)).ToImmutableArray();
        }

        public ConfigNode Node { get; }

        public bool IsRoot => Node.ElementName == Log4NetConfig.RootElement;

        public string? Name => IsRoot ? null : Node.Attribute("name")?.Value;

        /// <summary>The value of the last <c>&lt;level&gt;</c> or legacy <c>&lt;priority&gt;</c> element, as log4net reads it (the value attribute).</summary>
        public string? Level => Node.Children.LastOrDefault(c => c.ElementName is "level" or "priority")?.Attribute("value")?.Value;

        /// <summary>Whether events logged here also go to the ancestors' appenders (log4net: true unless the attribute parses as false).</summary>
        public bool Additivity => ConfigValues.Boolean(Node.Attribute("additivity")?.Value, whenUnparsable: true);

        public ImmutableArray<AppenderRef> Refs { get; }
    }
}
