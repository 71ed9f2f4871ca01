using System.Linq;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class ConfigModelTests
    {
        private static (SourceText Text, Log4NetConfig Config) Parse(string xml)
        {
            var text = SourceText.From(xml);
            var file = ConfigFileParser.Parse(text);
            Assert.Null(file.Error);
            return (text, Assert.Single(file.Sections));
        }

        [Fact]
        public void Reads_appenders_with_names_types_and_refs()
        {
            var (_, config) = Parse(ConfigSamples.Standalone);

            Assert.Equal(new[] { "RollingFile", "Legacy", "Buffer" }, config.Appenders.Select(a => a.Name));
            Assert.Equal("log4net.Appender.RollingFileAppender, log4net", config.Appenders[0].TypeName);
            Assert.Equal(new[] { "Legacy" }, config.AppendersByName["Buffer"].Refs.Select(r => r.Name));
        }

        [Fact]
        public void Finds_the_appender_at_a_position_and_none_between_or_outside_appenders()
        {
            const string Xml = "<log4net>\n  <appender name=\"A\" type=\"T\"><file value=\"a\" /></appender>\n  <appender name=\"A\" type=\"U\" />\n" +
                               "  <appender name=\"C\" type=\"V\">\n    <immediateFlush value=\"true\" />\n  </appender>\n  <root />\n</log4net>";
            var (_, config) = Parse(Xml);

            // The second "A" is found by where it is, not by its name (a name lookup would give the first).
            Assert.Same(config.Appenders[0], config.AppenderAt(Xml.IndexOf("value=\"a\"", System.StringComparison.Ordinal)));
            Assert.Same(config.Appenders[1], config.AppenderAt(Xml.IndexOf("\"U\"", System.StringComparison.Ordinal)));
            Assert.Same(config.Appenders[2], config.AppenderAt(Xml.IndexOf("immediateFlush", System.StringComparison.Ordinal)));
            Assert.Same(config.Appenders[2], config.AppenderAt(config.Appenders[2].Node.Span.Start));
            Assert.Null(config.AppenderAt(config.Appenders[2].Node.Span.End));
            Assert.Null(config.AppenderAt(Xml.IndexOf("\n  <appender name=\"A\" type=\"U\"", System.StringComparison.Ordinal)));
            Assert.Null(config.AppenderAt(0));
            Assert.Null(config.AppenderAt(Xml.IndexOf("<root", System.StringComparison.Ordinal)));
        }

        [Fact]
        public void Reads_properties_in_element_and_param_form_case_insensitively()
        {
            var (_, config) = Parse(ConfigSamples.Standalone);
            var rolling = config.AppendersByName["RollingFile"];
            var legacy = config.AppendersByName["Legacy"];

            Assert.Equal("logs/app.log", rolling.Node.Property("FILE")!.Value);
            Assert.Equal("legacy.log", legacy.Node.Property("file")!.Value);
            Assert.Equal("log4net.Appender.FileAppender+MinimalLock, log4net", legacy.Node.Property("lockingModel")!.TypeName);
            Assert.Equal("param", legacy.Node.Property("lockingModel")!.ElementName);
        }

        [Fact]
        public void Reads_nested_objects_and_layout_patterns()
        {
            var (_, config) = Parse(ConfigSamples.Standalone);
            var layout = config.AppendersByName["RollingFile"].Node.Property("layout")!;

            Assert.Equal("log4net.Layout.PatternLayout", layout.TypeName);
            Assert.Equal("%date [%thread] %-5level %logger - %message%newline", layout.Property("conversionPattern")!.Value);
        }

        [Fact]
        public void Reads_root_and_loggers_with_levels()
        {
            var (_, config) = Parse(ConfigSamples.Standalone);

            Assert.Equal(2, config.Loggers.Length);
            Assert.True(config.Loggers[0].IsRoot);
            Assert.Equal("INFO", config.Loggers[0].Level);
            Assert.Equal(new[] { "RollingFile", "Buffer" }, config.Loggers[0].Refs.Select(r => r.Name));
            Assert.Equal("Noisy", config.Loggers[1].Name);
            Assert.Equal("WARN", config.Loggers[1].Level);
        }

        [Fact]
        public void Spans_cover_exactly_the_element_and_the_attribute_value()
        {
            var (text, config) = Parse(ConfigSamples.Standalone);
            var lockingModel = config.AppendersByName["RollingFile"].Node.Property("lockingModel")!;

            Assert.Equal(@"<lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />", text.ToString(lockingModel.Span));
            Assert.Equal("log4net.Appender.FileAppender+MinimalLock", text.ToString(lockingModel.TypeAttribute!.Value.ValueSpan));
            var position = text.Lines.GetLinePosition(lockingModel.Span.Start);
            Assert.Equal((6, 4), (position.Line, position.Character));
        }

        [Fact]
        public void Spans_of_elements_with_content_run_to_the_end_tag()
        {
            var (text, config) = Parse(ConfigSamples.Standalone);
            var layout = config.AppendersByName["RollingFile"].Node.Property("layout")!;

            var layoutText = text.ToString(layout.Span);
            Assert.StartsWith("<layout type=", layoutText);
            Assert.EndsWith("</layout>", layoutText);
            Assert.Equal(@"<layout type=""log4net.Layout.PatternLayout"">", text.ToString(layout.StartTagSpan));
        }

        [Fact]
        public void Spans_survive_attributes_with_gt_signs_single_quotes_and_crlf_line_breaks()
        {
            var xml = "<log4net>\r\n  <appender name='a>b' type=\"T\"\r\n            >\r\n    <file value='x' />\r\n  </appender>\r\n</log4net>";
            var (text, config) = Parse(xml);
            var appender = config.Appenders.Single();

            Assert.Equal("a>b", appender.Name);
            Assert.Equal("<appender name='a>b' type=\"T\"\r\n            >", text.ToString(appender.Node.StartTagSpan));
            Assert.Equal("<file value='x' />", text.ToString(appender.Node.Property("file")!.Span));
            Assert.Equal("x", text.ToString(appender.Node.Property("file")!.Attribute("value")!.Value.ValueSpan));
        }

        [Fact]
        public void Finds_the_section_inside_app_config()
        {
            var (_, config) = Parse(ConfigSamples.AppConfig);

            Assert.Equal("File", config.Appenders.Single().Name);
            Assert.True(config.Loggers.Single().IsRoot);
        }

        [Fact]
        public void Files_without_a_log4net_element_are_empty()
        {
            var file = ConfigFileParser.Parse(SourceText.From("<configuration><appSettings /></configuration>"));

            Assert.False(file.HasLog4Net);
            Assert.Null(file.Error);
        }

        [Fact]
        public void Element_names_are_case_sensitive_as_in_log4net()
        {
            var (_, config) = Parse("<log4net><Appender name='x' type='T' /><appender name='y' type='T' /></log4net>");

            Assert.Equal("y", config.Appenders.Single().Name);
        }

        [Fact]
        public void Values_may_come_from_element_text()
        {
            var (_, config) = Parse("<log4net><appender name='x' type='T'><file><![CDATA[a&b.log]]></file></appender></log4net>");

            Assert.Equal("a&b.log", config.Appenders.Single().Node.Property("file")!.Value);
        }
    }
}
