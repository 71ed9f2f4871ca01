using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Text.Json;
using System.Threading;

namespace LogPerf.TestSupport
{
    /// <summary>
    /// A real rsyslogd of its own, bound to 127.0.0.1 only, UDP and TCP (and RELP, when asked) on free ports, writing every
    /// message it parses as one JSON line to a temp file. Needs no root. Dispose kills the process and deletes the files.
    /// </summary>
    /// <remarks>
    /// With RELP the main queue is Direct: a message is written to the file before imrelp answers 200, so every message
    /// the server acknowledged is in the file even when the server is killed right after (with the default in-memory
    /// queue, an acknowledged message can still die with the process).
    /// </remarks>
    public sealed class RsyslogServer : IDisposable
    {
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(15);
        private readonly string _directory;
        private readonly StringBuilder _console = new StringBuilder();
        private Process? _process;
        private int _probes;

        private readonly bool _rawOutput;

        private RsyslogServer(int udpPort, int tcpPort, int? relpPort, bool rawOutput)
        {
            UdpPort = udpPort;
            TcpPort = tcpPort;
            RelpPort = relpPort;
            _rawOutput = rawOutput;
            _directory = Directory.CreateTempSubdirectory("logperf-rsyslog-").FullName;
            OutputPath = Path.Combine(_directory, rawOutput ? "received.log" : "received.jsonl");
            File.WriteAllText(Path.Combine(_directory, "rsyslog.conf"), Config());
        }

        public int UdpPort { get; }

        public int TcpPort { get; }

        /// <summary>The RELP port, when the server was started with one.</summary>
        public int? RelpPort { get; }

        public string OutputPath { get; }

        public bool IsRunning => _process is { HasExited: false };

        /// <summary>The CPU time rsyslogd has used so far (all its threads; zero when it is not running).</summary>
        public TimeSpan CpuTime
        {
            get
            {
                if (_process is not { } process)
                {
                    return TimeSpan.Zero;
                }

                process.Refresh();
                return process.TotalProcessorTime;
            }
        }

        /// <summary>
        /// Starts a server; with ports given, on those ports (to bring a server back where one was). With
        /// <paramref name="rawOutput"/> it writes each message's raw text as one line (<see cref="ReceivedRaw"/>), fast
        /// enough for full-speed runs, instead of JSON.
        /// </summary>
        public static RsyslogServer Start(int? udpPort = null, int? tcpPort = null, bool relp = false, bool rawOutput = false)
        {
            var server = new RsyslogServer(udpPort ?? FreePort.Udp(), tcpPort ?? FreePort.Tcp(), relp ? FreePort.Tcp() : null, rawOutput);
            try
            {
                server.Run();
                return server;
            }
            catch
            {
                server.Dispose();
                throw;
            }
        }

        /// <summary>Whether rsyslog's RELP input module is installed (Debian package rsyslog-relp; .ci/run installs it).</summary>
        public static bool HasRelp() =>
            new[] { "/usr/lib/x86_64-linux-gnu/rsyslog", "/usr/lib/aarch64-linux-gnu/rsyslog", "/usr/lib/rsyslog", "/usr/lib64/rsyslog" }
                .Any(dir => File.Exists(Path.Combine(dir, "imrelp.so")));

        public static bool IsInstalled()
        {
            try
            {
                Executable();
                return true;
            }
            catch (InvalidOperationException)
            {
                return false;
            }
        }

        public static string Executable()
        {
            string[] candidates = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
                .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
                .Concat(new[] { "/usr/sbin", "/sbin" })
                .Select(dir => Path.Combine(dir, "rsyslogd"))
                .ToArray();
            return candidates.FirstOrDefault(File.Exists)
                ?? throw new InvalidOperationException(
                    "rsyslogd not found. Install the Debian package: apt-get install -y rsyslog (.ci/run does this).");
        }

