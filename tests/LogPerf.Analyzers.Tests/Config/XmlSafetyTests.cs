using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class XmlSafetyTests
    {
        [Fact]
        public void Broken_xml_yields_what_was_read_and_the_error_position()
        {
            var xml = "<log4net>\n  <appender name=\"a\" type=\"T\">\n    <file value=\"x\" />\n  </appender>\n  <appender name=\"b\" type=\"T\">\n    <file value=\"y\"\n</log4net>";
            var file = ConfigFileParser.Parse(SourceText.From(xml));

            Assert.NotNull(file.Error);
            Assert.Equal(6, SourceText.From(xml).Lines.GetLinePosition(file.Error!.Offset).Line);
            var section = Assert.Single(file.Sections);
            Assert.False(section.Node.IsComplete);
            Assert.Equal(new[] { "a", "b" }, section.Appenders.Select(a => a.Name));
            Assert.True(section.Appenders[0].Node.IsComplete);
            Assert.False(section.Appenders[1].Node.IsComplete);
        }

        [Fact]
        public void Every_prefix_of_a_real_config_parses_without_throwing()
        {
            var xml = ConfigSamples.Standalone;
            for (var length = 0; length <= xml.Length; length++)
            {
                var file = ConfigFileParser.Parse(SourceText.From(xml.Substring(0, length)));
                foreach (var node in file.Sections.SelectMany(s => s.Node.Descendants()))
                {
                    Assert.InRange(node.Span.End, node.Span.Start, length);
                }
            }
        }

        [Fact]
        public void External_entities_are_never_resolved()
        {
            var secret = Path.GetTempFileName();
            try
            {
                File.WriteAllText(secret, "TOP-SECRET-CONTENT");
                var xml = $"<?xml version=\"1.0\"?>\n<!DOCTYPE log4net [ <!ENTITY xxe SYSTEM \"file://{secret}\"> ]>\n" +
                          "<log4net>\n  <appender name=\"a\" type=\"T\"><file value=\"&xxe;\" /></appender>\n</log4net>";
                var file = ConfigFileParser.Parse(SourceText.From(xml));

                Assert.NotNull(file.Error);
                var values = file.Sections.SelectMany(s => s.Node.Descendants()).SelectMany(n => n.Attributes).Select(a => a.Value);
                Assert.DoesNotContain(values, v => v.Contains("TOP-SECRET", StringComparison.Ordinal));
            }
            finally
            {
                File.Delete(secret);
            }
        }

        [Fact]
        public void Entity_expansion_bombs_are_not_expanded()
        {
            var entities = string.Join("\n", Enumerable.Range(1, 9).Select(i => $"<!ENTITY l{i} \"{string.Concat(Enumerable.Repeat($"&l{i - 1};", 10))}\">"));
            var xml = $"<?xml version=\"1.0\"?>\n<!DOCTYPE log4net [ <!ENTITY l0 \"lol\"> {entities} ]>\n<log4net><appender name=\"&l9;\" type=\"T\" /></log4net>";
            var watch = Stopwatch.StartNew();

            var file = ConfigFileParser.Parse(SourceText.From(xml));

            Assert.NotNull(file.Error);
            Assert.True(watch.Elapsed < TimeSpan.FromSeconds(5), $"took {watch.Elapsed}");
        }

        [Theory]
        [InlineData('\u0085')]
        [InlineData('\u2028')]
        [InlineData('\u2029')]
        public void Characters_that_break_lines_only_for_Roslyn_do_not_shift_spans(char separator)
        {
            var xml = $"<log4net><!--{separator}{separator}-->\n          <appender name=\"a{separator}b\" type=\"T\">\n" +
                      $"  <file value=\"x{separator}\" />{separator}<layout type=\"L\"><conversionPattern value=\"%m{separator}%n\" /></layout>\n</appender>\n</log4net>";
            var text = SourceText.From(xml);

            var file = ConfigFileParser.Parse(text);

            Assert.Null(file.Error);
            var nodes = file.Sections.SelectMany(s => s.Node.Descendants().Prepend(s.Node)).ToList();
            Assert.Equal(new[] { "log4net", "appender", "file", "layout", "conversionPattern" }, nodes.Select(n => n.ElementName));
            foreach (var node in nodes)
            {
                Assert.StartsWith("<" + node.ElementName, text.ToString(node.StartTagSpan), StringComparison.Ordinal);
                Assert.EndsWith(">", text.ToString(node.Span), StringComparison.Ordinal);
                foreach (var attribute in node.Attributes)
                {
                    Assert.StartsWith(attribute.Name + "=", text.ToString(attribute.Span), StringComparison.Ordinal);
                    Assert.Equal(attribute.Value, text.ToString(attribute.ValueSpan));
                }
            }
        }

        [Fact]
        public void Nesting_as_deep_as_the_input_allows_needs_no_recursion()
        {
            const int Depth = 100_000;
            var xml = new System.Text.StringBuilder();
            for (var i = 0; i < Depth; i++)
            {
                xml.Append("<a>");
            }

            xml.Append("<log4net><appender name=\"x\" type=\"T\">");
            for (var i = 0; i < Depth; i++)
            {
                xml.Append("<b>");
            }

            for (var i = 0; i < Depth; i++)
            {
                xml.Append("</b>");
            }

            xml.Append("</appender></log4net>");
            for (var i = 0; i < Depth; i++)
            {
                xml.Append("</a>");
            }

            var file = ConfigFileParser.Parse(SourceText.From(xml.ToString()));

            Assert.Null(file.Error);
            var section = Assert.Single(file.Sections);
            Assert.Equal(Depth + 1, section.Node.Descendants().Count());
        }

        [Fact]
        public void A_doctype_without_entities_does_not_stop_the_model()
        {
            var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE log4net SYSTEM \"http://example.invalid/log4net.dtd\">\n<log4net><appender name=\"a\" type=\"T\" /></log4net>";
            var file = ConfigFileParser.Parse(SourceText.From(xml));

            Assert.Null(file.Error);
            Assert.Equal("a", file.Sections.Single().Appenders.Single().Name);
        }
    }
}
