using LogPerf.Analyzers.NLog;
using Xunit;

namespace LogPerf.Analyzers.Tests.NLogConfig
{
    public class NLogLayoutScanTests
    {
        [Theory]
        [InlineData("${longdate} ${callsite} ${message}", "${callsite}")]
        [InlineData("${CallSite-LineNumber}", "${CallSite-LineNumber}")]
        [InlineData("${callsite-filename:includeSourcePath=false}", "${callsite-filename:includeSourcePath=false}")]
        [InlineData("${pad:padding=5:inner=${callsite:includeNamespace=false}}", "${callsite:includeNamespace=false}")]
        [InlineData("${longdate}&#x9;${stacktrace}", "${stacktrace}")]
        [InlineData("${callsite:captureStackTrace=true}", "${callsite:captureStackTrace=true}")]
        public void Stack_trace_renderers_are_found(string layout, string expected)
        {
            Assert.Equal(expected, NLogLayoutScan.FirstStackTraceRenderer(layout));
        }

        [Theory]
        [InlineData("${longdate} ${message}")]
        [InlineData("${callsite:captureStackTrace=false}")]
        [InlineData("${callsite:CaptureStackTrace = False:className=true}")]
        [InlineData("${exception:format=stacktrace}")]
        [InlineData("${message:format=callsite}")]
        [InlineData("callsite without a renderer")]
        [InlineData("${unclosed ${callsite")]
        [InlineData("${literal:text=\\}${callsite\\}}")]
        public void Other_layouts_are_not_flagged(string layout)
        {
            Assert.Null(NLogLayoutScan.FirstStackTraceRenderer(layout));
        }

        [Fact]
        public void Deep_nesting_is_scanned_without_recursion()
        {
            var layout = string.Concat(System.Linq.Enumerable.Repeat("${pad:inner=", 100_000)) + "${callsite}" + new string('}', 100_000);

            Assert.Equal("${callsite}", NLogLayoutScan.FirstStackTraceRenderer(layout));
        }
    }
}
