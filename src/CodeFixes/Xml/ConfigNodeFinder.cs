using LogPerf.Analyzers.Config;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Xml
{
    /// <summary>Finds the config element a diagnostic points at, by re-reading the document's current text.</summary>
    public static class ConfigNodeFinder
    {
        public static (Log4NetConfig Section, AppenderDefinition? Appender, ConfigNode Node)? Find(SourceText text, TextSpan span)
        {
            foreach (var section in ConfigFileParser.Parse(text).Sections)
            {
                if (section.Node.Span == span)
                {
                    return (section, null, section.Node);
                }

                foreach (var appender in section.Appenders)
                {
                    if (appender.Node.Span == span)
                    {
                        return (section, appender, appender.Node);
                    }

                    foreach (var node in appender.Node.Descendants())
                    {
                        if (node.Span == span)
                        {
                            return (section, appender, node);
                        }
                    }
                }

                foreach (var node in section.Node.Descendants())
                {
                    if (node.Span == span)
                    {
                        return (section, null, node);
                    }
                }
            }

            return null;
        }
    }
}
