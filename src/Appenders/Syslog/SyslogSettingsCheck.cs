using System;
using System.Net;
using System.Text;
using SyslogFacility = log4net.Appender.RemoteSyslogAppender.SyslogFacility;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Replaces each bad setting of an <see cref="AsyncRemoteSyslogAppender"/> with its default and says so
    /// through the appender's ErrorHandler, so a typo in a config file is visible and never throws.
    /// </summary>
    internal readonly struct SyslogSettingsCheck
    {
        private readonly AsyncRemoteSyslogAppender _appender;

        public SyslogSettingsCheck(AsyncRemoteSyslogAppender appender) => _appender = appender;

        public void Apply()
        {
            AsyncRemoteSyslogAppender a = _appender;
            if (a.RemoteAddress is null && string.IsNullOrWhiteSpace(a.RemoteHost))
            {
                Report("RemoteAddress is not set", "127.0.0.1");
                a.RemoteAddress = IPAddress.Parse("127.0.0.1");
            }

            if (a.RemotePort < IPEndPoint.MinPort + 1 || a.RemotePort > IPEndPoint.MaxPort)
            {
                Report($"RemotePort {a.RemotePort} is not in 1..65535", AsyncRemoteSyslogAppender.DefaultRemotePort.ToString());
                a.RemotePort = AsyncRemoteSyslogAppender.DefaultRemotePort;
            }

            if (!Enum.IsDefined(typeof(SyslogProtocol), a.Protocol))
            {
                Report($"Protocol {Describe(a.Protocol)} is not one of {Names<SyslogProtocol>()}", nameof(SyslogProtocol.Udp));
                a.Protocol = SyslogProtocol.Udp;
            }

            if (!Enum.IsDefined(typeof(SyslogFormat), a.Format))
            {
                Report($"Format {Describe(a.Format)} is not one of {Names<SyslogFormat>()}", nameof(SyslogFormat.Log4Net));
                a.Format = SyslogFormat.Log4Net;
            }

            if (!Enum.IsDefined(typeof(SyslogNewLineHandling), a.NewLineHandling))
            {
                Report($"NewLineHandling {Describe(a.NewLineHandling)} is not one of {Names<SyslogNewLineHandling>()}", nameof(SyslogNewLineHandling.Escape));
                a.NewLineHandling = SyslogNewLineHandling.Escape;
            }

            if (a.Facility < SyslogFacility.Kernel || a.Facility > SyslogFacility.Local7)
            {
                Report($"Facility {(int)a.Facility} is not a syslog facility (Kernel..Local7)", nameof(SyslogFacility.User));
                a.Facility = SyslogFacility.User;
            }

            if (a.Encoding is null)
            {
                Report("Encoding is not set", "ASCII");
                a.Encoding = Encoding.ASCII;
            }

            CheckMaxMessageSize(a);
            if (a.ReconnectDelay <= 0)
            {
                Report($"ReconnectDelay {a.ReconnectDelay} ms must be greater than 0", "100");
                a.ReconnectDelay = 100;
            }

            if (a.MaxReconnectDelay < a.ReconnectDelay)
            {
                Report($"MaxReconnectDelay {a.MaxReconnectDelay} ms is less than ReconnectDelay {a.ReconnectDelay} ms", a.ReconnectDelay.ToString());
                a.MaxReconnectDelay = a.ReconnectDelay;
            }

            if (a.ConnectTimeout <= 0)
            {
                Report($"ConnectTimeout {a.ConnectTimeout} ms must be greater than 0", "5000");
                a.ConnectTimeout = 5000;
            }
        }

        private static string Describe<TEnum>(TEnum value)
            where TEnum : struct
            => value.Equals(LenientEnumConverter<TEnum>.Unknown) ? "(an unknown name in the configuration)" : Convert.ToInt32(value).ToString();

        private static string Names<TEnum>() => string.Join(", ", Enum.GetNames(typeof(TEnum)));

        private void CheckMaxMessageSize(AsyncRemoteSyslogAppender a)
        {
            if (a.MaxMessageSize < 0 || (a.MaxMessageSize > 0 && a.MaxMessageSize < AsyncRemoteSyslogAppender.MinMessageSize))
            {
                Report($"MaxMessageSize {a.MaxMessageSize} must be 0 (the protocol's default) or at least {AsyncRemoteSyslogAppender.MinMessageSize}", "0");
                a.MaxMessageSize = 0;
            }
            else if (a.Protocol == SyslogProtocol.Udp && a.MaxMessageSize > AsyncRemoteSyslogAppender.MaxUdpPayload)
            {
                Report($"MaxMessageSize {a.MaxMessageSize} is more than a UDP datagram can carry", AsyncRemoteSyslogAppender.MaxUdpPayload.ToString());
                a.MaxMessageSize = AsyncRemoteSyslogAppender.MaxUdpPayload;
            }
        }

        private void Report(string problem, string replacement)
            => _appender.ErrorHandler.Error($"{nameof(AsyncRemoteSyslogAppender)} [{_appender.Name}]: {problem}; using {replacement}.");
    }
}
