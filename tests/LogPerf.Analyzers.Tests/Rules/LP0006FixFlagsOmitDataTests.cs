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
  <appender name=""AllItPrints"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""Message, ThreadName, Exception"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""ToCustom"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""None"" /><appender-ref ref=""Custom"" /></appender>
</log4net>"));
            return test.RunAsync();
        }

        private static Microsoft.CodeAnalysis.Testing.DiagnosticResult Expected(int location, params object[] arguments) =>
            new Microsoft.CodeAnalysis.Testing.DiagnosticResult(LogPerf.Analyzers.Diagnostics.Descriptors.FixFlagsOmitData)
                .WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(location).WithArguments(arguments);

        private const string ExceptionProbeFile = @"
  <appender name=""File"" type=""log4net.Appender.FileAppender""><file value=""a.log"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date [%thread] %message%newline"" /></layout>
  </appender>";

        /// <summary>
        /// log4net locks the event once it has fixed the flags asked for: GetExceptionString() then returns null, and the
        /// FileAppender, which writes the exception after a PatternLayout without %exception, writes none.
        /// </summary>
        [Fact]
        public async Task Exception_left_to_the_appender_and_not_fixed_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net>" + ExceptionProbeFile + @"
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|#0:Message, ThreadName|}"" /><appender-ref ref=""File"" /></appender>
</log4net>"));
            test.ExpectedDiagnostics.Add(Expected(0, "Appender 'Buffer'", "Message, ThreadName", "Exception", "the exception written after a layout that ignores it", "the exception text is dropped"));
            await test.RunAsync();
        }

        /// <summary>
        /// LP0007's fix keeps a buffer's Fix on LogPerf's AsyncForwardingAppender, which freezes the event as the buffer did
        /// (the fix-safety harness: after LP0007 alone the exceptions stayed dropped): the same Fix is flagged there.
        /// </summary>
        [Fact]
        public async Task LogPerfs_async_forwarder_with_a_Fix_without_Exception_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net>" + ExceptionProbeFile + @"
  <appender name=""Async"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders""><fix value=""{|#0:Message, ThreadName|}"" /><appender-ref ref=""File"" /></appender>
</log4net>"));
            test.ExpectedDiagnostics.Add(Expected(0, "Appender 'Async'", "Message, ThreadName", "Exception", "the exception written after a layout that ignores it", "the exception text is dropped"));
            await test.RunAsync();
        }

        [Fact]
        public async Task Appdomain_without_Domain_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender""><file value=""a.log"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""[%appdomain] [%thread] %message%newline"" /></layout>
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|#0:Message, ThreadName, Exception|}"" /><appender-ref ref=""File"" /></appender>
  <appender name=""Short"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|#1:Message, ThreadName, Exception|}"" /><appender-ref ref=""ShortFile"" /></appender>
  <appender name=""ShortFile"" type=""log4net.Appender.FileAppender""><file value=""b.log"" /><layout type=""log4net.Layout.PatternLayout"" value=""%a %m%n"" /></appender>
</log4net>"));
            test.ExpectedDiagnostics.Add(Expected(0, "Appender 'Buffer'", "Message, ThreadName, Exception", "Domain", "%appdomain", "the domain prints empty"));
            test.ExpectedDiagnostics.Add(Expected(1, "Appender 'Short'", "Message, ThreadName, Exception", "Domain", "%a", "the domain prints empty"));
            await test.RunAsync();
        }

        /// <summary>%exception reads GetExceptionString() too (log4net's ExceptionPatternConverter), so it needs Exception as well.</summary>
        [Fact]
        public async Task Exception_printed_by_the_pattern_and_not_fixed_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender""><file value=""a.log"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date %message%newline%exception"" /></layout>
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|#0:Message, Partial|}"" /><appender-ref ref=""File"" /></appender>
  <appender name=""Thin"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|#1:Message|}"" /><appender-ref ref=""File"" /></appender>
</log4net>"));
            test.ExpectedDiagnostics.Add(Expected(1, "Appender 'Thin'", "Message", "Exception", "%exception", "the exception text is dropped"));
            await test.RunAsync();
        }

        /// <summary>
        /// AdoNetAppender formats its layouts alone (log4net's AdoNetAppender never calls RenderLoggingEvent): the exception
        /// is needed only where a parameter prints it.
        /// </summary>
        [Fact]
        public async Task AdoNetAppender_needs_Exception_only_where_a_parameter_prints_it()
        {
            const string Parameter = @"<parameter><parameterName value=""@message"" /><dbType value=""String"" /><size value=""4000"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message"" /></layout></parameter>";
            var test = new LogPerfAnalyzerTest<LP0006FixFlagsOmitDataAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""NoException"" type=""log4net.Appender.AdoNetAppender""><fix value=""Message"" /><commandText value=""INSERT INTO Log ([Message]) VALUES (@message)"" />" + Parameter + @"</appender>
  <appender name=""WithException"" type=""log4net.Appender.AdoNetAppender""><fix value=""{|#0:Message|}"" /><commandText value=""INSERT INTO Log ([Message],[Exception]) VALUES (@message, @exception)"" />" + Parameter + @"
    <parameter><parameterName value=""@exception"" /><dbType value=""String"" /><size value=""2000"" /><layout type=""log4net.Layout.ExceptionLayout"" /></parameter>
  </appender>
</log4net>"));
            test.ExpectedDiagnostics.Add(Expected(0, "Appender 'WithException'", "Message", "Exception", "ExceptionLayout", "the exception text is dropped"));
            await test.RunAsync();
        }

        [Fact]
        public Task Omitted_exception_and_domain_are_added_keeping_names_and_numbers() => ConfigFixTest.Of(
            new LP0006FixFlagsOmitDataAnalyzer(),
            new LP0006FixFlagsOmitDataCodeFixProvider(),
            LP0006FixFlagsOmitDataCodeFixProvider.AddMissingKey,
            "log4net.config",
            "<log4net><appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"{|LP0006:Message, ThreadName|}\" /><appender-ref ref=\"F\" /></appender>"
            + "<appender name=\"N\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"{|LP0006:12|}\" /><appender-ref ref=\"F\" /></appender>"
            + "<appender name=\"F\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"[%appdomain] [%thread] %message%newline\" /></appender></log4net>",
            "<log4net><appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"Message, ThreadName, Exception, Domain\" /><appender-ref ref=\"F\" /></appender>"
            + "<appender name=\"N\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"332\" /><appender-ref ref=\"F\" /></appender>"
            + "<appender name=\"F\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"[%appdomain] [%thread] %message%newline\" /></appender></log4net>").RunAsync();

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
