using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>An <c>&lt;appender-ref ref="…"/&gt;</c> in a logger, the root or a forwarding appender.</summary>
    public sealed class AppenderRef
    {
        public AppenderRef(ConfigNode node) => Node = node;

        public ConfigNode Node { get; }

        public ConfigAttribute? RefAttribute => Node.Attribute("ref");

        public string? Name => RefAttribute?.Value;
    }
}
