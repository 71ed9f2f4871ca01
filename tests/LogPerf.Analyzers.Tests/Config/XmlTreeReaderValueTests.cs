using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Xml;
using LogPerf.Analyzers.Formats;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    /// <summary>
    /// The tree takes an attribute value from the source text when that text is already what the reader returns, and
    /// from the reader otherwise: every value must equal what <see cref="XmlReader"/> itself returns for that attribute.
    /// </summary>
    public class XmlTreeReaderValueTests
    {
        private static readonly string Long = new string('x', 300);

        private static readonly string Config =
            "<log4net>\r\n"
            + "  <appender name=\"a&amp;b\" type='log4net.Appender.FileAppender'>\n"
            + "    <file value=\"x&#65;&lt;y&gt;\" />\n"
            + "    <param name=\"p\" value=\"tab\there\" />\n"
            + "    <param name=\"q\" value=\"two\r\nlines\nand\rmore\" />\n"
            + "    <param name=\"r\" value=\"\" other='it\"s' gt=\"a>b\" />\n"
            + "    <param name=\"s\" value=\"" + Long + "\" />\n"
            + "    <layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout>\n"
            + "  </appender>\n"
            + "  <appender name=\"b\" type=\"log4net.Appender.FileAppender\">\n"
            + "    <layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout>\n"
            + "  </appender>\n"
            + "</log4net>";

        [Fact]
        public void Every_value_is_what_the_xml_reader_returns()
        {
            var expected = ReaderValues(Config);

            var root = XmlTreeReader.Read(Config).Roots.Single();
            var actual = root.Descendants().Prepend(root)
                .SelectMany(node => node.Attributes).Select(attribute => (attribute.Name, attribute.Value)).ToList();

            Assert.Equal(expected, actual);
            Assert.Contains(("value", "two lines and more"), actual);
            Assert.Contains(("value", "tab here"), actual);
            Assert.Contains(("value", "xA<y>"), actual);
        }

        [Fact]
        public void A_repeated_value_is_one_string_and_its_spans_are_exact()
        {
            var root = XmlTreeReader.Read(Config).Roots.Single();
            var types = root.Descendants().Where(n => n.ElementName == "layout").Select(n => n.TypeAttribute!.Value).ToList();

            Assert.Equal(2, types.Count);
            Assert.Same(types[0].Value, types[1].Value);
            foreach (var type in types)
            {
                Assert.Equal("type=\"log4net.Layout.PatternLayout\"", Config.Substring(type.Span.Start, type.Span.Length));
                Assert.Equal(type.Value, Config.Substring(type.ValueSpan.Start, type.ValueSpan.Length));
            }
        }

        private static List<(string Name, string Value)> ReaderValues(string content)
        {
            var values = new List<(string, string)>();
            using var reader = XmlReader.Create(new StringReader(content), new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null });
            while (reader.Read())
            {
                if (reader.NodeType == XmlNodeType.Element)
                {
                    for (var more = reader.MoveToFirstAttribute(); more; more = reader.MoveToNextAttribute())
                    {
                        values.Add((reader.Name, reader.Value));
                    }
                }
            }

            return values;
        }
    }
}
