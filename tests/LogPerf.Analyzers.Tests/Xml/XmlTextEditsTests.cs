using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Xml
{
    public class XmlTextEditsTests
    {
        [Theory]
        [InlineData("a\n  <x/>\nb", "<x/>", "a\nb")]
        [InlineData("a\n  <x/> <!-- c -->\nb", "<x/>", "a\n   <!-- c -->\nb")]
        [InlineData("<x/>", "<x/>", "")]
        [InlineData("a\n\t<x>\n\t</x>\t\nb", "<x>\n\t</x>", "a\nb")]
        public void RemoveElement_takes_whole_lines_only_when_the_element_is_alone(string text, string element, string expected)
        {
            var source = SourceText.From(text);
            var span = new TextSpan(text.IndexOf(element, System.StringComparison.Ordinal), element.Length);

            Assert.Equal(expected, source.WithChanges(XmlTextEdits.RemoveElement(source, span)).ToString());
        }

        [Fact]
        public void ReplaceValue_escapes_xml_characters()
        {
            var source = SourceText.From("<a v=\"x\"/>");

            var result = source.WithChanges(XmlTextEdits.ReplaceValue(new TextSpan(6, 1), "a<b&\"c\""));

            Assert.Equal("<a v=\"a&lt;b&amp;&quot;c&quot;\"/>", result.ToString());
        }
    }
}
