using System.Collections.Immutable;
using System.Linq;

namespace LogPerf.Analyzers.Config
{
    /// <summary>A <c>&lt;logger&gt;</c> or the <c>&lt;root&gt;</c>.</summary>
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

        public string? Level => Node.Elements("level").LastOrDefault()?.Value;

        public ImmutableArray<AppenderRef> Refs { get; }
    }
}
