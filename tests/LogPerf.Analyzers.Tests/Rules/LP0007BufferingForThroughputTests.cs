using System.Linq;
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
            "    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n  <root><appender-ref ref=\"Buffer\" /></root>\n</log4net>";

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
  <root>
    <appender-ref ref=""Throughput"" /><appender-ref ref=""NotLossy"" /><appender-ref ref=""LastErrors"" /><appender-ref ref=""LossyNoEvaluator"" /><appender-ref ref=""Smtp"" />
  </root>
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

        /// <summary>
        /// A subclass that hands its full buffer to a background worker (an override of SendBuffer, as Easy.Logger's
        /// AsyncBufferingForwardingAppender does) is not the caller-thread flush the rule is about (issue 10).
        /// </summary>
        [Fact]
        public Task Subclasses_that_send_their_buffer_their_own_way_are_not_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0007BufferingForThroughputAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Background"" type=""App.BackgroundBufferingAppender, Test""><appender-ref ref=""F"" /></appender>
  <appender name=""Sealed"" type=""App.NightlyBufferingAppender, Test""><appender-ref ref=""F"" /></appender>
  <appender name=""Tagged"" type=""{|LP0007:App.TaggedBufferingAppender, Test|}""><appender-ref ref=""F"" /></appender>
  <appender name=""F"" type=""log4net.Appender.FileAppender"" />
  <root><appender-ref ref=""Background"" /><appender-ref ref=""Sealed"" /><appender-ref ref=""Tagged"" /></root>
