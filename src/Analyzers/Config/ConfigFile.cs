using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Config
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

        internal static ImmutableArray<Log4NetConfig> FindSections(IEnumerable<ConfigNode> nodes)
        {
            var sections = ImmutableArray.CreateBuilder<Log4NetConfig>();
            Collect(nodes, sections);
            return sections.ToImmutable();
        }

        private static void Collect(IEnumerable<ConfigNode> nodes, ImmutableArray<Log4NetConfig>.Builder sections)
        {
            foreach (var node in nodes)
            {
                if (node.ElementName == Log4NetConfig.SectionElement)
                {
                    sections.Add(new Log4NetConfig(node));
                }
                else
                {
                    Collect(node.Children, sections);
                }
            }
        }
    }
}
