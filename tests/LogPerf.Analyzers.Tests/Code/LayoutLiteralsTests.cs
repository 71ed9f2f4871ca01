using System.Linq;
using System.Text;
using System.Threading;
using LogPerf.Analyzers.Rules.LP0203CallerLocationLayout;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace LogPerf.Analyzers.Tests.Code
{
    /// <summary>The literals that may hold an NLog layout renderer, found from the text through a buffer of 4,096 characters.</summary>
    public class LayoutLiteralsTests
    {
        [Fact]
        public void A_renderer_across_the_buffers_boundaries_is_found_once_per_literal()
        {
            // 300 lines, shifted by every padding a line allows, put "${" across a boundary of the buffer at every offset.
            const string Line = "    string s = \"${callsite} ${stacktrace}\"; // ${callsite}\n";
            for (var pad = 0; pad < Line.Length; pad++)
            {
                var code = new StringBuilder("class C { void M() {").Append(' ', pad).Append('\n');
                for (var i = 0; i < 300; i++)
                {
                    code.Append(Line);
                }

                var tree = CSharpSyntaxTree.ParseText(code.Append("} }").ToString());
                var found = LayoutLiterals.Of(tree, CancellationToken.None).ToList();

                Assert.Equal(300, found.Count);
                Assert.Equal(300, found.Select(l => l.SpanStart).Distinct().Count());
            }
        }
    }
}
