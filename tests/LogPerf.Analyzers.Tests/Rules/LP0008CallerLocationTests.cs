using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0008 in configs and code (the rule offers no fix).</summary>
    public class LP0008CallerLocationTests
    {
        [Fact]
        public Task Caller_location_is_flagged_on_busy_appenders_and_in_code()
        {
            var test = new LogPerfAnalyzerTest<LP0008CallerLocationAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Busy"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""{|LP0008:%date %method:%line %message%newline|}"" /></layout>
  </appender>
  <appender name=""ShortForm"" type=""log4net.Appender.ConsoleAppender"">
    <layout type=""log4net.Layout.PatternLayout"" value=""{|LP0008:%d %-5p %C.%M - %m%n|}"" />
  </appender>
  <appender name=""Forwarded"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><param name=""ConversionPattern"" value=""{|LP0008:%location %m%n|}"" /></layout>
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""Forwarded"" /></appender>
  <appender name=""ErrorsOnly"" type=""log4net.Appender.FileAppender"">
    <threshold value=""ERROR"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%location %m%n"" /></layout>
  </appender>
  <appender name=""CapitalLevel"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""{|LP0008:%Level %message%newline|}"" /></layout>
  </appender>
  <appender name=""Unused"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%location %m%n"" /></layout>
  </appender>
  <appender name=""Plain"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date %logger %message - 100%% %level%newline"" /></layout>
  </appender>
  <root>
    <appender-ref ref=""Busy"" /><appender-ref ref=""ShortForm"" /><appender-ref ref=""Buffer"" /><appender-ref ref=""ErrorsOnly"" /><appender-ref ref=""Plain"" /><appender-ref ref=""CapitalLevel"" />
  </root>
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Layout;
public static class Setup
{
    private const string WithLine = ""%file:%line %m%n"";
    public static ILayout A() => new PatternLayout({|LP0008:""%date %location %message%newline""|});
    public static ILayout B() => new PatternLayout { ConversionPattern = {|LP0008:WithLine|} };
    public static ILayout C() => new PatternLayout(""%date %message%newline"");
}");
            return test.RunAsync();
        }
    }
}
