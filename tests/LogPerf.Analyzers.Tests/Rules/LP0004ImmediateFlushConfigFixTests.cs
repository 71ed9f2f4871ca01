using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0004's config fixes, fed the analyzer's diagnostics; every fixed config loads in log4net with LogPerf.Appenders.
    /// Both fixes write LogPerf.Appenders types, so neither is offered when the project does not reference it.
    /// </summary>
    public class LP0004ImmediateFlushConfigFixTests
    {
        private static ConfigFixTest Test(string key, string markup, string expected) =>
            ConfigFixTest.Of(new LP0004ImmediateFlushAnalyzer(), new LP0004ImmediateFlushCodeFixProvider(), key, "log4net.config", markup, expected);

        [Fact]
        public Task Forwarding_adds_one_lossless_forwarder_after_the_appender_and_routes_every_ref_through_it() => Test(
            LP0004ImmediateFlushCodeFixProvider.ForwardKey,
            "<log4net>\n" +
            "    <appender name=\"File\" type=\"{|LP0004:log4net.Appender.RollingFileAppender|}\">\n" +
            "        <file value=\"a.log\" />\n" +
            "    </appender>\n" +
            "    <appender name=\"Buffer\" type=\"log4net.Appender.ForwardingAppender\">\n" +
            "        <appender-ref ref=\"File\" />\n" +
            "    </appender>\n" +
            "    <root>\n" +
            "        <appender-ref ref=\"File\" /> <!-- main -->\n" +
            "    </root>\n" +
            "    <logger name=\"Audit\"><appender-ref ref=\"File\" /></logger>\n" +
            "</log4net>",
            "<log4net>\n" +
            "    <appender name=\"File\" type=\"log4net.Appender.RollingFileAppender\">\n" +
            "        <file value=\"a.log\" />\n" +
            "    </appender>\n" +
            "    <appender name=\"FileAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n" +
            "        <enqueueTimeout value=\"-1\" />\n" +
            "        <shutdownTimeout value=\"-1\" />\n" +
            "        <appender-ref ref=\"File\" />\n" +
            "    </appender>\n" +
            "    <appender name=\"Buffer\" type=\"log4net.Appender.ForwardingAppender\">\n" +
            "        <appender-ref ref=\"FileAsync\" />\n" +
            "    </appender>\n" +
            "    <root>\n" +
            "        <appender-ref ref=\"FileAsync\" /> <!-- main -->\n" +
            "    </root>\n" +
            "    <logger name=\"Audit\"><appender-ref ref=\"FileAsync\" /></logger>\n" +
            "</log4net>").RunAsync();

        [Fact]
        public Task Forwarding_keeps_tabs_and_crlf_and_picks_a_free_name() => Test(
            LP0004ImmediateFlushCodeFixProvider.ForwardKey,
            "<log4net>\r\n\t<appender name=\"F\" type=\"log4net.Appender.FileAppender\">\r\n\t\t{|LP0004:<immediateFlush value=\"true\" />|}\r\n\t</appender>\r\n\t<appender name=\"FAsync\" type=\"X\" />\r\n\t<root><appender-ref ref=\"F\" /></root>\r\n</log4net>",
            "<log4net>\r\n\t<appender name=\"F\" type=\"log4net.Appender.FileAppender\">\r\n\t\t<immediateFlush value=\"true\" />\r\n\t</appender>\r\n" +
            "\t<appender name=\"FAsync2\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\r\n\t\t<enqueueTimeout value=\"-1\" />\r\n\t\t<shutdownTimeout value=\"-1\" />\r\n\t\t<appender-ref ref=\"F\" />\r\n\t</appender>\r\n" +
            "\t<appender name=\"FAsync\" type=\"X\" />\r\n\t<root><appender-ref ref=\"FAsync2\" /></root>\r\n</log4net>").RunAsync();

        /// <summary>
        /// The issue-22 report: a logger that named the appender beside the forwarder an earlier fix added (what fixing
        /// LP0004 then LP0009 used to leave) wrote every event twice. The forwarder is reused and named once.
        /// </summary>
        [Fact]
        public Task Routing_again_reuses_the_forwarder_and_a_logger_naming_both_keeps_one_ref() => Test(
            LP0004ImmediateFlushCodeFixProvider.ForwardKey,
            "<log4net>\n" +
            "  <appender name=\"Rolling\" type=\"{|LP0004:log4net.Appender.RollingFileAppender|}\"><file value=\"a.log\" /></appender>\n" +
            "  <appender name=\"RollingAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <appender-ref ref=\"Rolling\" />\n  </appender>\n" +
            "  <appender name=\"Plain\" type=\"log4net.Appender.ForwardingAppender\"><appender-ref ref=\"Rolling\" /></appender>\n" +
            "  <root>\n    <appender-ref ref=\"RollingAsync\" />\n    <appender-ref ref=\"Rolling\" />\n  </root>\n" +
            "  <logger name=\"Audit\" additivity=\"false\"><appender-ref ref=\"Rolling\" /><appender-ref ref=\"Rolling\" /><appender-ref ref=\"Plain\" /></logger>\n" +
            "</log4net>",
            "<log4net>\n" +
            "  <appender name=\"Rolling\" type=\"log4net.Appender.RollingFileAppender\"><file value=\"a.log\" /></appender>\n" +
            "  <appender name=\"RollingAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <appender-ref ref=\"Rolling\" />\n  </appender>\n" +
            "  <appender name=\"Plain\" type=\"log4net.Appender.ForwardingAppender\"><appender-ref ref=\"RollingAsync\" /></appender>\n" +
            "  <root>\n    <appender-ref ref=\"RollingAsync\" />\n  </root>\n" +
            "  <logger name=\"Audit\" additivity=\"false\"><appender-ref ref=\"RollingAsync\" /><appender-ref ref=\"Plain\" /></logger>\n" +
            "</log4net>").RunAsync();

        /// <summary>
        /// A buffer (or an async forwarder) upstream holds events until log4net closes it, and log4net may close a new
        /// forwarder (and the file with it) first: those events would be lost, so only the memory-mapped switch is offered.
        /// </summary>
        [Theory]
        [InlineData("log4net.Appender.BufferingForwardingAppender\"><bufferSize value=\"64\" />")]
        [InlineData("log4net.Appender.BufferingForwardingAppender\"><bufferSize value=\"1\" /><lossy value=\"true\" /><evaluator type=\"log4net.Core.LevelEvaluator\" />")]
        [InlineData("LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\"><overflowPolicy value=\"Block\" />")]
        public async Task The_forwarder_is_not_offered_when_an_appender_upstream_holds_events_until_it_closes(string upstream)
        {
            var markup = "<log4net>\n  <appender name=\"F\" type=\"{|LP0004:log4net.Appender.FileAppender|}\"><file value=\"a.log\" /></appender>\n" +
                         $"  <appender name=\"Held\" type=\"{upstream}<appender-ref ref=\"F\" /></appender>\n" +
                         "  <root><appender-ref ref=\"F\" /><appender-ref ref=\"Held\" /></root>\n</log4net>";

            var (_, fixes) = Assert.Single(await Test(LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey, markup, markup).OfferedAsync());

            Assert.Equal(new[] { LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey }, fixes);
        }

        /// <summary>A forwarder the user configured (its own queue settings) is not one to reuse: a new one is added.</summary>
        [Fact]
        public Task A_forwarder_with_settings_of_its_own_is_not_reused() => Test(
            LP0004ImmediateFlushCodeFixProvider.ForwardKey,
            "<log4net>\n" +
            "  <appender name=\"F\" type=\"{|LP0004:log4net.Appender.FileAppender|}\"><file value=\"a.log\" /></appender>\n" +
            "  <appender name=\"Lossy\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\"><overflowPolicy value=\"DropOldest\" /><appender-ref ref=\"F\" /></appender>\n" +
            "  <root><appender-ref ref=\"F\" /></root>\n" +
            "</log4net>",
            "<log4net>\n" +
            "  <appender name=\"F\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /></appender>\n" +
            "  <appender name=\"FAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"F\" />\n  </appender>\n" +
            "  <appender name=\"Lossy\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\"><overflowPolicy value=\"DropOldest\" /><appender-ref ref=\"FAsync\" /></appender>\n" +
            "  <root><appender-ref ref=\"FAsync\" /></root>\n" +
            "</log4net>").RunAsync();

        /// <summary>
        /// Two appenders sharing one file under MinimalLock: the memory-mapped appender holds its file alone, so the second
        /// would write nothing (the fix-safety harness, generated #10); a forwarder in front of one (or of each) gives the
        /// file two paths of different latency, so a thread's lines land out of their order (generated #75). Neither fix is
        /// offered for them; the appender writing a file of its own gets both.
        /// </summary>
        /// <summary>
        /// log4net hands one LoggingEvent to every appender of a log call, and the forwarder's partial Fix freezes it: a
        /// RemoteSyslogAppender on the same logger renders its Identity (by default the event's Domain, "%appdomain") after
        /// the forwarder, so the Fix must cover it. Without Domain the datagrams lost their identity (the fix-safety harness,
        /// generated log4net #3 with LOGPERF_FIXSAFETY_SHAPES=1); a TraceAppender's Category printing the thread counts too.
        /// </summary>
        [Fact]
        public Task The_forwarder_fixes_what_a_syslog_identity_and_a_trace_category_sharing_the_events_render() => Test(
            LP0004ImmediateFlushCodeFixProvider.ForwardKey,
            "<log4net>\n" +
            "  <appender name=\"File\" type=\"{|LP0004:log4net.Appender.FileAppender|}\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" /></appender>\n" +
            "  <appender name=\"Syslog\" type=\"log4net.Appender.RemoteSyslogAppender\"><remoteAddress value=\"127.0.0.1\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%level %message\" /></appender>\n" +
            "  <appender name=\"Trace\" type=\"log4net.Appender.TraceAppender\"><category value=\"%thread\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" /></appender>\n" +
            "  <root><appender-ref ref=\"File\" /><appender-ref ref=\"Syslog\" /></root>\n" +
            "  <logger name=\"Audit\"><appender-ref ref=\"Trace\" /></logger>\n" +
            "</log4net>",
            "<log4net>\n" +
            "  <appender name=\"File\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" /></appender>\n" +
            "  <appender name=\"FileAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n" +
            "    <enqueueTimeout value=\"-1\" />\n" +
            "    <shutdownTimeout value=\"-1\" />\n" +
            "    <fix value=\"Message, ThreadName, Exception, Domain\" />\n" +
            "    <appender-ref ref=\"File\" />\n" +
            "  </appender>\n" +
            "  <appender name=\"Syslog\" type=\"log4net.Appender.RemoteSyslogAppender\"><remoteAddress value=\"127.0.0.1\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%level %message\" /></appender>\n" +
            "  <appender name=\"Trace\" type=\"log4net.Appender.TraceAppender\"><category value=\"%thread\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" /></appender>\n" +
            "  <root><appender-ref ref=\"FileAsync\" /><appender-ref ref=\"Syslog\" /></root>\n" +
            "  <logger name=\"Audit\"><appender-ref ref=\"Trace\" /></logger>\n" +
            "</log4net>").RunAsync();

        [Fact]
        public async Task No_fix_is_offered_where_another_appender_writes_the_same_file()
        {
            const string Lock = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            var markup = "<log4net>\n" +
                         $"  <appender name=\"A\" type=\"{{|LP0004:log4net.Appender.FileAppender|}}\"><file value=\"logs/shared.log\" />{Lock}</appender>\n" +
                         $"  <appender name=\"B\" type=\"{{|LP0004:log4net.Appender.RollingFileAppender|}}\"><file value=\"logs\\Shared.log\" />{Lock}</appender>\n" +
                         "  <appender name=\"C\" type=\"{|LP0004:log4net.Appender.FileAppender|}\"><file value=\"logs/own.log\" /></appender>\n" +
                         "  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /><appender-ref ref=\"C\" /></root>\n</log4net>";

            var offered = await Test(LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey, markup, markup).OfferedAsync();

            Assert.Equal(
                new[] { "A: ", "B: ", "C: LP0004.RouteThroughAsyncForwarder LP0004.UseMemoryMappedFile" },
                offered.Select((o, i) => $"{"ABC"[i]}: {string.Join(" ", o.Fixes)}"));
        }

        [Fact]
        public async Task Memory_mapped_switch_is_offered_only_for_log4net_types_and_changes_only_the_type()
        {
            const string Markup = "<log4net>\n  <appender name=\"A\" type=\"{|LP0004:log4net.Appender.RollingFileAppender, log4net|}\"><file value=\"a.log\" /></appender>\n" +
                                  "  <appender name=\"B\" type=\"{|LP0004:App.AuditFileAppender, App|}\" />\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>";
            var test = Test(
                LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey,
                Markup,
                Markup.Replace("{|LP0004:log4net.Appender.RollingFileAppender, log4net|}", "LogPerf.Appenders.MemoryMappedFileAppender, LogPerf.Appenders"));
            test.Projects[0].Sources.Add(("App.cs", "namespace App { public class AuditFileAppender : log4net.Appender.FileAppender { } }"));

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.Equal(
                new[] { "A: LP0004.RouteThroughAsyncForwarder LP0004.UseMemoryMappedFile", "B: LP0004.RouteThroughAsyncForwarder" },
                offered.Select(o => $"{AppenderOf(o.Diagnostic)}: {string.Join(" ", o.Fixes)}"));
        }

        [Fact]
        public Task Fix_all_routes_every_flagged_appender_once()
        {
            var test = Test(
                LP0004ImmediateFlushCodeFixProvider.ForwardKey,
                "<log4net>\n  <appender name=\"A\" type=\"{|LP0004:log4net.Appender.FileAppender|}\" />\n  <appender name=\"B\" type=\"{|LP0004:log4net.Appender.FileAppender|}\" />\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>",
                "<log4net>\n  <appender name=\"A\" type=\"log4net.Appender.FileAppender\" />\n" +
                "  <appender name=\"AAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"A\" />\n  </appender>\n" +
                "  <appender name=\"B\" type=\"log4net.Appender.FileAppender\" />\n" +
                "  <appender name=\"BAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"B\" />\n  </appender>\n" +
                "  <root><appender-ref ref=\"AAsync\" /><appender-ref ref=\"BAsync\" /></root>\n</log4net>");
            test.FixAllScope = FixAllScope.Project;
            return test.RunAsync();
        }

        [Fact]
        public async Task Without_LogPerf_Appenders_the_warning_names_the_package_and_no_fix_is_offered()
        {
            const string Markup = "<log4net>\n  <appender name=\"A\" type=\"{|LP0004:log4net.Appender.RollingFileAppender|}\"><file value=\"a.log\" /></appender>\n  <root><appender-ref ref=\"A\" /></root>\n</log4net>";
            var test = Test(LP0004ImmediateFlushCodeFixProvider.ForwardKey, Markup, Markup);
            test.References = TestReferenceSet.WithLog4Net;

            var (diagnostic, fixes) = Assert.Single(await test.OfferedAsync());
            await test.RunAsync();

            Assert.Empty(fixes);
            Assert.StartsWith("Appender 'A' flushes the file after every event (ImmediateFlush defaults to true)", diagnostic.GetMessage(), System.StringComparison.Ordinal);
            Assert.EndsWith("; add the LogPerf.Appenders package to route it through AsyncForwardingAppender", diagnostic.GetMessage(), System.StringComparison.Ordinal);
        }

        /// <summary>The appender a diagnostic names: LP0004's message starts with it ("Appender 'A' flushes …").</summary>
        private static string? AppenderOf(Microsoft.CodeAnalysis.Diagnostic diagnostic) =>
            System.Text.RegularExpressions.Regex.Match(diagnostic.GetMessage(), "^Appender '([^']*)'") is { Success: true } match ? match.Groups[1].Value : null;
    }
}
