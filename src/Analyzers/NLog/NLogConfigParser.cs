using System;
using LogPerf.Analyzers.Formats;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>Parses each additional file once per <see cref="SourceText"/> into its NLog configurations, shared by every NLog rule.</summary>
    public static class NLogConfigParser
    {
        private static readonly Infrastructure.OncePerKey<SourceText, NLogConfigFile> ByText = new Infrastructure.OncePerKey<SourceText, NLogConfigFile>(Read);

        /// <summary>The text's NLog sections, read once per text even when rules ask at the same moment (as <see cref="Log4Net.ConfigFileParser.Parse"/>).</summary>
        public static NLogConfigFile Parse(SourceText text) => ByText.Get(text);

        private static NLogConfigFile Read(SourceText text)
        {
            var content = ConfigContent.Of(text);
            switch (FirstSignificant(content))
            {
                case '<':
                    // Cheap pre-check: most XML files (and App.config files) have no nlog element.
                    if (content.IndexOf("nlog", StringComparison.OrdinalIgnoreCase) < 0)
                    {
                        return NLogConfigFile.Empty;
                    }

                    var (roots, xmlError) = XmlTreeReader.Read(text);
                    var sections = NLogXmlSections.Find(roots, content);
                    var namesSection = xmlError != null && content.IndexOf("<nlog", StringComparison.OrdinalIgnoreCase) >= 0;
                    return sections.IsEmpty && !namesSection ? NLogConfigFile.Empty : new NLogConfigFile(sections, xmlError, isXml: true);
                case '{':
                case '/':
                    if (content.IndexOf("\"nlog\"", StringComparison.OrdinalIgnoreCase) < 0)
                    {
                        return NLogConfigFile.Empty;
                    }

                    var (root, jsonError) = JsonTreeReader.Read(content);
                    return Result(NLogJsonSections.Find(root), jsonError);
                default:
                    return NLogConfigFile.Empty;
            }
        }

        private static NLogConfigFile Result(System.Collections.Immutable.ImmutableArray<NLogSection> sections, ConfigParseError? error) =>
            sections.IsEmpty ? NLogConfigFile.Empty : new NLogConfigFile(sections, error);

        private static char FirstSignificant(string content)
        {
            foreach (var c in content)
            {
                if (!char.IsWhiteSpace(c) && c != '\uFEFF')
                {
                    return c;
                }
            }

            return '\0';
        }
    }
}
