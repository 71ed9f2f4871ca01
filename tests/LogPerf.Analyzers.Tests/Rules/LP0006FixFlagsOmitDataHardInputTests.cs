using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0006 when Fix is written as element text (issue 9): the fix keeps the element.</summary>
    public class LP0006FixFlagsOmitDataHardInputTests
    {
        [Fact]
        public Task A_fix_written_as_element_text_keeps_its_element() =>
            ConfigFixTest.Of(
                new LP0006FixFlagsOmitDataAnalyzer(),
                new LP0006FixFlagsOmitDataCodeFixProvider(),
                LP0006FixFlagsOmitDataCodeFixProvider.AddMissingKey,
                "log4net.config",
                "<log4net>\n  <appender name=\"Buffer\" type=\"log4net.Appender.BufferingForwardingAppender\">\n    <fix>\n      {|LP0006:Message|}\n    </fix>\n    <appender-ref ref=\"File\" />\n  </appender>\n" +
                "  <appender name=\"File\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"[%thread] %message%newline\" /></layout></appender>\n" +
                "  <root><appender-ref ref=\"Buffer\" /></root>\n</log4net>",
                "<log4net>\n  <appender name=\"Buffer\" type=\"log4net.Appender.BufferingForwardingAppender\">\n    <fix>\n      Message, ThreadName, Exception\n    </fix>\n    <appender-ref ref=\"File\" />\n  </appender>\n" +
                "  <appender name=\"File\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"[%thread] %message%newline\" /></layout></appender>\n" +
                "  <root><appender-ref ref=\"Buffer\" /></root>\n</log4net>").RunAsync();
    }
}