        /// <summary>Starts rsyslogd (again) on this server's ports and waits until it has parsed a probe message.</summary>
        public void Run()
        {
            if (IsRunning)
            {
                return;
            }

            var start = new ProcessStartInfo(Executable())
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
            };
            foreach (string arg in new[] { "-n", "-f", Path.Combine(_directory, "rsyslog.conf"), "-i", Path.Combine(_directory, "rsyslogd.pid") })
            {
                start.ArgumentList.Add(arg);
            }

            var process = new Process { StartInfo = start };
            process.OutputDataReceived += (_, e) => Capture(e.Data);
            process.ErrorDataReceived += (_, e) => Capture(e.Data);
            process.Start();
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            _process = process;
            WaitUntilReady();
        }

        /// <summary>Kills rsyslogd; the ports stay this server's so <see cref="Run"/> can bring it back.</summary>
        public void Stop()
        {
            Process? process = _process;
            _process = null;
            if (process is null)
            {
                return;
            }

            try
            {
                if (!process.HasExited)
                {
                    process.Kill(entireProcessTree: true);
                }

                process.WaitForExit(5000);
            }
            catch (InvalidOperationException)
            {
                // Already gone.
            }
            finally
            {
                process.Dispose();
            }
        }

        public void Dispose()
        {
            Stop();
            try
            {
                Directory.Delete(_directory, recursive: true);
            }
            catch (IOException)
            {
            }
            catch (UnauthorizedAccessException)
            {
            }
        }

