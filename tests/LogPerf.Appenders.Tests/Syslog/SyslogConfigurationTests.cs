using System;
using System.Linq;
using System.Xml;
using log4net;
using log4net.Config;
using log4net.Core;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>XML configuration in element and param form, and bad settings reported through the ErrorHandler.</summary>
    public sealed class SyslogConfigurationTests
    {
        private static readonly TimeSpan ArrivalTimeout = TimeSpan.FromSeconds(20);

        private const string ElementForm = """
            <log4net>
              <appender name="syslog" type="LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders">
                <errorHandler type="LogPerf.Appenders.Tests.Syslog.RecordingErrorHandler, LogPerf.Appenders.Tests" />
                <remoteAddress value="127.0.0.1" />
                <remotePort value="{PORT}" />
                <protocol value="tcp" />
                <facility value="Local3" />
                <identity value="%logger" />
                <overflowPolicy value="DropNewest" />
                <bufferSize value="1000" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%level %message" />
                </layout>
                <mapping>
                  <level value="ERROR" />
                  <severity value="Critical" />
                </mapping>
              </appender>
              <root>
                <level value="ALL" />
                <appender-ref ref="syslog" />
              </root>
            </log4net>
            """;

        private const string ParamForm = """
            <log4net>
              <appender name="syslog" type="LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders">
                <param name="ErrorHandler" type="LogPerf.Appenders.Tests.Syslog.RecordingErrorHandler, LogPerf.Appenders.Tests" />
                <param name="RemoteAddress" value="127.0.0.1" />
                <param name="RemotePort" value="{PORT}" />
                <param name="Protocol" value="Tcp" />
                <param name="Facility" value="Local3" />
                <param name="Identity" value="%logger" />
                <param name="OverflowPolicy" value="DropNewest" />
                <param name="BufferSize" value="1000" />
                <param name="Layout" type="log4net.Layout.PatternLayout">
                  <param name="ConversionPattern" value="%level %message" />
                </param>
                <param name="Mapping">
                  <param name="Level" value="ERROR" />
                  <param name="Severity" value="Critical" />
                </param>
              </appender>
              <root>
                <level value="ALL" />
                <appender-ref ref="syslog" />
              </root>
            </log4net>
            """;

        [Theory]
        [InlineData(ElementForm)]
        [InlineData(ParamForm)]
        public void Xml_configuration_sets_every_property_and_mapping(string xml)
        {
            using RsyslogServer server = RsyslogServer.Start();
            (ILoggerRepository repository, AsyncRemoteSyslogAppender appender) = Configure(xml.Replace("{PORT}", server.TcpPort.ToString()));
            Assert.Equal(SyslogProtocol.Tcp, appender.Protocol);
            Assert.Equal(OverflowPolicy.DropNewest, appender.OverflowPolicy);
            Assert.Equal(1000, appender.BufferSize);

            string run = Guid.NewGuid().ToString("N");
            ILog log = LogManager.GetLogger(repository.Name, "xml.logger");
            log.Error($"mapped {run}");
            log.Info($"fallback {run}");
            Assert.True(appender.Flush(10_000));

            var received = server.WaitFor(run, 2, ArrivalTimeout);
            repository.Shutdown();
            Assert.Equal(
                new[] { $"<154>xml.logger: ERROR mapped {run}", $"<158>xml.logger: INFO fallback {run}" },
                received.Select(m => m.Raw));
            Assert.Empty(appender.Errors().Messages);
        }

        [Fact]
        public void Log4net_3_5_setting_names_carry_over()
        {
            (ILoggerRepository repository, AsyncRemoteSyslogAppender appender) = Configure("""
                <log4net>
                  <appender name="syslog" type="LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders">
                    <errorHandler type="LogPerf.Appenders.Tests.Syslog.RecordingErrorHandler, LogPerf.Appenders.Tests" />
                    <sendQueueSize value="321" />
                    <enqueueTimeoutMillis value="250" />
                    <maxDatagramSize value="1024" />
                    <layout type="log4net.Layout.PatternLayout" value="%message" />
                  </appender>
                  <root><level value="ALL" /><appender-ref ref="syslog" /></root>
                </log4net>
                """);
            repository.Shutdown();
            Assert.Equal(321, appender.BufferSize);
            Assert.Equal(250, appender.EnqueueTimeout);
            Assert.Equal(1024, appender.MaxMessageSize);
            Assert.Empty(appender.Errors().Messages);
        }

        [Fact]
        public void Bad_settings_in_xml_are_reported_and_replaced_by_defaults()
        {
            string xml = $"""
                <log4net>
                  <appender name="bad" type="LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders">
                    <errorHandler type="LogPerf.Appenders.Tests.Syslog.RecordingErrorHandler, LogPerf.Appenders.Tests" />
                    <remotePort value="70000" />
                    <protocol value="CarrierPigeon" />
                    <format value="Rfc9999" />
                    <newLineHandling value="Fold" />
                    <maxMessageSize value="-5" />
                    <layout type="log4net.Layout.PatternLayout" value="%message" />
                  </appender>
                  <root><level value="ALL" /><appender-ref ref="bad" /></root>
                </log4net>
                """;
            (ILoggerRepository repository, AsyncRemoteSyslogAppender appender) = Configure(xml);
            var messages = appender.Errors().Messages;

            Assert.Contains(messages, m => m.Contains("RemotePort 70000 is not in 1..65535; using 514", StringComparison.Ordinal));
            Assert.Contains(messages, m => m.Contains("Protocol (an unknown name in the configuration) is not one of Udp, Tcp, Relp; using Udp", StringComparison.Ordinal));
            Assert.Contains(messages, m => m.Contains("Format (an unknown name in the configuration) is not one of Log4Net, Rfc3164, Rfc5424; using Log4Net", StringComparison.Ordinal));
            Assert.Contains(messages, m => m.Contains("NewLineHandling (an unknown name in the configuration) is not one of Escape, Split, Keep; using Escape", StringComparison.Ordinal));
            Assert.Contains(messages, m => m.Contains("MaxMessageSize -5", StringComparison.Ordinal));
            Assert.Equal(514, appender.RemotePort);
            Assert.Equal(SyslogProtocol.Udp, appender.Protocol);
            LogManager.GetLogger(repository.Name, "x").Info("still works");
            repository.Shutdown();
            Assert.Equal(1, appender.EnqueuedCount);
        }

        [Fact]
        public void An_unresolvable_host_is_reported_and_events_fail_without_throwing()
        {
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(514, SyslogProtocol.Tcp, a => a.RemoteHost = "no-such-host.invalid");
            Assert.Contains(appender.Errors().Messages, m => m.Contains("RemoteHost 'no-such-host.invalid' could not be resolved", StringComparison.Ordinal));

            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            for (int i = 0; i < 10; i++)
            {
                log.Info($"lost {i}");
            }

            Assert.True(appender.Flush(10_000));
            appender.Close();
            Assert.Equal(10, appender.FailedCount);
            Assert.Contains(appender.Errors().Messages, m => m.Contains("failed to append", StringComparison.Ordinal));
        }

        [Fact]
        public void RemoteHost_accepts_a_name()
        {
            using RsyslogServer server = RsyslogServer.Start();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(server.UdpPort, SyslogProtocol.Udp, a => a.RemoteHost = "localhost");
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            string run = Guid.NewGuid().ToString("N");
            log.Info($"by name {run}");
            Assert.True(appender.Flush(10_000));
            Assert.Single(server.WaitFor(run, 1, ArrivalTimeout));
            appender.Close();
        }

        private static (ILoggerRepository, AsyncRemoteSyslogAppender) Configure(string xml)
        {
            var document = new XmlDocument();
            document.LoadXml(xml);
            ILoggerRepository repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            XmlConfigurator.Configure(repository, document.DocumentElement!);
            return (repository, repository.GetAppenders().OfType<AsyncRemoteSyslogAppender>().Single());
        }
    }
}
