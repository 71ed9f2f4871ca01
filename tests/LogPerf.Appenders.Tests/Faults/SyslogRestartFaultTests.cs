using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Syslog;
using log4net;
using log4net.Core;
using log4net.Repository;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// rsyslogd killed (SIGKILL) and started again on the same ports halfway through a full-speed stream. Over TCP it
    /// used to lose 82k–156k events per round, all counted delivered: they were in the kernel's socket buffers (ours and
    /// the server's) and in the server's memory. Now the events of the broken connection are unconfirmed and no event
    /// is missing without a counter; over RELP every event is acknowledged by the server, the unacknowledged ones are
    /// sent again after the restart, and every event counted delivered is in the server's file.
    /// </summary>
    public sealed class SyslogRestartFaultTests
    {
        private static readonly TimeSpan Deadline = TimeSpan.FromSeconds(90);
        private readonly ITestOutputHelper _output;

        public SyslogRestartFaultTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Tcp_server_killed_mid_stream_loses_nothing_without_a_counter()
        {
            (FaultFigures figures, EventLines lines, AsyncRemoteSyslogAppender appender) = Run(SyslogProtocol.Tcp, events: 400_000);
            int missing = (int)figures.Logged - lines.Distinct;
            _output.WriteLine($"TCP: {missing} events missing at the server, {lines.Whole - lines.Distinct} received twice, {appender.ResentCount} messages resent");

            Assert.True(figures.Counters.Unconfirmed > 0, "the restart broke no connection: nothing was unconfirmed");
            Assert.True(lines.Distinct >= figures.Counters.Delivered, $"{figures.Counters.Delivered} delivered but only {lines.Distinct} received");
            Assert.True(
                missing <= figures.Counters.Unconfirmed + figures.Counters.Dropped + figures.Counters.Failed,
                $"{missing} events missing but only {figures.Counters.Unconfirmed} unconfirmed, {figures.Counters.Dropped} dropped, {figures.Counters.Failed} failed");
        }

        [Fact]
        public void Relp_server_killed_mid_stream_every_event_delivered_is_at_the_server()
        {
            Assert.True(RsyslogServer.HasRelp(), "rsyslog's RELP module is missing: apt-get install rsyslog-relp (.ci/run installs it)");
            (FaultFigures figures, EventLines lines, AsyncRemoteSyslogAppender appender) = Run(SyslogProtocol.Relp, events: 150_000);
            int missing = (int)figures.Logged - lines.Distinct;
            _output.WriteLine($"RELP: {missing} events missing at the server, {lines.Whole - lines.Distinct} received twice, {appender.ResentCount} messages resent");

            // Acknowledged means written to the server's file (Direct queue): every delivered event is there, and
            // nothing is unconfirmed, since unacknowledged messages were sent again after the restart.
            Assert.Equal(0, figures.Counters.Unconfirmed);
            Assert.Equal(figures.Counters.Delivered, lines.Distinct);
            Assert.True(lines.Whole - lines.Distinct <= appender.ResentCount, "more duplicates than messages sent again");
        }

        private (FaultFigures, EventLines, AsyncRemoteSyslogAppender) Run(SyslogProtocol protocol, int events)
        {
            var clock = Stopwatch.StartNew();
            bool relp = protocol == SyslogProtocol.Relp;
            using RsyslogServer server = RsyslogServer.Start(relp: relp, rawOutput: true);
            int port = relp ? server.RelpPort!.Value : server.TcpPort;
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(port, protocol, a =>
            {
                a.EnqueueTimeout = 30_000; // the restart takes far less: nothing is dropped by policy
                a.ShutdownTimeout = 30_000;
            });
            ILoggerRepository repository = SyslogTestLog.Repository(appender);
            ILog log = SyslogTestLog.Logger(repository);
            string run = relp ? "relp" : "tcp";
            int logged = 0;
            using var halfway = new ManualResetEventSlim();
            var producer = new Thread(() =>
            {
                for (int i = 0; i < events && clock.Elapsed < Deadline; i++)
                {
                    log.Info(EventLines.Message(run, i));
                    logged = i + 1;
                    if (i == events / 2)
                    {
                        halfway.Set();
                    }
                }

                halfway.Set();
            })
            { IsBackground = true, Name = "full-speed producer" };
            try
            {
                producer.Start();
                Assert.True(halfway.Wait(Deadline), "the producer never got halfway");
                long beforeKill = appender.EnqueuedCount;
                server.Stop();
                server.Run();
                _output.WriteLine($"{protocol}: rsyslogd killed and restarted after {beforeKill} events were queued ({clock.ElapsedMilliseconds} ms)");
                Assert.True(producer.Join(Deadline), "the producer did not finish");
                Assert.True(appender.Flush((int)Deadline.TotalMilliseconds), "the appender did not drain");
            }
            finally
            {
                repository.Shutdown();
            }

            EventLines lines = ReceivedLines(server, run, logged, appender.DeliveredCount);
            FaultFigures figures = FaultFigures.Of($"rsyslogd killed and restarted mid-stream ({protocol})", logged, appender, lines.Distinct)
                .AssertAccounted()
                .Print(_output);
            _output.WriteLine($"{protocol}: {clock.ElapsedMilliseconds} ms in all");
            Assert.Equal(events, logged);
            Assert.Empty(lines.Broken);
            return (figures, lines, appender);
        }

        /// <summary>
        /// What the server wrote, once it has everything delivered (the file lags the acknowledgement a little): a pause in
        /// the file's growth ends the wait only once every event counted delivered is there, since a server on a loaded
        /// machine can pause longer than the time between two reads while it still has delivered events to write.
        /// </summary>
        private static EventLines ReceivedLines(RsyslogServer server, string run, int logged, long delivered)
        {
            const string Prefix = "<14>logperf: ";
            var clock = Stopwatch.StartNew();
            EventLines lines;
            int last = -1;
            while (true)
            {
                lines = new EventLines(run).ReadMessages(server.ReceivedRaw()
                    .Where(line => !line.Contains("logperf-probe-", StringComparison.Ordinal))
                    .Select(line => line.StartsWith(Prefix, StringComparison.Ordinal) ? line.Substring(Prefix.Length) : line));
                if (lines.Distinct >= logged || (lines.Distinct >= delivered && lines.Whole == last) || clock.Elapsed > TimeSpan.FromSeconds(30))
                {
                    return lines;
                }

                last = lines.Whole;
                Thread.Sleep(300);
            }
        }
    }
}
