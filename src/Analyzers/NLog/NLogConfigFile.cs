using System.Collections.Immutable;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// What one additional file holds of NLog: its configurations, and a parse error if any (an XML file that names an
    /// &lt;nlog&gt; element keeps its error even when the break comes before that element, so LP0102 can report it).
    /// </summary>
    public sealed class NLogConfigFile
    {
        public static readonly NLogConfigFile Empty = new NLogConfigFile(ImmutableArray<NLogSection>.Empty, null);

        public NLogConfigFile(ImmutableArray<NLogSection> sections, ConfigParseError? error, bool isXml = false)
        {
            Sections = sections;
            Error = error;
            IsXml = isXml;
        }

        /// <summary>True for an XML file (NLog.config, App.config, Web.config), false for appsettings.json.</summary>
        public bool IsXml { get; }

        public ImmutableArray<NLogSection> Sections { get; }

        public ConfigParseError? Error { get; }

        public bool HasNLog => !Sections.IsEmpty;
    }
}
