using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// The <c>&lt;add key="…" value="…"/&gt;</c> entries of <c>&lt;configuration&gt;&lt;appSettings&gt;</c> in an App.config or
    /// Web.config, as ConfigurationManager reads them: keys ignore case, and the last entry of a key wins. The file is read
    /// only when its text names the key asked for, so other configs cost a text search.
    /// </summary>
    public static class AppSettings
    {
        /// <summary>The entry that sets <paramref name="key"/>, with its value attribute; null when none does.</summary>
        public static (ConfigNode Entry, ConfigAttribute Value)? Find(SourceText text, string key)
        {
            var content = ConfigContent.Of(text);
            if (content.IndexOf(key, StringComparison.OrdinalIgnoreCase) < 0)
            {
                return null;
            }

            (ConfigNode, ConfigAttribute)? found = null;
            foreach (var root in XmlTreeReader.Read(text).Roots)
            {
                if (root.ElementName != "configuration")
                {
                    continue;
                }

                foreach (var settings in root.Elements("appSettings"))
                {
                    foreach (var entry in settings.Children)
                    {
                        if (entry.ElementName == "add"
                            && string.Equals(entry.Attribute("key")?.Value.Trim(), key, StringComparison.OrdinalIgnoreCase)
                            && entry.Attribute("value") is { } value)
                        {
                            found = (entry, value);
                        }
                        else if (entry.ElementName == "remove" && string.Equals(entry.Attribute("key")?.Value.Trim(), key, StringComparison.OrdinalIgnoreCase))
                        {
                            found = null;
                        }
                        else if (entry.ElementName == "clear")
                        {
                            found = null;
                        }
                    }
                }
            }

            return found;
        }
    }
}