</log4net>"));
            test.TestState.Sources.Add(@"
using System.Collections.Concurrent;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;

namespace App
{
    public class BackgroundBufferingAppender : BufferingForwardingAppender
    {
        private readonly BlockingCollection<LoggingEvent[]> _batches = new BlockingCollection<LoggingEvent[]>(16);

        public BackgroundBufferingAppender() => Task.Run(() =>
        {
            foreach (var batch in _batches.GetConsumingEnumerable())
            {
                base.SendBuffer(batch);
            }
        });

        protected override void SendBuffer(LoggingEvent[] events) => _batches.Add(events);
    }

    /// <summary>Inherits the background sending of its base.</summary>
    public sealed class NightlyBufferingAppender : BackgroundBufferingAppender { }

    /// <summary>Changes nothing about how the buffer is sent.</summary>
    public class TaggedBufferingAppender : BufferingForwardingAppender
    {
        public override void ActivateOptions() => base.ActivateOptions();
    }

    public static class Setup
    {
        public static IAppender A() => new BackgroundBufferingAppender { BufferSize = 512 };
        public static IAppender B() => {|LP0007:new TaggedBufferingAppender { BufferSize = 512 }|};
    }
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Switches_the_type_keeps_size_fix_and_refs_drops_lossy_and_evaluator_and_never_drops_an_event() => Test(
            Buffer,
            "<log4net>\n  <appender name=\"Buffer\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <bufferSize value=\"512\" />\n" +
            "    <fix value=\"268\" />\n    <appender-ref ref=\"RollingFile\" /> <!-- the file -->\n  </appender>\n  <root><appender-ref ref=\"Buffer\" /></root>\n</log4net>").RunAsync();

        /// <summary>
        /// Where an appender the buffer feeds is also reached another way (a logger names it; or another appender writes its
        /// file), its file mixes buffered lines with lines written at once, and an async forwarder in the buffer's place
        /// changes how long the buffered ones wait: a thread's lines landed in another order (the fix-safety harness,
        /// generated log4net #197). The switch is not offered there and the message says why; a buffer that is the only way
        /// to its appender keeps it.
        /// </summary>
        [Fact]
        public async Task No_switch_is_offered_where_the_buffers_appender_is_also_reached_another_way()
        {
            const string File = "<layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" />";
            var markup = "<log4net>\n" +
                         "  <appender name=\"Direct\" type=\"{|LP0007:log4net.Appender.BufferingForwardingAppender|}\"><bufferSize value=\"6\" /><appender-ref ref=\"File2\" /></appender>\n" +
                         $"  <appender name=\"File2\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/file2.log\" />{File}</appender>\n" +
                         "  <appender name=\"SameFile\" type=\"{|LP0007:log4net.Appender.BufferingForwardingAppender|}\"><bufferSize value=\"6\" /><appender-ref ref=\"File3\" /></appender>\n" +
                         $"  <appender name=\"File3\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/file3.log\" />{File}</appender>\n" +
                         $"  <appender name=\"File3b\" type=\"log4net.Appender.FileAppender\"><file value=\"logs//File3.log\" />{File}</appender>\n" +
                         "  <appender name=\"Alone\" type=\"{|LP0007:log4net.Appender.BufferingForwardingAppender|}\"><bufferSize value=\"6\" /><appender-ref ref=\"File4\" /></appender>\n" +
                         $"  <appender name=\"File4\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/file4.log\" />{File}</appender>\n" +
                         "  <root><appender-ref ref=\"Direct\" /><appender-ref ref=\"SameFile\" /><appender-ref ref=\"Alone\" /></root>\n" +
                         "  <logger name=\"Audit\"><appender-ref ref=\"File2\" /><appender-ref ref=\"File3b\" /></logger>\n" +
                         "</log4net>";

            var offered = await Test(markup, markup).OfferedAsync();

            Assert.Equal(
                new[] { "Direct: ", "SameFile: ", "Alone: " + LP0007BufferingForThroughputCodeFixProvider.UseAsyncKey },
                offered.Select((o, i) => $"{new[] { "Direct", "SameFile", "Alone" }[i]}: {string.Join(" ", o.Fixes)}"));
            Assert.EndsWith(
                "; no switch is offered: appender 'File2' is also reached another way, and a background path beside that one would change the order of its lines",
                offered[0].Diagnostic.GetMessage(), System.StringComparison.Ordinal);
            Assert.Contains("appender 'File3' is also reached another way", offered[1].Diagnostic.GetMessage(), System.StringComparison.Ordinal);
        }

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

        /// <summary>
        /// A bufferSize of 1 or less creates no buffer (each event is sent on at once), and an appender no logger reaches is
        /// never created: neither holds events (corpus review, issue 10).
        /// </summary>
        [Fact]
        public Task Buffers_that_hold_nothing_and_appenders_no_logger_reaches_are_not_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0007BufferingForThroughputAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Zero"" type=""log4net.Appender.BufferingForwardingAppender""><bufferSize value=""0"" /><appender-ref ref=""F"" /></appender>
  <appender name=""One"" type=""log4net.Appender.BufferingForwardingAppender""><bufferSize value=""1"" /><appender-ref ref=""F"" /></appender>
  <appender name=""Two"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender|}""><bufferSize value=""2"" /><appender-ref ref=""F"" /></appender>
  <appender name=""Unparsable"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender|}""><bufferSize value=""none"" /><appender-ref ref=""F"" /></appender>
  <appender name=""Unreferenced"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""F"" /></appender>
  <appender name=""Muted"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""F"" /></appender>
  <appender name=""Twin"" type=""{|LP0007:log4net.Appender.BufferingForwardingAppender|}""><appender-ref ref=""F"" /></appender>
  <appender name=""Twin"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""F"" /></appender>
  <appender name=""F"" type=""log4net.Appender.FileAppender"" />
  <root><appender-ref ref=""Zero"" /><appender-ref ref=""One"" /><appender-ref ref=""Two"" /><appender-ref ref=""Unparsable"" /><appender-ref ref=""Twin"" /></root>
  <logger name=""Off""><level value=""OFF"" /><appender-ref ref=""Muted"" /></logger>
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Appender;
public static class Setup
{
    public static IAppender Zero() => new BufferingForwardingAppender { BufferSize = 0 };
    public static IAppender One() => new BufferingForwardingAppender { BufferSize = 1 };
    public static IAppender Two() => {|LP0007:new BufferingForwardingAppender { BufferSize = 2 }|};
}");
            return test.RunAsync();
        }
    }
}
