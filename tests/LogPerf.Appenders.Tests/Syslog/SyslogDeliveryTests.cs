using System;
using System.Collections.Generic;
using System.Linq;
using log4net;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>
    /// Every event reaches a real rsyslog exactly once, with its priority and text, over UDP, TCP and RELP; and the
    /// counters say what each transport can know: UDP unconfirmed, TCP confirmed by the orderly close, RELP acknowledged.
    /// </summary>
    public sealed class SyslogDeliveryTests
    {
        private const int Events = 1000;
        private static readonly TimeSpan ArrivalTimeout = TimeSpan.FromSeconds(30);

        // Facility User (1): DEBUG 7 -> 15, INFO 6 -> 14, WARN 4 -> 12, ERROR 3 -> 11.
        private static readonly (Level Level, int Pri)[] Levels =
            { (Level.Debug, 15), (Level.Info, 14), (Level.Warn, 12), (Level.Error, 11) };

        [Theory]
        [InlineData(SyslogProtocol.Udp)]
        [InlineData(SyslogProtocol.Tcp)]
        [InlineData(SyslogProtocol.Relp)]
        public void Every_event_arrives_exactly_once_with_its_priority_and_text(SyslogProtocol protocol)
        {
            using RsyslogServer server = RsyslogServer.Start(relp: protocol == SyslogProtocol.Relp);
            int port = protocol switch { SyslogProtocol.Udp => server.UdpPort, SyslogProtocol.Tcp => server.TcpPort, _ => server.RelpPort!.Value };
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(port, protocol);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");

            for (int i = 0; i < Events; i++)
            {
                log.Log(typeof(SyslogDeliveryTests), Levels[i % Levels.Length].Level, $"event {run} {i}", null);
            }

            Assert.True(appender.Flush(10_000), "the appender did not drain within 10 s");
            IReadOnlyList<ReceivedSyslogMessage> received = server.WaitFor(run, Events, ArrivalTimeout);
            DeliveryCounters beforeClose = appender.Counters;
            appender.Close();

            Assert.Equal(Events, received.Count);
            var byIndex = received.GroupBy(m => int.Parse(m.Raw.Substring(m.Raw.LastIndexOf(' ') + 1))).ToList();
            Assert.Equal(Events, byIndex.Count);
            foreach (var group in byIndex)
            {
                ReceivedSyslogMessage message = Assert.Single(group);
                int pri = Levels[group.Key % Levels.Length].Pri;
                Assert.Equal(pri, message.Pri);
                Assert.Equal($"<{pri}>logperf: event {run} {group.Key}", message.Raw);
                Assert.Equal("logperf", message.AppName);
            }

            Assert.Equal(0, appender.DroppedCount + appender.FailedCount);
            switch (protocol)
            {
                case SyslogProtocol.Udp:
                    // No acknowledgement, ever: every datagram sent stays unconfirmed.
                    Assert.Equal(Events, appender.UnconfirmedCount);
                    Assert.Equal(0, appender.DeliveredCount);
                    break;
                case SyslogProtocol.Tcp:
                    // Held on the connection until Close ends it in order: the server's close confirms them all.
                    Assert.Equal(Events, beforeClose.AwaitingConfirmation);
                    Assert.Equal(0, beforeClose.Delivered);
                    Assert.Equal(Events, appender.DeliveredCount);
                    Assert.Equal(0, appender.UnconfirmedCount + appender.AwaitingConfirmationCount);
                    break;
                default:
                    // Each acknowledged by the server before Flush returned.
                    Assert.Equal(Events, beforeClose.Delivered);
                    Assert.Equal(Events, appender.DeliveredCount);
                    Assert.Equal(0, appender.UnconfirmedCount);
                    break;
            }

            Assert.Empty(appender.Errors().Messages);
        }
    }
}
