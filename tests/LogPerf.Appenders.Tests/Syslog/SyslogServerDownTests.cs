using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>
    /// With nothing listening the caller neither throws nor waits past its overflow policy; when rsyslog comes
    /// back on the port, TCP delivery resumes with the events the queue kept.
    /// </summary>
    public sealed class SyslogServerDownTests
    {
        private static readonly TimeSpan ArrivalTimeout = TimeSpan.FromSeconds(30);

        [Fact]
        public void Tcp_DropNewest_returns_at_once_counts_drops_and_delivers_the_kept_events_when_the_server_returns()
        {
            int tcpPort = FreePort.Tcp();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(tcpPort, SyslogProtocol.Tcp, a =>
            {
                a.OverflowPolicy = OverflowPolicy.DropNewest;
                a.BufferSize = 100;
                a.BatchSize = 10;
            });
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");

            const int Events = 20_000;
            var clock = Stopwatch.StartNew();
            for (int i = 0; i < Events; i++)
            {
                log.Log(typeof(SyslogServerDownTests), Level.Info, $"down {run} {i}", null);
            }

            clock.Stop();
            Assert.True(clock.Elapsed < TimeSpan.FromSeconds(5), $"{Events} events took {clock.Elapsed} with the server down");
            Assert.False(appender.Flush(300), "nothing can be delivered while the server is down");
            long enqueued = appender.EnqueuedCount;
            Assert.Equal(Events, enqueued + appender.DroppedCount);
            Assert.InRange(enqueued, 100, 100 + 10 + 1);
            Assert.Contains(appender.Errors().Messages, m => m.Contains("dropped", StringComparison.Ordinal));
            Assert.True(
                appender.Errors().WaitForMessage($"127.0.0.1:{tcpPort}", TimeSpan.FromSeconds(10)),
                "the refused connection was not reported: " + string.Join(" / ", appender.Errors().Messages));

            using RsyslogServer server = RsyslogServer.Start(tcpPort: tcpPort);
            Assert.True(appender.Flush(15_000), "the kept events were not delivered after the server came back");
            var kept = server.WaitFor($"down {run} ", (int)enqueued, ArrivalTimeout);
            Assert.Equal(enqueued, kept.Count);
            Assert.Equal(enqueued, kept.Select(m => m.Raw).Distinct().Count());

            for (int i = 0; i < 50; i++)
            {
                log.Log(typeof(SyslogServerDownTests), Level.Info, $"back {run} {i}", null);
            }

            Assert.True(appender.Flush(10_000));
            Assert.Equal(50, server.WaitFor($"back {run} ", 50, ArrivalTimeout).Count);
            appender.Close();
            Assert.Equal(enqueued + 50, appender.DeliveredCount);
        }

        [Fact]
        public void Tcp_reconnects_when_the_server_restarts_and_keeps_the_events_logged_while_it_was_down()
        {
            using RsyslogServer server = RsyslogServer.Start();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(server.TcpPort, SyslogProtocol.Tcp);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");
            void LogPhase(string phase)
            {
                for (int i = 0; i < 100; i++)
                {
                    log.Log(typeof(SyslogServerDownTests), Level.Info, $"{phase} {run} {i}", null);
                }
            }

            LogPhase("before");
            Assert.True(appender.Flush(10_000));
            Assert.Equal(100, server.WaitFor($"before {run} ", 100, ArrivalTimeout).Count);

            server.Stop();
            LogPhase("during");
            Assert.False(appender.Flush(500), "nothing can be delivered while the server is down");

            server.Run();
            Assert.True(appender.Flush(15_000), "the events logged while the server was down were not delivered");
            LogPhase("after");
            Assert.True(appender.Flush(10_000));
            var during = server.WaitFor($"during {run} ", 100, ArrivalTimeout);
            var after = server.WaitFor($"after {run} ", 100, ArrivalTimeout);
            appender.Close();

            Assert.Equal(Enumerable.Range(0, 100).Select(i => $"<14>logperf: during {run} {i}"), during.Select(m => m.Raw));
            Assert.Equal(100, after.Count);

            // "before" was written on the connection the restart broke: it arrived, but the sender cannot know, so it is
            // unconfirmed; "during" and "after" went on the new connection, which Close ended in order.
            Assert.Equal(100, appender.UnconfirmedCount);
            Assert.Equal(200, appender.DeliveredCount);
        }

        [Fact]
        public void Tcp_Block_holds_the_caller_while_the_queue_is_full_and_loses_nothing_when_the_server_returns()
        {
            int tcpPort = FreePort.Tcp();
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(tcpPort, SyslogProtocol.Tcp, a =>
            {
                a.OverflowPolicy = OverflowPolicy.Block;
                a.BufferSize = 16;
                a.BatchSize = 4;
                a.EnqueueTimeout = -1;
            });
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender)).Logger;
            string run = Guid.NewGuid().ToString("N");
            const int Events = 200;
            Exception? thrown = null;
            var producer = new Thread(() =>
            {
                try
                {
                    for (int i = 0; i < Events; i++)
                    {
                        log.Log(typeof(SyslogServerDownTests), Level.Warn, $"block {run} {i}", null);
                    }
                }
                catch (Exception e)
                {
                    thrown = e;
                }
            });
            producer.Start();

            // Block is the lossless policy: with the server down the caller waits once the 16 slots are full. The wait
            // below starts once they are (a loaded machine may take a while to get the producer that far), so it shows the
            // producer held, not merely slow.
            Assert.True(SpinWait.SpinUntil(() => appender.EnqueuedCount >= 16, 30_000), $"only {appender.EnqueuedCount} events were queued");
            Assert.False(producer.Join(1000), "the producer should wait while the queue is full");
            Assert.InRange(appender.EnqueuedCount, 16, 16 + 4 + 1);

            using RsyslogServer server = RsyslogServer.Start(tcpPort: tcpPort);
            Assert.True(producer.Join(30_000), "the producer did not resume after the server came back");
            Assert.Null(thrown);
            Assert.True(appender.Flush(10_000));
            var received = server.WaitFor($"block {run} ", Events, ArrivalTimeout);
            appender.Close();

            Assert.Equal(Events, received.Count);
            Assert.Equal(Enumerable.Range(0, Events).Select(i => $"<12>logperf: block {run} {i}"), received.Select(m => m.Raw));
            Assert.Equal(0, appender.DroppedCount);
        }

        [Fact]
        public void Tcp_Block_with_the_server_down_waits_at_most_EnqueueTimeout_per_event_then_drops_and_counts()
        {
            // Before EnqueueTimeout a caller under Block waited for the whole outage.
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(FreePort.Tcp(), SyslogProtocol.Tcp, a =>
            {
                a.OverflowPolicy = OverflowPolicy.Block;
                a.BufferSize = 4;
                a.BatchSize = 1;
                a.EnqueueTimeout = 300;
                a.ShutdownTimeout = 200;
            });
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            var clock = Stopwatch.StartNew();
            bool returned = LogPerf.Appenders.Tests.Support.Bounded.Run(() =>
            {
                for (int i = 0; i < 10; i++)
                {
                    log.Info($"outage {i}");
                }
            }, 20_000);

            Assert.True(returned, "the caller waited for the whole outage");
            Assert.InRange(appender.DroppedCount, 10 - 4 - 1, 10 - 4);
            Assert.InRange(clock.Elapsed, TimeSpan.FromMilliseconds(300 * appender.DroppedCount - 50), TimeSpan.FromMilliseconds((300 * appender.DroppedCount) + 5000));
            Assert.Equal(10, appender.EnqueuedCount + appender.DroppedCount);
            appender.Close();
            SyslogTestLog.WaitUntilCounted(appender);
            Assert.Equal(10, appender.DeliveredCount + appender.FailedCount + appender.DroppedCount + appender.UnconfirmedCount);
            Assert.Contains(appender.Errors().Messages, m => m.Contains("EnqueueTimeout 300 ms", StringComparison.Ordinal));
        }

        [Fact]
        public void Close_with_the_server_down_gives_up_after_ShutdownTimeout_and_reports_what_was_lost()
        {
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(FreePort.Tcp(), SyslogProtocol.Tcp, a => a.ShutdownTimeout = 500);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            for (int i = 0; i < 10; i++)
            {
                log.Info($"never {i}");
            }

            SpinWait.SpinUntil(() => appender.RefusedCount > 1, TimeSpan.FromSeconds(10));
            Assert.True(appender.RefusedCount > 1, "the appender should keep trying to connect");
            var clock = Stopwatch.StartNew();
            appender.Close();
            Assert.True(clock.Elapsed < TimeSpan.FromSeconds(3), $"Close took {clock.Elapsed}");
            SyslogTestLog.WaitUntilCounted(appender);
            Assert.Equal(0, appender.DeliveredCount);
            Assert.Equal(10, appender.EnqueuedCount);
            Assert.Equal(0, appender.QueuedCount);
            Assert.Equal(10, appender.DroppedCount + appender.FailedCount);
            Assert.Contains(appender.Errors().Messages, m => m.Contains("Close gave up after ShutdownTimeout 500 ms", StringComparison.Ordinal));
        }

        [Fact]
        public void Udp_counts_every_refused_datagram_as_a_failed_event()
        {
            // Each "port unreachable" the socket reports stands for an earlier datagram that was lost; before the fix
            // it only raised RefusedCount while the lost event stayed counted as delivered.
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(FreePort.Udp(), SyslogProtocol.Udp, a => a.BatchSize = 1);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            for (int i = 0; i < 200; i++)
            {
                log.Info($"refused {i}");
                if (i % 20 == 0)
                {
                    Assert.True(appender.Flush(10_000));
                }
            }

            Assert.True(appender.Flush(10_000));
            appender.Close();

            // A refusal counts one failed event of the batch being sent, at most one per event (with BatchSize 1 a
            // second refusal for the same event only happens when that event could not be sent either).
            long counted = appender.RefusedCount - appender.SendFailedCount;
            Assert.True(appender.RefusedCount > 0, "no refused datagram was counted");
            Assert.True(appender.FailedCount >= counted, $"{appender.RefusedCount} refused, {appender.SendFailedCount} not sent, {appender.FailedCount} failed");
            Assert.True(appender.UnconfirmedCount <= 200 - counted, $"{appender.RefusedCount} refused, {appender.UnconfirmedCount} unconfirmed");
            Assert.Equal(0, appender.DeliveredCount);
            Assert.Equal(200, appender.UnconfirmedCount + appender.FailedCount + appender.DroppedCount);
        }

        [Fact]
        public void Udp_batches_sent_to_a_closed_port_count_a_refusal_for_each_lost_datagram()
        {
            // On loopback each datagram to a closed port is answered at once by "port unreachable", which the next send
            // reports: whether datagrams go one per system call or many (sendmmsg, where the kernel drops the error code
            // and stops early), every one after the first is counted as refused.
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(FreePort.Udp(), SyslogProtocol.Udp, a => a.BatchSize = 256);
            var events = Enumerable.Range(0, 1000).Select(i => new LoggingEvent(typeof(SyslogServerDownTests), null, "closed", Level.Info, "event " + i, null)).ToArray();
            appender.DoAppend(events);
            Assert.True(appender.Flush(10_000));
            appender.Close();

            Assert.True(SendMmsg.Available || !OperatingSystem.IsLinux(), "sendmmsg could not be called on Linux");
            Assert.InRange(appender.RefusedCount, 990, 1000);
            Assert.Equal(1000, appender.UnconfirmedCount + appender.FailedCount + appender.DroppedCount);
            Assert.True(appender.FailedCount >= 990, $"{appender.FailedCount} failed");
        }

        [Fact]
        public void Udp_to_a_closed_port_neither_blocks_nor_throws_and_counts_refused_sends()
        {
            AsyncRemoteSyslogAppender appender = SyslogTestLog.Appender(FreePort.Udp(), SyslogProtocol.Udp, a => a.OverflowPolicy = OverflowPolicy.DropNewest);
            var log = SyslogTestLog.Logger(SyslogTestLog.Repository(appender));
            var clock = Stopwatch.StartNew();
            for (int i = 0; i < 1000; i++)
            {
                log.Info($"nowhere {i}");
            }

            Assert.True(clock.Elapsed < TimeSpan.FromSeconds(5), $"1000 events took {clock.Elapsed}");
            Assert.True(appender.Flush(10_000));
            appender.Close();

            // Loopback answers with ICMP port unreachable, which the connected socket reports on a later send.
            Assert.True(appender.RefusedCount > 0, "no refused datagram was counted");
            Assert.Equal(1000, appender.UnconfirmedCount + appender.FailedCount + appender.DroppedCount);
            Assert.Contains(appender.Errors().Messages, m => m.Contains("refused a syslog datagram", StringComparison.Ordinal));
        }
    }
}
