using System;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using LogPerf.Appenders.Tests.Syslog;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>The syslog appender publishes the forwarder's counters and its transport's own.</summary>
    public sealed class SyslogMetricsTests
    {
        [Fact]
        public void Udp_events_are_published_unconfirmed_and_cut_messages_as_truncated()
        {
            using var capture = new MeterCapture();
            using var receiver = new UdpCapture();
            string name = AsyncAppenderMetricsTests.Unique("udp");
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(receiver.Port, SyslogProtocol.Udp, a =>
            {
                a.Name = name;
                a.MaxMessageSize = AsyncRemoteSyslogAppender.MinMessageSize;
            });
            try
            {
                for (int i = 0; i < 5; i++)
                {
                    appender.DoAppend(TestEvents.Create("long " + new string('x', 200)));
                    appender.DoAppend(TestEvents.Create("short " + i));
                }

                Assert.True(appender.Flush(10_000));
                Assert.Equal(10, receiver.Receive(10, TimeSpan.FromSeconds(10)).Count);
                Collection collected = capture.Collect();
                Assert.Equal(10, appender.UnconfirmedCount);
                Assert.Equal(appender.UnconfirmedCount, collected.Outcome(name, "unconfirmed"));
                Assert.Equal(0, collected.Outcome(name, "delivered"));
                Assert.Equal(5, appender.TruncatedCount);
                Assert.Equal(appender.TruncatedCount, collected.Value(AppenderMetrics.SyslogTruncated, name));
                Assert.Equal(appender.SendFailedCount, collected.Value(AppenderMetrics.SyslogFailed, name));
                Assert.Equal(appender.ResentCount, collected.Value(AppenderMetrics.SyslogResent, name));
                Assert.Equal(appender.RefusedCount, collected.Value(AppenderMetrics.SyslogRefusals, name));
                Assert.Equal(nameof(AsyncRemoteSyslogAppender), collected.Of(AppenderMetrics.SyslogTruncated, name)[0].Tag(AppenderMetrics.AppenderTypeTag));
            }
            finally
            {
                appender.Close();
            }

            Assert.False(capture.Collect().Reports(name));
        }

        [Fact]
        public void Tcp_events_held_on_the_connection_are_published_as_awaiting_confirmation_until_Close_confirms_them()
        {
            using var capture = new MeterCapture();
            var server = new TcpListener(IPAddress.Loopback, 0);
            server.Start();
            Thread reader = Bounded.Start(() => ReadUntilClosed(server), "tcp syslog receiver");
            string name = AsyncAppenderMetricsTests.Unique("tcp");
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(((IPEndPoint)server.LocalEndpoint).Port, SyslogProtocol.Tcp, a => a.Name = name);
            try
            {
                for (int i = 0; i < 5; i++)
                {
                    appender.DoAppend(TestEvents.Create("held " + i));
                }

                Assert.True(appender.Flush(10_000));
                Collection collected = capture.Collect();
                Assert.Equal(5, appender.AwaitingConfirmationCount);
                Assert.Equal(appender.AwaitingConfirmationCount, collected.InFlight(name, "awaiting_confirmation"));
                Assert.Equal(0, collected.InFlight(name, "delivering"));
                Assert.Equal(0, collected.Outcome(name, "delivered"));
            }
            finally
            {
                appender.Close();
                server.Stop();
            }

            // The orderly close confirmed them; the closed appender is no longer published.
            Assert.Equal(5, appender.DeliveredCount);
            Assert.False(capture.Collect().Reports(name));
            Assert.True(reader.Join(10_000));
        }

        private static void ReadUntilClosed(TcpListener server)
        {
            try
            {
                using TcpClient client = server.AcceptTcpClient();
                client.ReceiveTimeout = 20_000;
                NetworkStream stream = client.GetStream();
                var buffer = new byte[4096];
                while (stream.Read(buffer, 0, buffer.Length) > 0)
                {
                }
            }
            catch (Exception e) when (e is SocketException || e is System.IO.IOException || e is ObjectDisposedException)
            {
                // Stopped by the test's cleanup.
            }
        }
    }
}
