using System;
using System.Net;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Core;
using log4net.Layout;
using log4net.Repository;
using log4net.Repository.Hierarchy;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>Fresh log4net repositories and configured appenders for the syslog tests.</summary>
    internal static class SyslogTestLog
    {
        public static ILoggerRepository Repository(params IAppender[] appenders)
        {
            ILoggerRepository repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            BasicConfigurator.Configure(repository, appenders);
            ((Hierarchy)repository).Root.Level = Level.All;
            return repository;
        }

        public static ILog Logger(ILoggerRepository repository, string name = "test.logger")
            => LogManager.GetLogger(repository.Name, name);

        public static PatternLayout Layout(string pattern)
        {
            var layout = new PatternLayout(pattern);
            layout.ActivateOptions();
            return layout;
        }

        /// <summary>An activated appender to 127.0.0.1:<paramref name="port"/> with "%message" and a fixed identity.</summary>
        public static AsyncRemoteSyslogAppender Appender(
            int port, SyslogProtocol protocol = SyslogProtocol.Udp, Action<AsyncRemoteSyslogAppender>? configure = null)
        {
            var appender = new AsyncRemoteSyslogAppender
            {
                Name = "syslog",
                RemoteAddress = IPAddress.Loopback,
                RemotePort = port,
                Protocol = protocol,
                Identity = Layout("logperf"),
                Layout = Layout("%message"),
                ErrorHandler = new RecordingErrorHandler(),
                ReconnectDelay = 50,
                MaxReconnectDelay = 200,
            };
            configure?.Invoke(appender);
            appender.ActivateOptions();
            return appender;
        }

        public static RecordingErrorHandler Errors(this AppenderSkeleton appender) => (RecordingErrorHandler)appender.ErrorHandler;

        /// <summary>
        /// After a Close that gave up: a worker still inside the transport when the grace period ended (a loaded machine)
        /// counts its batch when it returns, a moment later.
        /// </summary>
        public static void WaitUntilCounted(AsyncAppenderSkeleton appender) =>
            System.Threading.SpinWait.SpinUntil(() => appender.Counters.InFlight == 0, 10_000);
    }
}
