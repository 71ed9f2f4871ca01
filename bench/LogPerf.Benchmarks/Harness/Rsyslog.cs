using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// A real rsyslogd of its own on loopback (UDP and TCP on free ports), no root needed, writing each raw
    /// message as one line to a file (the approach of the appender tests' RsyslogServer fixture).
    /// </summary>
    internal sealed class Rsyslog : IDisposable
    {
        private readonly string _directory;
        private readonly Process _process;

        public Rsyslog()
        {
            _directory = Directory.CreateTempSubdirectory("logperf-bench-rsyslog-").FullName;
            UdpPort = FreeUdpPort();
            TcpPort = FreeTcpPort();
            OutputPath = Path.Combine(_directory, "received.log");
            string conf = Path.Combine(_directory, "rsyslog.conf");
            File.WriteAllText(conf, $$"""
                global(workDirectory="{{_directory}}" maxMessageSize="64k")
                module(load="imudp")
                module(load="imtcp")
                input(type="imudp" address="127.0.0.1" port="{{UdpPort}}" rcvbufSize="4m")
                input(type="imtcp" address="127.0.0.1" port="{{TcpPort}}")
                template(name="raw" type="string" string="%rawmsg%\n")
                action(type="omfile" file="{{OutputPath}}" template="raw")

                """);
            var start = new ProcessStartInfo(Executable()) { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
            foreach (string arg in new[] { "-n", "-f", conf, "-i", Path.Combine(_directory, "rsyslogd.pid") })
            {
                start.ArgumentList.Add(arg);
            }

            _process = Process.Start(start)!;
            _process.OutputDataReceived += (_, _) => { };
            _process.ErrorDataReceived += (_, _) => { };
            _process.BeginOutputReadLine();
            _process.BeginErrorReadLine();
            WaitUntilReady();
        }

        public int UdpPort { get; }

        public int TcpPort { get; }

        public string OutputPath { get; }

        /// <summary>The CPU time rsyslogd has used so far (all its threads).</summary>
        public TimeSpan CpuTime
        {
            get
            {
                _process.Refresh();
                return _process.TotalProcessorTime;
            }
        }

        public static bool IsInstalled() => File.Exists(Executable());

        public static string Executable() => File.Exists("/usr/sbin/rsyslogd") ? "/usr/sbin/rsyslogd" : "/sbin/rsyslogd";

        public static int FreeUdpPort()
        {
            using var socket = new Socket(AddressFamily.InterNetwork, SocketType.Dgram, ProtocolType.Udp);
            socket.Bind(new IPEndPoint(IPAddress.Loopback, 0));
            return ((IPEndPoint)socket.LocalEndPoint!).Port;
        }

        public static int FreeTcpPort()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            int port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            return port;
        }

        /// <summary>Lines containing <paramref name="marker"/>, once their count stopped growing for 1 s (at most 20 s).</summary>
        public long CountSettled(string marker)
        {
            long last = -1;
            var stable = Stopwatch.StartNew();
            var total = Stopwatch.StartNew();
            while (total.Elapsed < TimeSpan.FromSeconds(20))
            {
                long now = Count(marker);
                if (now != last)
                {
                    last = now;
                    stable.Restart();
                }
                else if (stable.Elapsed > TimeSpan.FromSeconds(1))
                {
                    break;
                }

                Thread.Sleep(200);
            }

            return last;
        }

        public long Count(string marker)
        {
            if (!File.Exists(OutputPath))
            {
                return 0;
            }

            long count = 0;
            using var stream = new FileStream(OutputPath, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
            using var reader = new StreamReader(stream, Encoding.UTF8);
            string? line;
            while ((line = reader.ReadLine()) != null)
            {
                if (line.Contains(marker, StringComparison.Ordinal))
                {
                    count++;
                }
            }

            return count;
        }

        public void Dispose()
        {
            try
            {
                if (!_process.HasExited)
                {
                    _process.Kill(entireProcessTree: true);
                }

                _process.WaitForExit(5000);
            }
            catch (InvalidOperationException)
            {
            }

            _process.Dispose();
            try
            {
                Directory.Delete(_directory, recursive: true);
            }
            catch (IOException)
            {
            }
        }

        private void WaitUntilReady()
        {
            string probe = "logperf-bench-probe-" + Guid.NewGuid().ToString("N");
            using var udp = new UdpClient(AddressFamily.InterNetwork);
            byte[] datagram = Encoding.ASCII.GetBytes($"<14>probe: {probe}");
            var clock = Stopwatch.StartNew();
            while (clock.Elapsed < TimeSpan.FromSeconds(15))
            {
                if (_process.HasExited)
                {
                    throw new InvalidOperationException("rsyslogd exited while starting");
                }

                udp.Send(datagram, datagram.Length, new IPEndPoint(IPAddress.Loopback, UdpPort));
                Thread.Sleep(100);
                if (Count(probe) > 0)
                {
                    return;
                }
            }

            throw new TimeoutException("rsyslogd did not receive a probe within 15 s");
        }
    }
}
