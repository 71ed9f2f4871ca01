using System.Collections.Immutable;
using LogPerf.Analyzers.Config;

namespace LogPerf.Analyzers.NLogConfig
{
    /// <summary>What one additional file holds of NLog: its configurations, and a parse error if any.</summary>
    public sealed class NLogConfigFile
    {
        public static readonly NLogConfigFile Empty = new NLogConfigFile(ImmutableArray<NLogSection>.Empty, null);

        public NLogConfigFile(ImmutableArray<NLogSection> sections, ConfigParseError? error)
        {
            Sections = sections;
            Error = error;
        }

        public ImmutableArray<NLogSection> Sections { get; }

        public ConfigParseError? Error { get; }

        public bool HasNLog => !Sections.IsEmpty;
    }
}
