using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0006 in configs and its config fix, fed the analyzer's diagnostics; the fixed config loads in log4net.</summary>
    public class LP0006FixFlagsOmitDataTests
    {
        [Fact]
        public Task Explicit_fix_missing_thread_sensitive_data_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net>" + FixFlagsSamples.Layouts + @"
  <appender name=""Seed004"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""268"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""NoThread"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|LP0006:Message, Exception|}"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""NoProps"" type=""log4net.Appender.BufferingForwardingAppender""><param name=""Fix"" value=""{|LP0006:268|}"" /><appender-ref ref=""Props"" /></appender>
  <appender name=""XmlPartial"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|LP0006:Partial|}"" /><appender-ref ref=""Xml"" /></appender>
  <appender name=""NoDomainIsFine"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""Message, ThreadName"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""ToCustom"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""None"" /><appender-ref ref=""Custom"" /></appender>
</log4net>"));
            return test.RunAsync();
        }

        [Fact]
        public Task Omitted_flags_are_added_to_the_value_only() => ConfigFixTest.Of(
            new LP0006FixFlagsOmitDataAnalyzer(),
            new LP0006FixFlagsOmitDataCodeFixProvider(),
            LP0006FixFlagsOmitDataCodeFixProvider.AddMissingKey,
            "log4net.config",
            "<log4net><appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\"><param name=\"Fix\" value=\"{|LP0006:268|}\" /><!-- 268: Message, ThreadName, Exception --><appender-ref ref=\"Props\" /></appender>" + FixFlagsSamples.Layouts + "</log4net>",
            "<log4net><appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\"><param name=\"Fix\" value=\"780\" /><!-- 268: Message, ThreadName, Exception --><appender-ref ref=\"Props\" /></appender>" + FixFlagsSamples.Layouts + "</log4net>").RunAsync();
    }
}
