using System.Linq;
using LogPerf.Analyzers.Formats;
using Xunit;

namespace LogPerf.Analyzers.Tests.NLogConfig
{
    public class JsonTreeReaderTests
    {
        [Fact]
        public void Keys_and_values_keep_their_exact_spans()
        {
            const string text = "{ \"NLog\": { \"a\": true, \"b\": \"x\\\"y\", \"c\": [1, -2.5e3, null] } }";

            var (root, error) = JsonTreeReader.Read(text);

            Assert.Null(error);
            var nlog = root!.Member("nlog")!;
            Assert.Equal("\"NLog\"", text.Substring(nlog.KeySpan.Start, nlog.KeySpan.Length));
            var a = nlog.Member("A")!;
            Assert.Equal((JsonKind.True, "true"), (a.Kind, text.Substring(a.Span.Start, a.Span.Length)));
            var b = nlog.Member("b")!;
            Assert.Equal("x\"y", b.Value);
            Assert.Equal("\"x\\\"y\"", text.Substring(b.Span.Start, b.Span.Length));
            var c = nlog.Member("c")!;
            Assert.Equal(new[] { "1", "-2.5e3", null }, c.Children.Select(n => n.ScalarText));
            Assert.Equal(text.Length, root.Span.End);
        }

        [Fact]
        public void Comments_and_trailing_commas_are_accepted_as_appsettings_files_allow()
        {
            const string text = "// settings\n{\n  /* block */ \"a\": 1, // tail\n  \"b\": [ 2, ],\n}\n";

            var (root, error) = JsonTreeReader.Read(text);

            Assert.Null(error);
            Assert.Equal("1", root!.Member("a")!.Value);
            Assert.Single(root.Member("b")!.Children);
        }

        [Fact]
        public void Escapes_are_resolved()
        {
            var (root, _) = JsonTreeReader.Read("{\"k\": \"a\\\\b\\/c\\n\\u0041\"}");

            Assert.Equal("a\\b/c\nA", root!.Member("k")!.Value);
        }

        [Fact]
        public void The_last_of_duplicate_keys_wins_as_configuration_binding_does()
        {
            var (root, _) = JsonTreeReader.Read("{\"k\": 1, \"K\": 2}");

            Assert.Equal("2", root!.Member("k")!.Value);
        }

        [Theory]
        [InlineData("{\"a\": {\"b\": [1, 2", 2)]
        [InlineData("{\"a\": \"unterminated", 1)]
        [InlineData("{\"a\" 1}", 1)]
        [InlineData("{\"a\": tru}", 1)]
        [InlineData("{\"a\": 1 /* never closed", 1)]
        public void Broken_json_keeps_what_was_read_and_reports_where_it_broke(string text, int depth)
        {
            var (root, error) = JsonTreeReader.Read(text);

            Assert.NotNull(error);
            Assert.InRange(error!.Offset, 0, text.Length);
            Assert.NotNull(root);
            Assert.False(root!.IsComplete);
            var node = root;
            for (var i = 1; i < depth; i++)
            {
                node = node.Children.Last();
                Assert.False(node.IsComplete);
            }
        }

        [Fact]
        public void Deep_nesting_costs_no_call_depth()
        {
            var text = new string('[', 200_000) + new string(']', 200_000);

            var (root, error) = JsonTreeReader.Read(text);

            Assert.Null(error);
            Assert.Equal(JsonKind.Array, root!.Kind);
        }

        [Fact]
        public void Deep_unclosed_nesting_is_closed_at_the_error_without_recursion()
        {
            var (root, error) = JsonTreeReader.Read(new string('{', 1) + string.Concat(Enumerable.Repeat("\"a\":{", 100_000)));

            Assert.NotNull(error);
            Assert.False(root!.IsComplete);
        }

        [Theory]
        [InlineData("")]
        [InlineData("   ")]
        [InlineData("}")]
        [InlineData("\"just a string\"")]
        public void Odd_documents_never_throw(string text)
        {
            var (root, error) = JsonTreeReader.Read(text);

            Assert.True(root is not null || error is not null || text.Trim().Length == 0);
        }
    }
}
