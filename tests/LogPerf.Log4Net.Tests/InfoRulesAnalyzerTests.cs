using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class InfoRulesAnalyzerTests
    {
        [Fact]
        public Task Non_lossy_buffering_forwarders_are_flagged_in_configs_and_code()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", @"<log4net>
  <appender name=""Throughput"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender|}""><bufferSize value=""512"" /><appender-ref ref=""F"" /></appender>
  <appender name=""NotLossy"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender, log4net|}""><lossy value=""false"" /></appender>
  <appender name=""LastErrors"" type=""log4net.Appender.BufferingForwardingAppender"">
    <lossy value=""true"" /><evaluator type=""log4net.Core.LevelEvaluator""><threshold value=""ERROR"" /></evaluator>
  </appender>
  <appender name=""LossyNoEvaluator"" type=""log4net.Appender.BufferingForwardingAppender""><lossy value=""TRUE"" /></appender>
  <appender name=""Smtp"" type=""log4net.Appender.SmtpAppender"" />
  <appender name=""F"" type=""log4net.Appender.FileAppender"" />
</log4net>"));
            project.Sources.Add(("Setup.cs", @"
using log4net.Appender;
public static class Setup
{
    public static IAppender A() => {|LP0007:new BufferingForwardingAppender { BufferSize = 512 }|};
    public static IAppender B() => {|LP0007:new BufferingForwardingAppender { Lossy = false }|};
    public static IAppender C(bool lossy) => new BufferingForwardingAppender { Lossy = lossy };
    public static IAppender D() => new BufferingForwardingAppender { Lossy = true, Evaluator = new log4net.Core.LevelEvaluator() };
}"));
            return DiagnosticVerifier.VerifyAsync(new LP0007BufferingForThroughputAnalyzer(), Log4NetReference.References, project);
        }

        [Fact]
        public Task Caller_location_is_flagged_on_busy_appenders_and_in_code()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", @"<log4net>
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
            project.Sources.Add(("Setup.cs", @"
using log4net.Layout;
public static class Setup
{
    private const string WithLine = ""%file:%line %m%n"";
    public static ILayout A() => new PatternLayout({|LP0008:""%date %location %message%newline""|});
    public static ILayout B() => new PatternLayout { ConversionPattern = {|LP0008:WithLine|} };
    public static ILayout C() => new PatternLayout(""%date %message%newline"");
}"));
            return DiagnosticVerifier.VerifyAsync(new LP0008CallerLocationAnalyzer(), Log4NetReference.References, project);
        }
    }
}
