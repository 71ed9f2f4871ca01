using System;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// What the generators' added shapes (LOGPERF_FIXSAFETY_SHAPES=1) and the generated run found, each reduced to a config
    /// of its own and checked with the real libraries in every scenario: each failed before its fix (docs/fix-safety.md).
    /// </summary>
    [Collection(HarnessCollection.Name)]
    public sealed class ShapeFindingsTests
    {
        private const string Layout = "<layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%date [%thread] %-5level %logger - %message%newline\" /></layout>";

        private readonly Xunit.Abstractions.ITestOutputHelper _output;

        public ShapeFindingsTests(Xunit.Abstractions.ITestOutputHelper output) => _output = output;

        private static WorkloadSpec Workload => new WorkloadSpec(Threads: 3, Repeat: 1, Burst: 100, Closing: 2);

        /// <summary>
        /// Generated log4net #3 with the shapes: LP0004's forwarder froze the event log4net hands every appender of a call
        /// with a Fix that left out the Domain, which a RemoteSyslogAppender on the same logger prints as its identity (by
        /// default): every datagram lost "LogPerf.FixSafety.Runner". The forwarder's Fix now covers it.
        /// </summary>
        [Fact]
        public async Task A_forwarder_beside_a_syslog_appender_keeps_the_identity_of_every_datagram()
        {
            var config = new ConfigUnderTest("shape: forwarder beside RemoteSyslogAppender", "log4net.config", $"""
                <log4net>
                  <appender name="File" type="log4net.Appender.FileAppender">
                    <file value="logs/app.log" />
                    {Layout}
                  </appender>
                  <appender name="Syslog" type="log4net.Appender.RemoteSyslogAppender">
                    <remoteAddress value="127.0.0.1" />
                    <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%level %logger [%thread] %message" /></layout>
                  </appender>
                  <root>
                    <level value="DEBUG" />
                    <appender-ref ref="File" />
                    <appender-ref ref="Syslog" />
                  </root>
                </log4net>
                """);

            var report = await CheckAsync(config);

            Assert.Contains(report.Results, r => r.Scenario.Text.Contains("FileAsync", StringComparison.Ordinal) && r.Scenario.Text.Contains("Domain", StringComparison.Ordinal));
            Assert.Empty(report.Failures());
        }

        /// <summary>
        /// Generated NLog #3 with the shapes (LP0207's shape): LP0201's AsyncWrapper around one of two file targets writing
        /// one file gave that file a second path from another thread, and lines landed out of their threads' order. LP0201
        /// offers no fix there now, so every scenario leaves the pair as it was.
        /// </summary>
        [Fact]
        public async Task No_async_wrapper_goes_around_one_of_two_targets_writing_one_file()
        {
            var config = new ConfigUnderTest("shape: two NLog targets on one file", "NLog.config", """
                <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <targets>
                    <target name="file0" xsi:type="File" fileName="${basedir}/logs/file0.log" layout="${level} ${threadname} ${message}" />
                    <target name="shared" xsi:type="File" fileName="${basedir}/logs/file0.log" layout="${level} ${threadname} ${message}" />
                  </targets>
                  <rules>
                    <logger name="*" minlevel="Debug" writeTo="file0" />
                    <logger name="*" minlevel="Info" writeTo="shared" />
                  </rules>
                </nlog>
                """);

            var report = await CheckAsync(config);

            Assert.DoesNotContain(report.Results, r => r.Scenario.Text.Contains("AsyncWrapper", StringComparison.Ordinal) || r.Scenario.Text.Contains("async=\"true\"", StringComparison.Ordinal));
            Assert.Empty(report.Failures());
        }

        /// <summary>
        /// Generated log4net #197: a BufferingForwardingAppender feeds File2, which root and a logger also name directly;
        /// LP0007's switch to an async forwarder changed how long the buffered lines wait beside the direct ones, and a line
        /// landed out of its thread's order. LP0007 offers no switch there now.
        /// </summary>
        [Fact]
        public async Task No_async_forwarder_replaces_a_buffer_whose_appender_is_also_named_directly()
        {
            var config = new ConfigUnderTest("generated #197's shape: buffer beside direct refs", "log4net.config", $"""
                <log4net>
                  <appender name="File2" type="log4net.Appender.FileAppender">
                    <file value="logs/file2.log" />
                    {Layout}
                  </appender>
                  <appender name="Buffer" type="log4net.Appender.BufferingForwardingAppender">
                    <bufferSize value="6" />
                    <appender-ref ref="File2" />
                  </appender>
                  <root>
                    <level value="DEBUG" />
                    <appender-ref ref="File2" />
                  </root>
                  <logger name="App.Orders" additivity="false">
                    <appender-ref ref="Buffer" />
                  </logger>
                  <logger name="Audit" additivity="false">
                    <appender-ref ref="File2" />
                  </logger>
                </log4net>
                """);

            var report = await CheckAsync(config);

            Assert.DoesNotContain(report.Results, r => r.Scenario.Text.Contains("name=\"Buffer\" type=\"LogPerf.Appenders.AsyncForwardingAppender", StringComparison.Ordinal));
            Assert.Empty(report.Failures());
        }

        private async Task<ConfigReport> CheckAsync(ConfigUnderTest config)
        {
            using var harness = new FixSafetyHarness(Workload);
            var report = await harness.CheckAsync(config);
            foreach (var (scenario, differences) in report.Results)
            {
                _output.WriteLine($"[{scenario.Kind}] {scenario.Label}: {differences}");
            }

            return report;
        }
    }
}
