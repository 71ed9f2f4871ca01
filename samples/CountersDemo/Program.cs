using System;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Reflection;
using System.Threading;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Layout;
using log4net.Repository.Hierarchy;
using LogPerf.Appenders;

namespace LogPerf.Samples.CountersDemo
{
    /// <summary>
    /// Logs at a steady pace through the appenders of log4net.config (and, with --syslog, an AsyncRemoteSyslogAppender),
    /// so that `dotnet-counters monitor --counters LogPerf.Appenders` has something to show. Every second it logs a burst
    /// to the "Burst" logger, whose small DropNewest queue overflows: the counters show drops beside deliveries. On exit
    /// it closes the appenders (draining their queues) and prints each one's own counters, to compare with what
    /// dotnet-counters showed.
    /// </summary>
    /// <remarks>
    /// Usage: CountersDemo [--seconds N] [--rate EVENTS_PER_SECOND] [--syslog PORT] [--directory DIR] [--stop-on-input]
    /// (default: 60 s at 2,000 events/s, no syslog, logs in DIR/logs, DIR the current directory; Ctrl+C stops early, and
    /// so does a line on the standard input or its end with --stop-on-input, which is how a test stops it).
    /// </remarks>
    public static class Program
    {
        private const int BurstSize = 1_000;

        public static int Main(string[] args)
        {
            double seconds = double.Parse(Option(args, "--seconds") ?? "60", CultureInfo.InvariantCulture);
            int rate = int.Parse(Option(args, "--rate") ?? "2000", CultureInfo.InvariantCulture);
            string? syslogPort = Option(args, "--syslog");
            string directory = Option(args, "--directory") ?? Directory.GetCurrentDirectory();
            bool stopOnInput = Array.IndexOf(args, "--stop-on-input") >= 0;
            if (seconds <= 0 || rate <= 0)
            {
                Console.Error.WriteLine("usage: CountersDemo [--seconds N] [--rate EVENTS_PER_SECOND] [--syslog PORT] [--directory DIR] [--stop-on-input]");
                return 2;
            }

            // log4net.config names its files under this property (log4net resolves relative paths against the app's folder).
            string logs = Path.Combine(Path.GetFullPath(directory), "logs");
            GlobalContext.Properties["LogDirectory"] = logs;
            var repository = (Hierarchy)LogManager.GetRepository(Assembly.GetEntryAssembly()!);
            XmlConfigurator.Configure(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, "log4net.config")));
            if (syslogPort != null)
            {
                AddSyslog(repository, int.Parse(syslogPort, CultureInfo.InvariantCulture));
            }

            // Not disposed: Ctrl+C or the input thread may cancel it at any moment until the process ends.
            var stop = new CancellationTokenSource(TimeSpan.FromSeconds(seconds));
            Console.CancelKeyPress += (_, e) =>
            {
                e.Cancel = true;
                stop.Cancel();
            };

            if (stopOnInput)
            {
                new Thread(() =>
                {
                    Console.In.ReadLine();
                    stop.Cancel();
                }) { IsBackground = true, Name = "stop-on-input" }.Start();
            }

            // The tests wait for this line before attaching dotnet-counters.
            Console.WriteLine($"logging: pid {Environment.ProcessId}, {rate} events/s for {seconds} s, logs in {logs}");
            Run(rate, stop.Token);

            // Shutdown closes the appenders (each drains its queue) and detaches them, so they are listed first.
            IAppender[] appenders = repository.GetAppenders().OrderBy(a => a.Name, StringComparer.Ordinal).ToArray();
            repository.Shutdown();
            foreach (IAppender appender in appenders)
            {
                Console.WriteLine(Describe(appender));
            }

            return 0;
        }

        /// <summary>Logs <paramref name="rate"/> events a second in ticks of 10 ms, and a burst to "Burst" every second.</summary>
        private static void Run(int rate, CancellationToken stop)
        {
            ILog log = LogManager.GetLogger(typeof(Program));
            ILog burst = LogManager.GetLogger(Assembly.GetEntryAssembly()!, "Burst");
            var clock = Stopwatch.StartNew();
            long logged = 0;
            long nextBurst = 0;
            while (!stop.IsCancellationRequested)
            {
                long due = (long)(clock.Elapsed.TotalSeconds * rate);
                for (; logged < due; logged++)
                {
                    if (logged % 1000 == 999)
                    {
                        log.Warn($"order {logged} took longer than expected");
                    }
                    else
                    {
                        log.Info($"order {logged} shipped");
                    }
                }

                if (clock.ElapsedMilliseconds >= nextBurst)
                {
                    for (int i = 0; i < BurstSize; i++)
                    {
                        burst.Info($"burst event {i}");
                    }

                    nextBurst += 1000;
                }

                stop.WaitHandle.WaitOne(10);
            }
        }

        /// <summary>An AsyncRemoteSyslogAppender over UDP to 127.0.0.1:<paramref name="port"/>, fed by the root logger.</summary>
        private static void AddSyslog(Hierarchy repository, int port)
        {
            var syslog = new AsyncRemoteSyslogAppender
            {
                Name = "Syslog",
                RemoteAddress = IPAddress.Loopback,
                RemotePort = port,
                Identity = new PatternLayout("counters-demo"),
                Layout = new PatternLayout("%-5level %logger - %message"),
            };
            syslog.ActivateOptions();
            repository.Root.AddAppender(syslog);
        }

        private static string Describe(IAppender appender) => appender switch
        {
            AsyncAppenderSkeleton a => $"{a.Name} ({a.GetType().Name}): enqueued {a.EnqueuedCount}, delivered {a.DeliveredCount}, " +
                                       $"dropped {a.DroppedCount}, failed {a.FailedCount}, unconfirmed {a.UnconfirmedCount}",
            MemoryMappedFileAppender m => $"{m.Name} ({m.GetType().Name}): written {m.WrittenCount}, failed {m.FailedCount}",
            _ => $"{appender.Name} ({appender.GetType().Name})",
        };

        private static string? Option(string[] args, string name)
        {
            int i = Array.IndexOf(args, name);
            return i >= 0 && i + 1 < args.Length ? args[i + 1] : null;
        }
    }
}
