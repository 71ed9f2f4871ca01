using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0007 in configs and code, and its config fix, fed the analyzer's diagnostics. The fix writes a
    /// LogPerf.Appenders type: offered only when the project references it, and the fixed config loads in log4net.
    /// </summary>
    public class LP0007BufferingForThroughputTests
    {
        private const string Buffer =
            "<log4net>\n  <appender name=\"Buffer\" type=\"{|LP0007:log4net.Appender.BufferingForwardingAppender|}\">\n    <bufferSize value=\"512\" />\n" +
            "    <lossy value=\"false\" />\n    <fix value=\"268\" />\n    <evaluator type=\"log4net.Core.LevelEvaluator\">\n      <threshold value=\"WARN\" />\n    </evaluator>\n" +
            "    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n</log4net>";

        private static ConfigFixTest Test(string markup, string expected) => ConfigFixTest.Of(
            new LP0007BufferingForThroughputAnalyzer(), new LP0007BufferingForThroughputCodeFixProvider(), LP0007BufferingForThroughputCodeFixProvider.UseAsyncKey, "log4net.config", markup, expected);

        [Fact]
        public Task Non_lossy_buffering_forwarders_are_flagged_in_configs_and_code()
        {
            var test = new LogPerfAnalyzerTest<LP0007BufferingForThroughputAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Throughput"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender|}""><bufferSize value=""512"" /><appender-ref ref=""F"" /></appender>
  <appender name=""NotLossy"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender, log4net|}""><lossy value=""false"" /></appender>
  <appender name=""LastErrors"" type=""log4net.Appender.BufferingForwardingAppender"">
    <lossy value=""true"" /><evaluator type=""log4net.Core.LevelEvaluator""><threshold value=""ERROR"" /></evaluator>
  </appender>
  <appender name=""LossyNoEvaluator"" type=""log4net.Appender.BufferingForwardingAppender""><lossy value=""TRUE"" /></appender>
  <appender name=""Smtp"" type=""log4net.Appender.SmtpAppender"" />
  <appender name=""F"" type=""log4net.Appender.FileAppender"" />
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Appender;
public static class Setup
{
    public static IAppender A() => {|LP0007:new BufferingForwardingAppender { BufferSize = 512 }|};
    public static IAppender B() => {|LP0007:new BufferingForwardingAppender { Lossy = false }|};
    public static IAppender C(bool lossy) => new BufferingForwardingAppender { Lossy = lossy };
    public static IAppender D() => new BufferingForwardingAppender { Lossy = true, Evaluator = new log4net.Core.LevelEvaluator() };
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Switches_the_type_keeps_size_fix_and_refs_and_drops_lossy_and_evaluator() => Test(
            Buffer,
            "<log4net>\n  <appender name=\"Buffer\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <bufferSize value=\"512\" />\n" +
            "    <fix value=\"268\" />\n    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n</log4net>").RunAsync();

        [Fact]
        public async Task Without_LogPerf_Appenders_the_message_names_the_package_and_no_fix_is_offered()
        {
            var test = Test(Buffer, Buffer);
            test.References = TestReferenceSet.WithLog4Net;

            var (diagnostic, fixes) = Assert.Single(await test.OfferedAsync());
            await test.RunAsync();

            Assert.Empty(fixes);
            Assert.EndsWith("; add the LogPerf.Appenders package to switch to its AsyncForwardingAppender", diagnostic.GetMessage(), System.StringComparison.Ordinal);
        }
    }
}
