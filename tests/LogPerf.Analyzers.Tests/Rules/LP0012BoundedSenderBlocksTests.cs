using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0012 on the real log4net 3.5.0, whose RemoteSyslogAppender (queue 500, EnqueueTimeoutMillis 5,000) and TelnetAppender
    /// (queue 500, 50 ms) wait for room in a full BackgroundSender queue. The switch to AsyncRemoteSyslogAppender keeps every
    /// datagram, long ones included; never waiting (0) is offered only beside it.
    /// </summary>
    public class LP0012BoundedSenderBlocksTests
    {
        private const string Layout = "<layout type=\"log4net.Layout.PatternLayout\" value=\"%level %message\" />";

        private static ConfigFixTest Fix(string key, string markup, string expected) =>
            ConfigFixTest.Of(new LP0012BoundedSenderBlocksAnalyzer(), new LP0012BoundedSenderBlocksCodeFixProvider(), key, "log4net.config", markup, expected);

        [Fact]
        public async Task Senders_that_ordinary_traffic_reaches_on_the_callers_thread_are_flagged_unless_they_never_wait()
        {
            var test = new LogPerfAnalyzerTest<LP0012BoundedSenderBlocksAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", $"""
                <log4net>
                  <appender name="Syslog" type="{"{|#0:log4net.Appender.RemoteSyslogAppender|}"}">{Layout}</appender>
                  <appender name="Patient" type="log4net.Appender.RemoteSyslogAppender">
                    <param name="EnqueueTimeoutMillis" value="{"{|#1:250|}"}" /><sendQueueSize value="2000" />{Layout}
                  </appender>
                  <appender name="Telnet" type="{"{|#2:log4net.Appender.TelnetAppender, log4net|}"}">{Layout}</appender>
                  <appender name="NeverWaits" type="log4net.Appender.RemoteSyslogAppender"><ENQUEUETIMEOUTMILLIS value=" 0 " />{Layout}</appender>
                  <appender name="ErrorsOnly" type="log4net.Appender.RemoteSyslogAppender"><threshold value="ERROR" />{Layout}</appender>
                  <appender name="BehindAsync" type="log4net.Appender.RemoteSyslogAppender">{Layout}</appender>
                  <appender name="Async" type="LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"><appender-ref ref="BehindAsync" /></appender>
                  <appender name="Unused" type="log4net.Appender.TelnetAppender">{Layout}</appender>
                  <root>
                    <appender-ref ref="Syslog" /><appender-ref ref="Patient" /><appender-ref ref="Telnet" /><appender-ref ref="NeverWaits" />
                    <appender-ref ref="ErrorsOnly" /><appender-ref ref="Async" />
                  </root>
                </log4net>
                """));
            test.TestState.Sources.Add("""
                using log4net.Appender;
                static class Setup
                {
                    static IAppender A() => {|#3:new RemoteSyslogAppender { Identity = new log4net.Layout.PatternLayout("app") }|};
                    static IAppender B() => new RemoteSyslogAppender { EnqueueTimeoutMillis = 0 };
                    static IAppender C() => {|#4:new TelnetAppender { EnqueueTimeoutMillis = 20 }|};
                }
                """);
            const string Telnet = "; EnqueueTimeoutMillis=0 never waits (a full queue then drops the event at once, counted in DroppedItemCount)";
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BoundedSenderBlocks).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(0).WithArguments("Appender 'Syslog' (RemoteSyslogAppender)", "3.5.0", "500", "5,000", string.Empty));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BoundedSenderBlocks).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(1).WithArguments("Appender 'Patient' (RemoteSyslogAppender)", "3.5.0", "2,000", "250", string.Empty));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BoundedSenderBlocks).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(2).WithArguments("Appender 'Telnet' (TelnetAppender)", "3.5.0", "500", "50", Telnet));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BoundedSenderBlocks).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(3).WithArguments("RemoteSyslogAppender", "3.5.0", "500", "5,000", string.Empty));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BoundedSenderBlocks).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(4).WithArguments("TelnetAppender", "3.5.0", "500", "20", Telnet));
            await test.RunAsync();
        }

        /// <summary>Before 3.5.0 the appenders have no EnqueueTimeoutMillis (no bounded sender): LP0002's releases, not this rule's.</summary>
        [Theory]
        [InlineData("3.4.0 netstandard2.0")]
        [InlineData("2.0.12 net45")]
        public Task Releases_without_the_bounded_sender_are_left_to_LP0002(string release)
        {
            var test = new LogPerfAnalyzerTest<LP0012BoundedSenderBlocksAnalyzer>(references: Log4NetReferenceAssembly.ProjectOn(Log4NetRelease.Named(release)));
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net><appender name=\"S\" type=\"log4net.Appender.RemoteSyslogAppender\" /><root><appender-ref ref=\"S\" /></root></log4net>"));
            test.TestState.Sources.Add("static class Setup { static object A() => new log4net.Appender.RemoteSyslogAppender(); }");
            return test.RunAsync();
        }

        private const string Flagged = """
            <log4net>
              <appender name="Syslog" type="{|LP0012:log4net.Appender.RemoteSyslogAppender|}">
                <remoteAddress value="127.0.0.1" />
                <layout type="log4net.Layout.PatternLayout" value="%level %message" />
              </appender>
              <root><appender-ref ref="Syslog" /></root>
            </log4net>
            """;

        private const string Switched = """
            <log4net>
              <appender name="Syslog" type="LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders">
                <maxMessageSize value="65507" />
                <remoteAddress value="127.0.0.1" />
                <layout type="log4net.Layout.PatternLayout" value="%level %message" />
              </appender>
              <root><appender-ref ref="Syslog" /></root>
            </log4net>
            """;

        [Fact]
        public Task Switch_writes_the_async_appender_with_log4nets_largest_datagram_and_the_config_loads() =>
            Fix(LP0012BoundedSenderBlocksCodeFixProvider.SwitchKey, Flagged, Switched).RunAsync();

        [Fact]
        public Task Switch_keeps_a_size_the_config_sets() => Fix(
            LP0012BoundedSenderBlocksCodeFixProvider.SwitchKey,
            "<log4net>\n  <appender name=\"S\" type=\"{|LP0012:log4net.Appender.RemoteSyslogAppender|}\">\n    <maxDatagramSize value=\"1400\" />\n  </appender>\n  <root><appender-ref ref=\"S\" /></root>\n</log4net>",
            "<log4net>\n  <appender name=\"S\" type=\"LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders\">\n    <maxDatagramSize value=\"1400\" />\n  </appender>\n  <root><appender-ref ref=\"S\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public Task Never_wait_adds_or_rewrites_EnqueueTimeoutMillis() => Fix(
            LP0012BoundedSenderBlocksCodeFixProvider.NoWaitKey,
            "<log4net>\n  <appender name=\"A\" type=\"{|LP0012:log4net.Appender.RemoteSyslogAppender|}\">\n    <remotePort value=\"514\" />\n  </appender>\n" +
            "  <appender name=\"B\" type=\"log4net.Appender.RemoteSyslogAppender\">\n    <enqueueTimeoutMillis value=\"{|LP0012:1000|}\" />\n  </appender>\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>",
            "<log4net>\n  <appender name=\"A\" type=\"log4net.Appender.RemoteSyslogAppender\">\n    <enqueueTimeoutMillis value=\"0\" />\n    <remotePort value=\"514\" />\n  </appender>\n" +
            "  <appender name=\"B\" type=\"log4net.Appender.RemoteSyslogAppender\">\n    <enqueueTimeoutMillis value=\"0\" />\n  </appender>\n  <root><appender-ref ref=\"A\" /><appender-ref ref=\"B\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public async Task Telnet_and_projects_without_LogPerf_Appenders_get_no_fix_not_the_lossy_one_alone()
        {
            var telnet = "<log4net><appender name=\"T\" type=\"{|LP0012:log4net.Appender.TelnetAppender|}\" /><root><appender-ref ref=\"T\" /></root></log4net>";
            var withoutAppenders = Fix(LP0012BoundedSenderBlocksCodeFixProvider.NoWaitKey, Flagged, Flagged);
            withoutAppenders.References = TestReferenceSet.WithLog4Net;

            Assert.Empty(Assert.Single(await Fix(LP0012BoundedSenderBlocksCodeFixProvider.NoWaitKey, telnet, telnet).OfferedAsync()).Fixes);
            Assert.Empty(Assert.Single(await withoutAppenders.OfferedAsync()).Fixes);
            Assert.Equal(
                new[] { LP0012BoundedSenderBlocksCodeFixProvider.SwitchKey, LP0012BoundedSenderBlocksCodeFixProvider.NoWaitKey },
                Assert.Single(await Fix(LP0012BoundedSenderBlocksCodeFixProvider.SwitchKey, Flagged, Switched).OfferedAsync()).Fixes);
        }

        [Fact]
        public Task Code_switch_writes_the_async_appender_and_the_largest_datagram() =>
            new LogPerfCodeFixTest<LP0012BoundedSenderBlocksAnalyzer, LP0012BoundedSenderBlocksCodeFixProvider>(withAppenders: true)
            {
                TestCode = """
                    using log4net.Appender;

                    static class Setup
                    {
                        static IAppender A() => {|LP0012:new RemoteSyslogAppender { RemotePort = 514 }|};
                    }
                    """,
                FixedCode = """
                    using log4net.Appender;
                    using LogPerf.Appenders;

                    static class Setup
                    {
                        static IAppender A() => new AsyncRemoteSyslogAppender { RemotePort = 514, MaxMessageSize = 65507 };
                    }
                    """,
                CodeActionEquivalenceKey = LP0012BoundedSenderBlocksCodeFixProvider.SwitchKey,
            }.RunAsync();

        [Fact]
        public Task Code_never_wait_sets_zero() =>
            new LogPerfCodeFixTest<LP0012BoundedSenderBlocksAnalyzer, LP0012BoundedSenderBlocksCodeFixProvider>(withAppenders: true)
            {
                TestCode = "static class Setup { static object A() => {|LP0012:new log4net.Appender.RemoteSyslogAppender { EnqueueTimeoutMillis = 100 }|}; static object B() => {|LP0012:new log4net.Appender.RemoteSyslogAppender()|}; }",
                FixedCode = "static class Setup { static object A() => new log4net.Appender.RemoteSyslogAppender { EnqueueTimeoutMillis = 0 }; static object B() => new log4net.Appender.RemoteSyslogAppender() { EnqueueTimeoutMillis = 0 }; }",
                CodeActionEquivalenceKey = LP0012BoundedSenderBlocksCodeFixProvider.NoWaitKey,
            }.RunAsync();

        /// <summary>
        /// The fixed app sends the same datagrams: the original config on log4net 3.5.0's RemoteSyslogAppender and the switched
        /// one, to a loopback UDP socket, for short and multi-line messages and one of 5,000 characters (which
        /// AsyncRemoteSyslogAppender would cut at its own 2,048-byte default without the size the fix writes).
        /// </summary>
        [Fact]
        public async Task The_switched_config_sends_the_same_datagrams()
        {
            var messages = new[] { "first", "second line\nand more", new string('x', 5000), "last" };
            var before = await SendAsync(Flagged.Replace("{|LP0012:", string.Empty).Replace("|}", string.Empty), messages);
            var after = await SendAsync(Switched, messages);

            Assert.Equal(messages.Length, before.Count);
            Assert.Equal(before, after);
            Assert.Contains(before, d => d.Length > 5000);
        }

        private static async Task<List<string>> SendAsync(string config, string[] messages)
        {
            using var receiver = new UdpClient(new IPEndPoint(IPAddress.Loopback, 0));
            var port = ((IPEndPoint)receiver.Client.LocalEndPoint!).Port;
            var document = new XmlDocument { XmlResolver = null };
            document.LoadXml(config.Replace("<remoteAddress value=\"127.0.0.1\" />", $"<remoteAddress value=\"127.0.0.1\" /><remotePort value=\"{port}\" />"));
            var repository = log4net.LogManager.CreateRepository(Guid.NewGuid().ToString());
            log4net.Config.XmlConfigurator.Configure(repository, document.DocumentElement!);
            var log = log4net.LogManager.GetLogger(repository.Name, "test");
            foreach (var message in messages)
            {
                log.Info(message);
            }

            repository.Shutdown();
            var received = new List<string>();
            while (received.Count < messages.Length)
            {
                var datagram = await receiver.ReceiveAsync().WaitAsync(TimeSpan.FromSeconds(10));
                received.Add(System.Text.Encoding.ASCII.GetString(datagram.Buffer));
            }

            return received;
        }
    }
}
