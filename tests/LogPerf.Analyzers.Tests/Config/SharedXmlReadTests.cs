using System.Linq;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    /// <summary>
    /// An App.config holding both a &lt;log4net&gt; and an &lt;nlog&gt; section (and appSettings) is read as XML once per
    /// text: the log4net parser, the NLog parser and AppSettings share the tree <see cref="XmlTreeReader"/> keeps per SourceText.
    /// </summary>
    public class SharedXmlReadTests
    {
        private const string AppConfig = """
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <appSettings><add key="log4net.Internal.Debug" value="true" /></appSettings>
              <log4net>
                <appender name="f" type="log4net.Appender.FileAppender"><file value="a.log" /></appender>
                <root><level value="INFO" /><appender-ref ref="f" /></root>
              </log4net>
              <nlog>
                <targets><target name="t" type="File" fileName="b.log" /></targets>
                <rules><logger name="*" minlevel="Info" writeTo="t" /></rules>
              </nlog>
            </configuration>
            """;

        [Fact]
        public void Every_reader_of_one_text_gets_the_same_tree()
        {
            var text = SourceText.From(AppConfig);

            var tree = XmlTreeReader.Read(text).Roots.Single();
            var log4net = ConfigFileParser.Parse(text).Sections.Single();
            var setting = AppSettings.Find(text, "log4net.Internal.Debug");
            var nlog = NLogConfigParser.Parse(text).Sections.Single();

            Assert.Same(tree, XmlTreeReader.Read(text).Roots.Single());
            Assert.Same(tree.Elements("log4net").Single(), log4net.Node);
            Assert.Same(tree.Elements("appSettings").Single().Children.Single(), setting!.Value.Entry);
            Assert.Equal("t", nlog.Groups.SelectMany(g => g.Targets).Single().Name);
        }

        [Fact]
        public void Another_text_with_the_same_content_is_read_again()
        {
            var first = XmlTreeReader.Read(SourceText.From(AppConfig)).Roots.Single();
            var second = XmlTreeReader.Read(SourceText.From(AppConfig)).Roots.Single();

            Assert.NotSame(first, second);
            Assert.Equal(first.Span, second.Span);
        }
    }
}