        /// <summary>The raw text of every message received, one per line (a server started with rawOutput).</summary>
        public IReadOnlyList<string> ReceivedRaw()
        {
            if (!File.Exists(OutputPath))
            {
                return Array.Empty<string>();
            }

            using var stream = new FileStream(OutputPath, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
            using var reader = new StreamReader(stream, Encoding.UTF8);
            var lines = new List<string>();
            while (reader.ReadLine() is string line)
            {
                lines.Add(line);
            }

            return lines;
        }

        /// <summary>How many raw lines hold <paramref name="marker"/> (a server started with rawOutput), read without keeping them.</summary>
        public long CountRaw(string marker)
        {
            if (!File.Exists(OutputPath))
            {
                return 0;
            }

            long count = 0;
            using var stream = new FileStream(OutputPath, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
            using var reader = new StreamReader(stream, Encoding.UTF8);
            while (reader.ReadLine() is string line)
            {
                if (line.Contains(marker, StringComparison.Ordinal))
                {
                    count++;
                }
            }

            return count;
        }

        /// <summary><see cref="CountRaw"/>, once the count stopped growing for 1 s (at most 20 s).</summary>
        public long CountRawSettled(string marker)
        {
            long last = -1;
            var stable = Stopwatch.StartNew();
            var total = Stopwatch.StartNew();
            while (total.Elapsed < TimeSpan.FromSeconds(20))
            {
                long now = CountRaw(marker);
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

        public IReadOnlyList<ReceivedSyslogMessage> Received()
        {
            if (!File.Exists(OutputPath))
            {
                return Array.Empty<ReceivedSyslogMessage>();
            }

            string text;
            using (var stream = new FileStream(OutputPath, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete))
            using (var reader = new StreamReader(stream, Encoding.UTF8))
            {
                text = reader.ReadToEnd();
            }

            var messages = new List<ReceivedSyslogMessage>();
            foreach (string line in text.Split('\n'))
            {
                if (line.Length == 0 || !line.EndsWith('}'))
                {
                    continue; // empty, or a line rsyslog is still writing
                }

                using JsonDocument json = JsonDocument.Parse(line);
                JsonElement e = json.RootElement;
                messages.Add(new ReceivedSyslogMessage(
                    int.Parse(e.GetProperty("pri").GetString()!),
                    e.GetProperty("time").GetString()!,
                    e.GetProperty("host").GetString()!,
                    e.GetProperty("app").GetString()!,
                    e.GetProperty("procid").GetString()!,
                    e.GetProperty("msgid").GetString()!,
                    e.GetProperty("tag").GetString()!,
                    e.GetProperty("msg").GetString()!,
                    e.GetProperty("raw").GetString()!));
            }

            return messages;
        }

        /// <summary>The messages whose raw text contains <paramref name="marker"/>, once <paramref name="count"/> arrived or the time ran out.</summary>
        public IReadOnlyList<ReceivedSyslogMessage> WaitFor(string marker, int count, TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            while (true)
            {
                List<ReceivedSyslogMessage> matching = Received().Where(m => m.Raw.Contains(marker, StringComparison.Ordinal)).ToList();
                if (matching.Count >= count || clock.Elapsed > timeout)
                {
                    return matching;
                }

                Thread.Sleep(50);
            }
        }

        public string Console()
        {
            lock (_console)
            {
                return _console.ToString();
            }
        }

        private void Capture(string? line)
        {
            if (line is null)
            {
                return;
            }

            lock (_console)
            {
                _console.AppendLine(line);
            }
        }

        private void WaitUntilReady()
        {
            var clock = Stopwatch.StartNew();
            string probe = $"logperf-probe-{Guid.NewGuid():N}-{++_probes}";
            using var udp = new UdpClient(AddressFamily.InterNetwork);
            byte[] datagram = Encoding.ASCII.GetBytes($"<14>probe: {probe}");
            while (clock.Elapsed < StartTimeout)
            {
                if (_process is null || _process.HasExited)
                {
                    throw new InvalidOperationException($"rsyslogd exited while starting:\n{Console()}");
                }

                udp.Send(datagram, datagram.Length, new IPEndPoint(IPAddress.Loopback, UdpPort));
                Thread.Sleep(100);
                bool probed = _rawOutput
                    ? ReceivedRaw().Any(line => line.Contains(probe, StringComparison.Ordinal))
                    : Received().Any(m => m.Raw.Contains(probe, StringComparison.Ordinal));
                if (probed && Accepts(TcpPort) && (RelpPort is not int relp || Accepts(relp)))
                {
                    return;
                }
            }

            Stop();
            throw new TimeoutException($"rsyslogd did not receive a probe within {StartTimeout}:\n{Console()}");
        }

        private static bool Accepts(int port)
        {
            try
            {
                using var client = new TcpClient(AddressFamily.InterNetwork);
                client.Connect(IPAddress.Loopback, port);
                return true;
            }
            catch (SocketException)
            {
                return false;
            }
        }

        // omfile writes each parsed message as JSON so tests can check priority, header fields and raw bytes.
        private string Config() => $$"""
            global(workDirectory="{{_directory}}" maxMessageSize="64k")
            module(load="imudp")
            module(load="imtcp")
            input(type="imudp" address="127.0.0.1" port="{{UdpPort}}" rcvbufSize="4m")
            input(type="imtcp" address="127.0.0.1" port="{{TcpPort}}")
            {{RelpConfig()}}
            {{OutputConfig()}}

            """;

        private string OutputConfig() => _rawOutput
            ? $$"""
              template(name="raw" type="string" string="%rawmsg%\n")
              action(type="omfile" file="{{OutputPath}}" template="raw")
              """
            : $$"""
              template(name="json" type="string" string="{\"pri\":\"%pri%\",\"time\":\"%timereported:::date-rfc3339,json%\",\"host\":\"%hostname:::json%\",\"app\":\"%app-name:::json%\",\"procid\":\"%procid:::json%\",\"msgid\":\"%msgid:::json%\",\"tag\":\"%syslogtag:::json%\",\"msg\":\"%msg:::json%\",\"raw\":\"%rawmsg:::json%\"}\n")
              action(type="omfile" file="{{OutputPath}}" template="json")
              """;

        private string RelpConfig() => RelpPort is int port
            ? $$"""
              main_queue(queue.type="Direct")
              module(load="imrelp")
              input(type="imrelp" address="127.0.0.1" port="{{port}}")
              """
            : string.Empty;
    }
}
