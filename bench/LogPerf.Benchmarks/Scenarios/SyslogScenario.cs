using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Net;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Repository.Hierarchy;
using LogPerf.Appenders;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 4: log4net's RemoteSyslogAppender against LogPerf's AsyncRemoteSyslogAppender, to a real rsyslog
    /// on loopback and to a port where nothing listens; caller events/s and events rsyslog wrote.
    /// </summary>
    internal static class SyslogScenario
    {
        public static Dictionary<string, List<RunResult>> Run(Report report, TimeSpan duration, int reps)
        {
            string log4netVersion = typeof(ILog).Assembly.GetName().Version!.ToString();
            if (!RsyslogServer.IsInstalled())
            {
                report.Heading("4. Syslog");
                report.Line("Skipped: rsyslogd is not installed (apt-get install -y rsyslog).");
                return new Dictionary<string, List<RunResult>>();
            }

            Console.Error.WriteLine("  starting rsyslogd");
            using var server = RsyslogServer.Start(rawOutput: true);
            Console.Error.WriteLine("  rsyslogd ready");
            int closedUdp = FreePort.Udp();
            int closedTcp = FreePort.Tcp();
            var variants = new (string Key, string Label, Func<IAppender> Create)[]
            {
                ("L-up", $"log4net {log4netVersion} RemoteSyslogAppender (UDP) → rsyslog", () => Log4NetSyslog(server.UdpPort)),
                ("A-up", "LogPerf AsyncRemoteSyslogAppender UDP (defaults) → rsyslog", () => AsyncSyslog(server.UdpPort, SyslogProtocol.Udp)),
                ("T-up", "LogPerf AsyncRemoteSyslogAppender TCP → rsyslog", () => AsyncSyslog(server.TcpPort, SyslogProtocol.Tcp)),
                ("L-down", $"log4net {log4netVersion} RemoteSyslogAppender (UDP) → closed port", () => Log4NetSyslog(closedUdp)),
                ("A-down", "LogPerf AsyncRemoteSyslogAppender UDP → closed port", () => AsyncSyslog(closedUdp, SyslogProtocol.Udp)),
                ("T-down", "LogPerf AsyncRemoteSyslogAppender TCP, OverflowPolicy=DropNewest → closed port (with the default Block the producer blocks for as long as the server is down)", () => AsyncSyslog(closedTcp, SyslogProtocol.Tcp, OverflowPolicy.DropNewest)),
            };

            if (VariantFilter.Only is { } only)
            {
                variants = variants.Where(v => only.Contains(v.Key, StringComparer.Ordinal)).ToArray();
            }

            var results = variants.ToDictionary(v => v.Key, _ => new List<RunResult>());
            foreach (var v in variants)
            {
                Console.Error.WriteLine($"  syslog warm-up {v.Key}");
                Once(server, v.Create, TimeSpan.FromSeconds(0.2));
            }

            for (int rep = 0; rep < reps; rep++)
            {
                foreach (var v in variants)
                {
                    RunResult r = Once(server, v.Create, duration);
                    results[v.Key].Add(r);
                    Console.Error.WriteLine($"  syslog rep {rep + 1} {v.Key}: caller {Stats.Rate(r.CallerRate)}/s, delivered {r.OnDisk}/{r.Logged}, dropped {r.Dropped}");
                }
            }

            report.Heading($"4. Syslog: log4net {log4netVersion} RemoteSyslogAppender vs AsyncRemoteSyslogAppender");
            report.Line($"One producer, {duration.TotalSeconds:0} s per run, {reps} runs interleaved after a 0.2 s warm-up each; layout `%logger %message`. " +
                        "Delivered = lines rsyslogd (a private instance on 127.0.0.1, imudp rcvbuf 4 MB, imtcp, omfile) wrote, counted once the count stopped growing for 1 s. " +
                        "Closed port = a free loopback port nothing listens on. Close of the async appender waits up to its ShutdownTimeout (5 s). " +
                        "CPU ns/event: this process's CPU time (producer, sender, GC) over the loop and Close, and rsyslogd's until its output stopped growing, each ÷ events logged; " +
                        "both run on the same 2 cores, so no caller rate that every event survives can exceed 2 s of CPU per second ÷ their sum.");
            report.Line();
            double baseUp = results.TryGetValue("L-up", out var up) ? Stats.Median(up.Select(r => r.CallerRate).ToList()) : 0;
            double baseDown = results.TryGetValue("L-down", out var down) ? Stats.Median(down.Select(r => r.CallerRate).ToList()) : 0;
            report.Table(
                new[] { "variant", "caller events/s", "vs log4net same target", "delivered / logged", "dropped + failed (appender counts)", "close ms", "CPU ns/event: bench process + rsyslogd", "GC 0/1/2" },
                variants.Select(v =>
                {
                    List<RunResult> rs = results[v.Key];
                    double caller = Stats.Median(rs.Select(r => r.CallerRate).ToList());
                    return (IReadOnlyList<string>)new[]
                    {
                        v.Label,
                        Stats.MedianSpread(rs.Select(r => r.CallerRate).ToList(), Stats.Rate),
                        Stats.Ratio(caller, v.Key.EndsWith("up", StringComparison.Ordinal) ? baseUp : baseDown),
                        Stats.MedianSpread(rs.Select(r => 100.0 * r.OnDisk / r.Logged).ToList(), x => Stats.F1(x) + "%"),
                        rs[0].Dropped is null ? "–" : Stats.MedianSpread(rs.Select(r => 100.0 * r.Dropped!.Value / r.Logged).ToList(), x => Stats.F1(x) + "%"),
                        Stats.F0(Stats.Median(rs.Select(r => r.CloseSeconds * 1000).ToList())),
                        $"{Stats.F0(Stats.Median(rs.Select(r => r.ProcessCpuPerEvent ?? 0).ToList()))} + {Stats.F0(Stats.Median(rs.Select(r => r.ServerCpuPerEvent ?? 0).ToList()))}",
                        GcCounts.Medians(rs.Select(r => r.Gc)),
                    };
                }));
            return results;
        }

        private static IAppender Log4NetSyslog(int port)
        {
            var appender = new RemoteSyslogAppender
            {
                Name = "Syslog",
                RemoteAddress = IPAddress.Loopback,
                RemotePort = port,
                Layout = Log4NetTargets.Layout("%logger %message"),
            };
            appender.ActivateOptions();
            return appender;
        }

        private static IAppender AsyncSyslog(int port, SyslogProtocol protocol, OverflowPolicy policy = OverflowPolicy.Block)
        {
            var appender = new AsyncRemoteSyslogAppender
            {
                Name = "AsyncSyslog",
                RemoteAddress = IPAddress.Loopback,
                RemotePort = port,
                Protocol = protocol,
                OverflowPolicy = policy,
                Layout = Log4NetTargets.Layout("%logger %message"),
            };
            appender.ActivateOptions();
            return appender;
        }

        private static RunResult Once(RsyslogServer server, Func<IAppender> create, TimeSpan duration)
        {
            string marker = "run" + Guid.NewGuid().ToString("N");
            IAppender appender = create();
            var repository = (Hierarchy)LogManager.CreateRepository("syslog-" + marker);
            repository.Root.Level = Level.All;
            repository.Root.AddAppender(appender);
            repository.Configured = true;
            ILog log = LogManager.GetLogger(repository.Name, marker);
            GcCounts gc = GcCounts.Start();
            using Process self = Process.GetCurrentProcess();
            TimeSpan selfStart = self.TotalProcessorTime;
            TimeSpan serverStart = server.CpuTime;
            long start = Stopwatch.GetTimestamp();
            long end = start + (long)(duration.TotalSeconds * Stopwatch.Frequency);
            long counter = 0;
            while (true)
            {
                counter++;
                log.DebugFormat("Counter is: {0}", counter);
                if ((counter & 63) == 0 && Stopwatch.GetTimestamp() >= end)
                {
                    break;
                }
            }

            long loopEnd = Stopwatch.GetTimestamp();
            repository.Shutdown();
            long closed = Stopwatch.GetTimestamp();
            GcCounts collections = gc.Stop();
            self.Refresh();
            TimeSpan selfCpu = self.TotalProcessorTime - selfStart;
            long delivered = server.CountRawSettled(marker);
            TimeSpan serverCpu = server.CpuTime - serverStart;
            return new RunResult
            {
                Logged = counter,
                LoopSeconds = (loopEnd - start) / (double)Stopwatch.Frequency,
                CloseSeconds = (closed - loopEnd) / (double)Stopwatch.Frequency,
                OnDisk = delivered,
                ProcessCpuPerEvent = selfCpu.TotalMilliseconds * 1e6 / counter,
                ServerCpuPerEvent = serverCpu.TotalMilliseconds * 1e6 / counter,
                Dropped = appender is AsyncAppenderSkeleton a ? a.DroppedCount + a.FailedCount : null,
                Gc = collections,
            };
        }
    }
}
