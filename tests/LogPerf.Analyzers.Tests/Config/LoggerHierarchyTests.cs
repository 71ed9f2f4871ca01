using System.Linq;
using System.Text;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class LoggerHierarchyTests
    {
        private static Log4NetConfig Parse(string body, string attributes = "") =>
            ConfigFileParser.Parse(SourceText.From($"<log4net{attributes}>" + body + "</log4net>")).Sections.Single();

        private static Log4NetLevel? Lowest(Log4NetConfig config, string? name) =>
            config.Hierarchy.LowestLevelReaching(config.Hierarchy.Effective.Single(l => l.Name == name));

        [Fact]
        public void Levels_are_inherited_along_dotted_names_and_descendants_send_theirs_up_unless_not_additive()
        {
            var config = Parse(
                "<root><level value='WARN' /></root>" +
                "<logger name='a'><level value='ERROR' /></logger>" +
                "<logger name='a.b' additivity='false'><level value='DEBUG' /></logger>" +
                "<logger name='a.c.d' />" +
                "<logger name='x.y'><priority value='INFO' /></logger>");

            Assert.Equal(Log4NetLevel.Error, Lowest(config, "a"));
            Assert.Equal(Log4NetLevel.Debug, Lowest(config, "a.b"));
            Assert.Equal(Log4NetLevel.Error, Lowest(config, "a.c.d"));
            Assert.Equal(Log4NetLevel.Info, Lowest(config, null));
        }

        [Fact]
        public void The_last_element_of_a_logger_keeps_its_refs_and_an_earlier_level_stays_until_replaced()
        {
            var config = Parse(
                "<root><level value='ERROR' /><appender-ref ref='first' /></root>" +
                "<root><appender-ref ref='second' /></root>" +
                "<logger name='n'><level value='FATAL' /></logger><logger name='n'><level value='nonsense' /></logger>");

            var root = Assert.Single(config.Hierarchy.Effective, l => l.IsRoot);
            Assert.Equal("second", Assert.Single(root.Refs).Name);
            Assert.Null(config.Hierarchy.LowestLevelReaching(config.Loggers[0]));
            Assert.Equal(Log4NetLevel.Error, Lowest(config, "n"));
            Assert.Equal(Log4NetLevel.Error, config.Hierarchy.LowestLevelReaching(root));
        }

        [Fact]
        public void The_repository_threshold_bounds_every_logger()
        {
            var config = Parse("<root><level value='ALL' /></root><logger name='a'><level value='DEBUG' /></logger>", " threshold='ERROR'");

            Assert.All(config.Hierarchy.Effective, l => Assert.Equal(Log4NetLevel.Error, config.Hierarchy.LowestLevelReaching(l)));
        }

        [Fact]
        public void A_logger_name_of_100000_parts_is_read_without_recursion()
        {
            var name = new StringBuilder("p");
            for (var i = 0; i < 100_000; i++)
            {
                name.Append(".p");
            }

            var config = Parse($"<root><level value='ERROR' /></root><logger name='{name}'><level value='DEBUG' /></logger>");

            Assert.Equal(Log4NetLevel.Debug, config.Hierarchy.LowestLevelReaching(config.Hierarchy.Effective.Single(l => l.IsRoot)));
        }
    }
}
