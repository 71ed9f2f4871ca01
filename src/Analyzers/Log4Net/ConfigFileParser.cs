using LogPerf.Analyzers.Formats;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>Parses each additional file once per <see cref="SourceText"/>, shared by every rule.</summary>
    public static class ConfigFileParser
    {
        public static readonly SourceTextValueProvider<ConfigFile> Provider = new SourceTextValueProvider<ConfigFile>(Parse);

        public static ConfigFile Parse(SourceText text)
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
