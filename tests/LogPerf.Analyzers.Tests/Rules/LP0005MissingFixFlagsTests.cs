using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using log4net;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0005 in configs and its config fix, fed the analyzer's diagnostics; fixed configs load and log in log4net.</summary>
    public class LP0005MissingFixFlagsTests
    {
        private static ConfigFixTest Test(string markup, string expected) => ConfigFixTest.Of(
            new LP0005MissingFixFlagsAnalyzer(), new LP0005MissingFixFlagsCodeFixProvider(), LP0005MissingFixFlagsCodeFixProvider.AddFixKey, "log4net.config", markup, expected);

        [Fact]
        public Task Missing_fix_is_flagged_unless_a_layout_could_read_anything()
        {
            var test = new LogPerfAnalyzerTest<LP0005MissingFixFlagsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net>" + FixFlagsSamples.Layouts + @"
  <appender name=""ToPattern"" type=""{|LP0005:log4net.Appender.BufferingForwardingAppender|}""><appender-ref ref=""Pattern"" /></appender>
  <appender name=""Outer"" type=""{|LP0005:log4net.Appender.BufferingForwardingAppender|}""><appender-ref ref=""Inner"" /></appender>
  <appender name=""Inner"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""268"" /><appender-ref ref=""Props"" /><appender-ref ref=""Xml"" /></appender>
  <appender name=""ToCustom"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""Custom"" /></appender>
  <appender name=""Mail"" type=""{|LP0005:log4net.Appender.SmtpAppender|}""><layout type=""log4net.Layout.SimpleLayout"" /></appender>
  <appender name=""Db"" type=""{|LP0005:log4net.Appender.AdoNetAppender|}"">
    <parameter><parameterName value=""@date"" /><layout type=""log4net.Layout.RawTimeStampLayout"" /></parameter>
    <parameter><parameterName value=""@msg"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message"" /></layout></parameter>
  </appender>
  <appender name=""Fixed"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""Message, ThreadName, Exception"" /><appender-ref ref=""Pattern"" /></appender>
  <root><appender-ref ref=""ToPattern"" /></root>
  <logger name=""A"" additivity=""false""><appender-ref ref=""Outer"" /></logger>
  <logger name=""B"" additivity=""false""><appender-ref ref=""ToCustom"" /></logger>
  <logger name=""C"" additivity=""false""><appender-ref ref=""Mail"" /></logger>
  <logger name=""D"" additivity=""false""><appender-ref ref=""Db"" /></logger>
  <logger name=""E"" additivity=""false""><appender-ref ref=""Fixed"" /></logger>
</log4net>"));
            return test.RunAsync();
        }

        /// <summary>
        /// Forwarders such as Log4Net.Async's set their own Fix on the buffering appenders they feed (issue 10): recognised
        /// when the forwarder's type is in sight and has a settable Fix; said in the message when it is out of sight.
        /// </summary>
        [Fact]
        public async Task A_buffer_fed_only_by_forwarders_that_set_its_fix_is_not_flagged()
        {
            const string Db = "<layout type=\"log4net.Layout.SimpleLayout\" />";
            var test = new LogPerfAnalyzerTest<LP0005MissingFixFlagsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", $@"<log4net>
  <appender name=""Fixing"" type=""App.FixingForwarder, Test""><appender-ref ref=""FedOnly"" /><appender-ref ref=""AlsoDirect"" /></appender>
  <appender name=""FedOnly"" type=""log4net.Appender.SmtpAppender"">{Db}</appender>
  <appender name=""AlsoDirect"" type=""{{|LP0005:log4net.Appender.SmtpAppender|}}"">{Db}</appender>
  <appender name=""Plain"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""FedByPlain"" /></appender>
  <appender name=""FedByPlain"" type=""{{|LP0005:log4net.Appender.SmtpAppender|}}"">{Db}</appender>
  <appender name=""Unseen"" type=""Vendor.AsyncForwarder, Vendor.Logging""><appender-ref ref=""FedByUnseen"" /></appender>
  <appender name=""FedByUnseen"" type=""{{|#0:log4net.Appender.SmtpAppender|}}"">{Db}</appender>
  <root><appender-ref ref=""Fixing"" /><appender-ref ref=""AlsoDirect"" /><appender-ref ref=""Plain"" /><appender-ref ref=""Unseen"" /></root>
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Appender;
using log4net.Core;

namespace App
{
    public class FixingForwarder : ForwardingAppender
    {
        public FixFlags Fix { get; set; } = FixFlags.Partial;

        public override void AddAppender(IAppender appender)
        {
            base.AddAppender(appender);
            if (appender is BufferingAppenderSkeleton buffering)
            {
                buffering.Fix = Fix;
            }
        }
    }
}");
            test.ExpectedDiagnostics.Add(new Microsoft.CodeAnalysis.Testing.DiagnosticResult(Diagnostics.Descriptors.MissingFixFlags).WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(0).WithArguments(
                "Appender 'FedByUnseen'",
                "the layouts it feeds need only 'Message, Exception' (SimpleLayout); Appender 'Unseen' forwards to it with type 'Vendor.AsyncForwarder, Vendor.Logging', which the build cannot see: " +
                "if that forwarder sets Fix on the appenders it feeds (Log4Net.Async's do), this does not apply"));
            await test.RunAsync();
        }

        [Fact]
        public Task Missing_fix_is_added_as_the_first_child_with_the_childrens_indentation() => Test(
            "<log4net>\n  <appender name=\"B\" type=\"{|LP0005:log4net.Appender.BufferingForwardingAppender|}\">\n      <bufferSize value=\"512\" />\n      <appender-ref ref=\"Pattern\" />\n  </appender>" + FixFlagsSamples.Layouts + "\n  <root><appender-ref ref=\"B\" /></root>\n</log4net>",
            "<log4net>\n  <appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\">\n      <fix value=\"Message, ThreadName, Exception\" />\n      <bufferSize value=\"512\" />\n      <appender-ref ref=\"Pattern\" />\n  </appender>" + FixFlagsSamples.Layouts + "\n  <root><appender-ref ref=\"B\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public Task Missing_fix_on_a_one_line_appender_stays_on_that_line_and_fix_all_covers_every_appender()
        {
            const string Target = "\r\n<appender name=\"F\" type=\"log4net.Appender.FileAppender\"><layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" /></appender>" +
                "\r\n<root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>";
            var test = Test(
                "<log4net>\r\n<appender name=\"A\" type=\"{|LP0005:log4net.Appender.BufferingForwardingAppender|}\"><appender-ref ref=\"F\" /></appender>\r\n<appender name=\"B\" type=\"{|LP0005:log4net.Appender.BufferingForwardingAppender|}\"><appender-ref ref=\"F\" /></appender>" + Target + "\r\n</log4net>",
                "<log4net>\r\n<appender name=\"A\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"Message, Exception\" /><appender-ref ref=\"F\" /></appender>\r\n<appender name=\"B\" type=\"log4net.Appender.BufferingForwardingAppender\"><fix value=\"Message, Exception\" /><appender-ref ref=\"F\" /></appender>" + Target + "\r\n</log4net>");
            test.FixAllScope = FixAllScope.Project;
            return test.RunAsync();
        }

        [Fact]
        public async Task The_least_fix_keeps_the_callers_thread_name_when_another_thread_flushes()
        {
            using var folder = new TempFolder("log");
            var config = $@"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""{folder.PortableFile("app.log")}"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""[%thread] %message%newline"" /></layout>
  </appender>
  <appender name=""Buffer"" type=""{{|LP0005:log4net.Appender.BufferingForwardingAppender|}}"">
    <bufferSize value=""10"" />
    <appender-ref ref=""File"" />
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""Buffer"" /></root>
</log4net>";
            var fixedConfig = config.Replace("{|LP0005:log4net.Appender.BufferingForwardingAppender|}\">", "log4net.Appender.BufferingForwardingAppender\">\n    <fix value=\"Message, ThreadName, Exception\" />");
            var fixedSolution = await Test(config.Replace("\r\n", "\n"), fixedConfig.Replace("\r\n", "\n")).RunAsync();

            var problems = Log4NetLoad.Problems(await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"), repository =>
            {
                var caller = new Thread(() => LogManager.GetLogger(repository.Name, "test").Info("from the caller")) { Name = "caller-thread" };
                caller.Start();
                caller.Join();
            });

            Assert.Empty(problems);
            Assert.Equal("[caller-thread] from the caller" + Environment.NewLine, File.ReadAllText(folder.PortableFile("app.log")));
        }

        /// <summary>
        /// Appenders log4net never creates (no logger reaches them, a later duplicate of a name, only a logger at OFF) fix
        /// nothing; and when the layouts need LocationInfo, the least flags walk the stack as FixFlags.All does, so there
        /// is nothing to gain (corpus review, issue 10).
        /// </summary>
        /// <summary>
        /// log4net hands one LoggingEvent to every appender of a log call, and a partial Fix freezes it: the file appender
        /// that renders the event after the buffer would print an empty thread. The appenders sharing the buffer's events
        /// count, so a buffer beside one that prints the location is not flagged, and one beside %thread must fix it.
        /// </summary>
        [Fact]
        public Task Appenders_rendering_the_same_events_count_for_the_fix()
        {
            var test = new LogPerfAnalyzerTest<LP0005MissingFixFlagsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Mail"" type=""log4net.Appender.SmtpAppender""><layout type=""log4net.Layout.PatternLayout"" value=""%message%newline"" /></appender>
  <appender name=""Where"" type=""log4net.Appender.FileAppender""><layout type=""log4net.Layout.PatternLayout"" value=""%location %message%newline"" /></appender>
  <appender name=""Audit"" type=""{|#0:log4net.Appender.SmtpAppender|}""><layout type=""log4net.Layout.PatternLayout"" value=""%message%newline"" /></appender>
  <appender name=""Threads"" type=""log4net.Appender.FileAppender""><layout type=""log4net.Layout.PatternLayout"" value=""[%thread] %message%newline"" /></appender>
  <root><appender-ref ref=""Mail"" /><appender-ref ref=""Where"" /></root>
  <logger name=""Audit"" additivity=""false""><appender-ref ref=""Audit"" /><appender-ref ref=""Threads"" /></logger>
</log4net>"));
            test.ExpectedDiagnostics.Add(new Microsoft.CodeAnalysis.Testing.DiagnosticResult(LogPerf.Analyzers.Diagnostics.Descriptors.MissingFixFlags).WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(0)
                .WithArguments("Appender 'Audit'", "the layouts it feeds need only 'Message, ThreadName, Exception' (%message, %thread)"));
            return test.RunAsync();
        }

        [Fact]
        public Task Buffers_no_logger_reaches_or_that_need_the_location_anyway_are_not_flagged()
        {
            const string Layout = "<layout type=\"log4net.Layout.SimpleLayout\" />";
            var test = new LogPerfAnalyzerTest<LP0005MissingFixFlagsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", $@"<log4net>
  <appender name=""Unreferenced"" type=""log4net.Appender.SmtpAppender"">{Layout}</appender>
  <appender name=""Twin"" type=""{{|LP0005:log4net.Appender.SmtpAppender|}}"">{Layout}</appender>
  <appender name=""Twin"" type=""log4net.Appender.SmtpAppender"">{Layout}</appender>
  <appender name=""Muted"" type=""log4net.Appender.SmtpAppender"">{Layout}</appender>
  <appender name=""DeadForwarder"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""BehindDead"" /></appender>
  <appender name=""BehindDead"" type=""log4net.Appender.SmtpAppender"">{Layout}</appender>
  <appender name=""Forwarder"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""Behind"" /></appender>
  <appender name=""Behind"" type=""{{|LP0005:log4net.Appender.SmtpAppender|}}"">{Layout}</appender>
  <appender name=""ToLines"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""Lines"" /></appender>
  <appender name=""Lines"" type=""log4net.Appender.FileAppender""><layout type=""log4net.Layout.PatternLayout"" value=""%file:%line %message%newline"" /></appender>
  <appender name=""Db"" type=""log4net.Appender.AdoNetAppender"">
    <parameter><parameterName value=""@msg"" /><layout type=""log4net.Layout.PatternLayout"" value=""%message"" /></parameter>
    <parameter><parameterName value=""@where"" /><layout type=""log4net.Layout.PatternLayout"" value=""%location"" /></parameter>
  </appender>
  <root><appender-ref ref=""Twin"" /><appender-ref ref=""Forwarder"" /></root>
  <logger name=""Where"" additivity=""false""><appender-ref ref=""ToLines"" /><appender-ref ref=""Db"" /></logger>
  <logger name=""Off""><level value=""OFF"" /><appender-ref ref=""Muted"" /></logger>
</log4net>"));
            return test.RunAsync();
        }

        /// <summary>
        /// Log4Net.Async's forwarders set their Fix (Partial by default) on every buffering appender they feed, in
        /// AddAppender: known by their full names when the build cannot see the library. The out-of-sight hedge is left
        /// out when a logger names the appender itself, as the forwarder cannot help there.
        /// </summary>
        [Fact]
        public async Task Buffers_fed_by_Log4Net_Async_forwarders_out_of_sight_are_not_flagged()
        {
            const string Layout = "<layout type=\"log4net.Layout.SimpleLayout\" />";
            var test = new LogPerfAnalyzerTest<LP0005MissingFixFlagsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", $@"<log4net>
  <appender name=""Async"" type=""Log4Net.Async.AsyncForwardingAppender,Log4Net.Async""><appender-ref ref=""FedByAsync"" /></appender>
  <appender name=""FedByAsync"" type=""log4net.Appender.SmtpAppender"">{Layout}</appender>
  <appender name=""Parallel"" type=""log4net.async.parallelforwardingappender""><appender-ref ref=""FedByParallel"" /></appender>
  <appender name=""FedByParallel"" type=""log4net.Appender.AdoNetAppender""><parameter><parameterName value=""@m"" />{Layout}</parameter></appender>
  <appender name=""Elsewhere"" type=""Log4Net.Async.AsyncForwardingAppender, Other.Assembly""><appender-ref ref=""FedByElsewhere"" /></appender>
  <appender name=""FedByElsewhere"" type=""{{|#0:log4net.Appender.SmtpAppender|}}"">{Layout}</appender>
  <appender name=""Both"" type=""Log4Net.Async.AsyncForwardingAppender, Log4Net.Async""><appender-ref ref=""AlsoDirect"" /></appender>
  <appender name=""Unseen"" type=""Vendor.AsyncForwarder, Vendor.Logging""><appender-ref ref=""AlsoDirect"" /></appender>
  <appender name=""AlsoDirect"" type=""{{|#1:log4net.Appender.SmtpAppender|}}"">{Layout}</appender>
  <root>
    <appender-ref ref=""Async"" /><appender-ref ref=""Parallel"" /><appender-ref ref=""Elsewhere"" />
    <appender-ref ref=""Both"" /><appender-ref ref=""Unseen"" /><appender-ref ref=""AlsoDirect"" />
  </root>
</log4net>"));
            const string Need = "the layouts it feeds need only 'Message, Exception' (SimpleLayout)";
            test.ExpectedDiagnostics.Add(new Microsoft.CodeAnalysis.Testing.DiagnosticResult(Diagnostics.Descriptors.MissingFixFlags).WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(0).WithArguments(
                "Appender 'FedByElsewhere'",
                Need + "; Appender 'Elsewhere' forwards to it with type 'Log4Net.Async.AsyncForwardingAppender, Other.Assembly', which the build cannot see: " +
                "if that forwarder sets Fix on the appenders it feeds (Log4Net.Async's do), this does not apply"));
            test.ExpectedDiagnostics.Add(new Microsoft.CodeAnalysis.Testing.DiagnosticResult(Diagnostics.Descriptors.MissingFixFlags).WithOptions(Microsoft.CodeAnalysis.Testing.DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(1).WithArguments("Appender 'AlsoDirect'", Need));
            await test.RunAsync();
        }
    }
}
