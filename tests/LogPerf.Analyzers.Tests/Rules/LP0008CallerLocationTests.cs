using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis.Testing;
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

        /// <summary>
        /// Every layout that renders an appender's events counts, through the same layout model as LP0005: an
        /// AdoNetAppender's parameter layouts (five caller-location patterns in one public App.config), whichever way the
        /// pattern is written; and events below ERROR must reach the appender (logger levels included).
        /// </summary>
        [Fact]
        public Task Parameter_layouts_are_read_and_only_ordinary_traffic_counts()
        {
            var test = new LogPerfAnalyzerTest<LP0008CallerLocationAnalyzer> { TestCode = string.Empty };
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Db"" type=""log4net.Appender.AdoNetAppender"">
    <parameter><parameterName value=""@file"" /><layout type=""log4net.Layout.PatternLayout"" value=""{|LP0008:%file|}"" /></parameter>
    <parameter><parameterName value=""@location"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""{|LP0008:%location|}"" /></layout></parameter>
    <parameter><parameterName value=""@line"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern>  {|LP0008:%line|}  </conversionPattern></layout></parameter>
    <parameter><parameterName value=""@message"" /><layout type=""log4net.Layout.PatternLayout"" value=""%message"" /></parameter>
    <parameter><parameterName value=""@date"" /><layout type=""log4net.Layout.RawTimeStampLayout"" /></parameter>
  </appender>
  <appender name=""SevereOnly"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%location %m%n"" /></layout>
  </appender>
  <root><level value=""INFO"" /><appender-ref ref=""Db"" /></root>
  <logger name=""Audit"" additivity=""false""><level value=""ERROR"" /><appender-ref ref=""SevereOnly"" /></logger>
</log4net>"));
            return test.RunAsync();
        }

        /// <summary>
        /// One diagnostic per layout names every location conversion it holds, each once, in order: removing what the message
        /// names leaves nothing to report (issue 25: after removing %method a second LP0008 appeared for %line).
        /// </summary>
        [Fact]
        public Task One_diagnostic_per_layout_names_every_location_conversion()
        {
            var test = new LogPerfAnalyzerTest<LP0008CallerLocationAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""F"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""{|#0:%date %method:%line %M %-20.30file %message%newline|}"" /></layout>
  </appender>
  <appender name=""G"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""{|#1:%date %stacktrace{3} %level %message%newline|}"" /></layout>
  </appender>
  <root><appender-ref ref=""F"" /><appender-ref ref=""G"" /></root>
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Layout;
public static class Setup
{
    public static ILayout A() => new PatternLayout({|#2:""%L %type %L %m%n""|});
}");
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.CallerLocation).WithLocation(0).WithArguments("%method, %line, %M, %file"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.CallerLocation).WithLocation(1).WithArguments("%stacktrace"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.CallerLocation).WithLocation(2).WithArguments("%L, %type"));
            return test.RunAsync();
        }
    }
}