using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>What one additional file holds: its <c>&lt;log4net&gt;</c> elements, and a parse error if any.</summary>
    public sealed class ConfigFile
    {
        public static readonly ConfigFile Empty = new ConfigFile(ImmutableArray<Log4NetConfig>.Empty, null);

        public ConfigFile(ImmutableArray<Log4NetConfig> sections, ConfigParseError? error)
        {
            Sections = sections;
            Error = error;
        }

        public ImmutableArray<Log4NetConfig> Sections { get; }

        public ConfigParseError? Error { get; }

        public bool HasLog4Net => !Sections.IsEmpty;

        /// <summary>Every &lt;log4net&gt; element, outermost only, in document order (no recursion: depth is the input's).</summary>
        internal static ImmutableArray<Log4NetConfig> FindSections(IEnumerable<ConfigNode> roots)
        {
            var sections = ImmutableArray.CreateBuilder<Log4NetConfig>();
            var pending = new Stack<ConfigNode>(roots.Reverse());
            while (pending.Count > 0)
            {
                var node = pending.Pop();
                if (node.ElementName == Log4NetConfig.SectionElement)
                {
                    sections.Add(new Log4NetConfig(node));
                    continue;
                }

                for (var i = node.Children.Length - 1; i >= 0; i--)
                {
                    pending.Push(node.Children[i]);
                }
            }

            return sections.ToImmutable();
        }
    }
}
