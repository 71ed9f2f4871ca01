using System;
using System.Text;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>Seeded random edits of a config: deletions, insertions of XML-significant fragments, duplications and swaps.</summary>
    internal static class ConfigMutator
    {
        private static readonly string[] Fragments =
        {
            "<", ">", "/>", "</", "=", "\"", "'", "&", "&amp;", "&#x0;", "&#xD800;", ";", "<!--", "-->", "<![CDATA[", "]]>",
            "<?xml version=\"1.0\"?>", "?>", "<!DOCTYPE log4net [", "]>", "<log4net>", "</log4net>", "<appender ", "</appender>",
            "<appender-ref ref=\"", "type=\"", "name=\"", "value=\"", "+", ",", " ", "\t", "\n", "\r", "\r\n", "\u0085", "\u2028",
            "\u2029", "\uD800", "\uDC00", "\0", "\uFFFE", "%", "{", "}", "[", "]", "log4net.Appender.FileAppender+MinimalLock",
            "log4net.Appender.RollingFileAppender", "LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders",
            "<fix value=\"", "<lossy value=\"true\"/>", "<immediateFlush value=\"", "<lockingModel type=\"", "<conversionPattern value=\"%",
            "<param name=\"", "<layout type=\"log4net.Layout.PatternLayout\">", "<root>", "<logger name=\"", "<level value=\"",
            "<threshold value=\"", "<filter type=\"", "ERROR", "OFF", "true", "false", "268", "-1", "2147483648", "%location", "%m%n",
        };

        public static string Mutate(string text, Random random)
        {
            var result = new StringBuilder(text);
            var edits = 1 + random.Next(4);
            for (var i = 0; i < edits; i++)
            {
                var at = random.Next(result.Length + 1);
                switch (random.Next(5))
                {
                    case 0:
                        result.Remove(at, Math.Min(random.Next(1, 40), result.Length - at));
                        break;
                    case 1:
                        result.Insert(at, Fragments[random.Next(Fragments.Length)]);
                        break;
                    case 2:
                        var length = Math.Min(random.Next(1, 200), result.Length - at);
                        result.Insert(random.Next(result.Length + 1), result.ToString(at, length));
                        break;
                    case 3:
                        if (at < result.Length)
                        {
                            result[at] = (char)random.Next(0, 0x3000);
                        }

                        break;
                    default:
                        var cut = random.Next(result.Length + 1);
                        var text2 = result.ToString();
                        result.Clear().Append(text2, cut, text2.Length - cut).Append(text2, 0, cut);
                        break;
                }
            }

            return result.ToString();
        }
    }
}
