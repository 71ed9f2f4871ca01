using System.Linq;
using LogPerf.Analyzers.Config;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class ConfigGraphTests
    {
        private static Log4NetConfig Parse(string body) =>
            ConfigFileParser.Parse(SourceText.From("<log4net>" + body + "</log4net>")).Sections.Single();

        [Fact]
        public void Distinguishes_direct_refs_from_refs_through_forwarders()
        {
            var config = Parse(ConfigSamples.Standalone.Substring(ConfigSamples.Standalone.IndexOf("<appender", System.StringComparison.Ordinal)).Replace("</log4net>", ""));
            var graph = config.Graph;

            Assert.True(graph.IsReachedDirectly(config.AppendersByName["RollingFile"]));
            Assert.True(graph.IsReachedDirectly(config.AppendersByName["Buffer"]));
            Assert.False(graph.IsReachedDirectly(config.AppendersByName["Legacy"]));
            Assert.True(graph.IsReached(config.AppendersByName["Legacy"]));
            Assert.Equal(new[] { "Buffer" }, graph.FeedersOf(config.AppendersByName["Legacy"]).Select(a => a.Name));
        }

        [Fact]
        public void Follows_nested_forwarders_downstream()
        {
            var config = Parse(
                "<appender name='outer' type='F'><appender-ref ref='inner' /></appender>" +
                "<appender name='inner' type='F'><appender-ref ref='file' /><appender-ref ref='console' /></appender>" +
                "<appender name='file' type='T' /><appender name='console' type='T' />" +
                "<root><appender-ref ref='outer' /></root>");

            Assert.Equal(new[] { "console", "file", "inner" }, config.Graph.DownstreamOf(config.AppendersByName["outer"]).Select(a => a.Name!).OrderBy(n => n));
            Assert.True(config.Graph.IsReached(config.AppendersByName["console"]));
            Assert.False(config.Graph.IsReachedDirectly(config.AppendersByName["console"]));
        }

        [Fact]
        public void An_appender_can_be_reached_both_directly_and_through_a_forwarder()
        {
            var config = Parse(
                "<appender name='fwd' type='F'><appender-ref ref='file' /></appender><appender name='file' type='T' />" +
                "<root><appender-ref ref='fwd' /></root><logger name='x'><appender-ref ref='file' /></logger>");

            var file = config.AppendersByName["file"];
            Assert.True(config.Graph.IsReachedDirectly(file));
            Assert.Single(config.Graph.FeedersOf(file));
        }

        [Fact]
        public void Cycles_and_undefined_refs_are_tolerated()
        {
            var config = Parse(
                "<appender name='a' type='F'><appender-ref ref='b' /></appender>" +
                "<appender name='b' type='F'><appender-ref ref='a' /><appender-ref ref='missing' /></appender>");

            Assert.Equal(new[] { "b" }, config.Graph.DownstreamOf(config.AppendersByName["a"]).Select(a => a.Name));
            Assert.False(config.Graph.IsReached(config.AppendersByName["a"]));
            Assert.Null(config.Resolve(config.AppendersByName["b"].Refs[1]));
        }

        [Fact]
        public void Unreferenced_appenders_are_not_reached()
        {
            var config = Parse("<appender name='a' type='T' /><root />");

            Assert.False(config.Graph.IsReached(config.Appenders.Single()));
        }
    }
}
