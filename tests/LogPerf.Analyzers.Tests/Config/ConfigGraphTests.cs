using System.Linq;
using LogPerf.Analyzers.Log4Net;
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

            Assert.Equal(new[] { "console", "file" }, LeafNames(config, "outer"));
            Assert.Equal(new[] { "console", "file" }, LeafNames(config, "inner"));
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

            Assert.Empty(LeafNames(config, "a"));
            Assert.False(config.Graph.IsReached(config.AppendersByName["a"]));
            Assert.Null(config.Resolve(config.AppendersByName["b"].Refs[1]));
            var cycle = Assert.Single(config.Graph.Cycles(_ => true));
            Assert.Equal(new[] { "a", "b" }, cycle.Select(a => a.Name));
            Assert.Empty(config.Graph.Cycles(a => a.Name != "b"));
        }

        [Fact]
        public void An_appender_that_refers_to_itself_is_a_cycle()
        {
            var config = Parse("<appender name='self' type='F'><appender-ref ref='self' /><appender-ref ref='file' /></appender><appender name='file' type='T' />");

            Assert.Equal("self", Assert.Single(Assert.Single(config.Graph.Cycles(_ => true))).Name);
            Assert.Equal(new[] { "file" }, LeafNames(config, "self"));
        }

        [Fact]
        public void A_chain_of_ten_thousand_forwarders_is_walked_without_recursion()
        {
            const int Length = 10_000;
            var body = new System.Text.StringBuilder();
            for (var i = 0; i < Length; i++)
            {
                body.Append($"<appender name='f{i}' type='F'><appender-ref ref='f{i + 1}' /></appender>");
            }

            body.Append($"<appender name='f{Length}' type='T' /><root><appender-ref ref='f0' /></root>");
            var config = Parse(body.ToString());
            var leaves = config.Graph.Leaves(a => 1, (x, y) => x + y, 0);

            Assert.All(config.Appenders, a => Assert.True(config.Graph.IsReached(a)));
            Assert.All(config.Appenders.Take(Length), a => Assert.Equal(1, leaves.Of(a)));
            Assert.Empty(config.Graph.Cycles(_ => true));
        }

        private static string[] LeafNames(Log4NetConfig config, string name) =>
            config.Graph.Leaves(a => new[] { a.Name! }, (x, y) => x.Union(y).ToArray(), System.Array.Empty<string>())
                .Of(config.AppendersByName[name]).OrderBy(n => n, System.StringComparer.Ordinal).ToArray();

        [Fact]
        public void Unreferenced_appenders_are_not_reached()
        {
            var config = Parse("<appender name='a' type='T' /><root />");

            Assert.False(config.Graph.IsReached(config.Appenders.Single()));
        }
    }
}
