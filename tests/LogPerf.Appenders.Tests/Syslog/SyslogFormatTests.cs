using System;
using System.Globalization;
using System.Linq;
using System.Text;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>RFC 3164 and RFC 5424 headers as written, and as rsyslog parses them.</summary>
    public sealed class SyslogFormatTests
    {
        private static readonly TimeSpan ArrivalTimeout = TimeSpan.FromSeconds(20);

        [Fact]
        public void Rfc3164_header_pads_a_one_digit_day_with_a_space()
        {
            var builder = new StringBuilder();
            new SyslogHeader(SyslogFormat.Rfc3164, "host one", 42)
                .Append(builder, 13, "app", new DateTime(2026, 3, 5, 7, 8, 9, DateTimeKind.Local));
            Assert.Equal("<13>Mar  5 07:08:09 host_one app: ", builder.ToString());
        }

        [Fact]
        public void Rfc5424_header_has_version_utc_time_host_app_procid_and_nil_msgid_and_structured_data()
        {
            var builder = new StringBuilder();
            new SyslogHeader(SyslogFormat.Rfc5424, "host", 42)
                .Append(builder, 165, "my app", new DateTime(2026, 11, 22, 3, 4, 5, 123, DateTimeKind.Utc).AddTicks(4560));
            Assert.Equal("<165>1 2026-11-22T03:04:05.123456Z host my_app 42 - - ", builder.ToString());
        }

        [Theory]
        [InlineData(SyslogProtocol.Udp)]
        [InlineData(SyslogProtocol.Tcp)]
        public void Rfc5424_fields_parse_in_rsyslog(SyslogProtocol protocol)
        {
            using RsyslogServer server = RsyslogServer.Start();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(Port(server, protocol), protocol, a =>
            {
                a.Format = SyslogFormat.Rfc5424;
                a.HostName = "test-host";
                a.Facility = log4net.Appender.RemoteSyslogAppender.SyslogFacility.Local4;
            });
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");
            DateTime before = DateTime.UtcNow;
            log.Log(typeof(SyslogFormatTests), Level.Warn, $"rfc5424 {run}", null);
            Assert.True(appender.Flush(10_000));

            ReceivedSyslogMessage message = Assert.Single(server.WaitFor(run, 1, ArrivalTimeout));
            appender.Close();
            Assert.Equal((20 * 8) + 4, message.Pri);
            Assert.Equal("test-host", message.Host);
            Assert.Equal("logperf", message.AppName);
            Assert.Equal(Environment.ProcessId.ToString(CultureInfo.InvariantCulture), message.ProcId);
            Assert.Equal("-", message.MsgId);
            Assert.Equal($"rfc5424 {run}", message.Msg);
            DateTime reported = DateTime.Parse(message.Time, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal);
            Assert.InRange(reported, before.AddSeconds(-1), DateTime.UtcNow.AddSeconds(1));
        }

        [Theory]
        [InlineData(SyslogProtocol.Udp)]
        [InlineData(SyslogProtocol.Tcp)]
        public void Rfc3164_fields_parse_in_rsyslog(SyslogProtocol protocol)
        {
            using RsyslogServer server = RsyslogServer.Start();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(Port(server, protocol), protocol, a =>
            {
                a.Format = SyslogFormat.Rfc3164;
                a.HostName = "test-host";
            });
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");
            log.Log(typeof(SyslogFormatTests), Level.Error, $"rfc3164 {run}", null);
            Assert.True(appender.Flush(10_000));

            ReceivedSyslogMessage message = Assert.Single(server.WaitFor(run, 1, ArrivalTimeout));
            appender.Close();
            Assert.Equal(11, message.Pri);
            Assert.Equal("test-host", message.Host);
            Assert.Equal("logperf", message.AppName);
            Assert.Equal("logperf:", message.Tag);
            Assert.Equal($"rfc3164 {run}", message.Msg.TrimStart());
            string today = DateTime.Now.ToString("MM-dd", CultureInfo.InvariantCulture);
            Assert.Contains($"-{today}T", message.Time, StringComparison.Ordinal);
        }

        [Theory]
        [InlineData(SyslogProtocol.Udp, 0, 2048)]
        [InlineData(SyslogProtocol.Tcp, 1000, 1000)]
        public void A_long_message_is_cut_to_MaxMessageSize_with_a_visible_marker_and_counted(SyslogProtocol protocol, int maxMessageSize, int expectedLength)
        {
            using RsyslogServer server = RsyslogServer.Start();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(Port(server, protocol), protocol, a => a.MaxMessageSize = maxMessageSize);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");
            log.Log(typeof(SyslogFormatTests), Level.Info, $"long {run} " + new string('y', 10_000), null);
            log.Log(typeof(SyslogFormatTests), Level.Info, $"short {run}", null);
            Assert.True(appender.Flush(10_000));

            var received = server.WaitFor(run, 2, ArrivalTimeout).OrderBy(m => m.Raw.Length).ToList();
            appender.Close();
            Assert.Equal(2, received.Count);
            Assert.Equal($"<14>logperf: short {run}", received[0].Raw);
            Assert.Equal(expectedLength, received[1].Raw.Length);
            Assert.StartsWith($"<14>logperf: long {run} yyy", received[1].Raw, StringComparison.Ordinal);
            Assert.EndsWith("y" + SyslogMessageEncoder.TruncationMarker, received[1].Raw, StringComparison.Ordinal);
            Assert.Equal(1, appender.TruncatedCount);
            Assert.Equal(2, appender.DeliveredCount + appender.UnconfirmedCount);
        }

        [Fact]
        public void Truncation_cuts_on_a_character_boundary_in_multibyte_encodings()
        {
            var encoder = new SyslogMessageEncoder(Encoding.UTF8, 64);
            ArraySegment<byte> bytes = encoder.Encode(new StringBuilder(new string('é', 100)));
            string text = Encoding.UTF8.GetString(bytes.Array!, bytes.Offset, bytes.Count);
            Assert.True(bytes.Count <= 64);
            Assert.Equal(new string('é', (64 - SyslogMessageEncoder.TruncationMarker.Length) / 2) + SyslogMessageEncoder.TruncationMarker, text);
            Assert.Equal(1, encoder.Truncated);
        }

        private static int Port(RsyslogServer server, SyslogProtocol protocol)
            => protocol == SyslogProtocol.Udp ? server.UdpPort : server.TcpPort;
    }
}
