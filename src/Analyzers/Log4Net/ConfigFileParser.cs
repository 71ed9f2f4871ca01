using LogPerf.Analyzers.Formats;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>Parses each additional file once per <see cref="SourceText"/>, shared by every rule.</summary>
    public static class ConfigFileParser
    {
        private static readonly Infrastructure.OncePerKey<SourceText, ConfigFile> ByText = new Infrastructure.OncePerKey<SourceText, ConfigFile>(Read);

        /// <summary>The text's log4net sections, read once per text even when rules ask at the same moment.</summary>
        public static ConfigFile Parse(SourceText text) => ByText.Get(text);

        private static ConfigFile Read(SourceText text)
        {
            // Cheap pre-check: most additional files (and most App.config files) have no log4net section.
            var content = ConfigContent.Of(text);
            if (content.IndexOf("<" + Log4NetConfig.SectionElement, System.StringComparison.Ordinal) < 0)
            {
                return ConfigFile.Empty;
            }

            var (roots, error) = XmlTreeReader.Read(text);
            return new ConfigFile(ConfigFile.FindSections(roots), error);
        }
    }
}
