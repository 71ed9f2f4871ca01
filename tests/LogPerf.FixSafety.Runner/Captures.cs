using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// Stand-ins for the destinations a run cannot write to a file itself, all on loopback and all ended by
    /// <see cref="Stop"/>: a UDP receiver (syslog, UdpAppender: one line per datagram), an SMTP receiver (one line per line
    /// of each mail body), the recording database connection (one line per command executed), and a trace listener
    /// (TraceAppender, DebugAppender, NLog's Trace and Debugger targets).
    /// </summary>
    public sealed class Captures : IDisposable
    {
        private readonly Sandbox _sandbox;
        private readonly UdpClient _udp;
        private readonly TcpListener _smtp;
        private readonly Thread _udpThread;
        private readonly Thread _smtpThread;
        private readonly List<string> _datagrams = new List<string>();
        private readonly List<string> _mails = new List<string>();
        private readonly TextWriterTraceListener _trace;
        private volatile bool _stopping;

        public Captures(Sandbox sandbox)
        {
            _sandbox = sandbox;
            _udp = new UdpClient(new IPEndPoint(IPAddress.Loopback, 0));
            _udp.Client.ReceiveBufferSize = 8 * 1024 * 1024;
            _udp.Client.ReceiveTimeout = 200;
            UdpPort = ((IPEndPoint)_udp.Client.LocalEndPoint!).Port;
            _smtp = new TcpListener(IPAddress.Loopback, 0);
            _smtp.Start();
            SmtpPort = ((IPEndPoint)_smtp.LocalEndpoint).Port;
            _udpThread = new Thread(ReceiveDatagrams) { IsBackground = true, Name = "udp-capture" };
            _smtpThread = new Thread(ServeSmtp) { IsBackground = true, Name = "smtp-capture" };
            _udpThread.Start();
            _smtpThread.Start();
            RecordingConnection.Output = Path.Combine(sandbox.Capture, "adonet.txt");
            _trace = new TextWriterTraceListener(Path.Combine(sandbox.Capture, "trace.txt"));
            Trace.Listeners.Add(_trace);
            Trace.AutoFlush = true;
        }

        public int UdpPort { get; }

        public int SmtpPort { get; }

        /// <summary>
        /// Waits briefly for datagrams in flight, stops the receivers once they have read what was sent (a datagram waiting
        /// in the socket, a mail session under way) and writes what they got. The waits are generous: on a loaded machine a
        /// receiver can lag behind what the run sent, and a line it never read would count as lost by the fix.
        /// </summary>
        public void Stop()
        {
            Thread.Sleep(300);
            _stopping = true;
            _smtp.Stop();
            _udpThread.Join(30_000);
            _smtpThread.Join(30_000);
            Trace.Listeners.Remove(_trace);
            _trace.Flush();
            _trace.Close();
            lock (_datagrams)
            {
                File.WriteAllLines(Path.Combine(_sandbox.Capture, "udp.txt"), _datagrams);
            }

            lock (_mails)
            {
                File.WriteAllLines(Path.Combine(_sandbox.Capture, "smtp.txt"), _mails);
            }
        }

        public void Dispose()
        {
            _udp.Dispose();
            _smtp.Stop();
        }

        /// <summary>Receives until stopped and the socket stays empty for a receive timeout: nothing sent is left unread.</summary>
        private void ReceiveDatagrams()
        {
            var from = new IPEndPoint(IPAddress.Any, 0);
            while (true)
            {
                try
                {
                    var bytes = _udp.Receive(ref from);
                    lock (_datagrams)
                    {
                        _datagrams.Add(Encoding.UTF8.GetString(bytes).TrimEnd('\r', '\n').Replace("\n", "\\n", StringComparison.Ordinal));
                    }
                }
                catch (SocketException)
                {
                    // Receive timeout: nothing waits in the socket.
                    if (_stopping)
                    {
                        return;
                    }
                }
                catch (ObjectDisposedException)
                {
                    // Disposed after Stop gave up waiting for a sender that never went quiet.
                    return;
                }
            }
        }

        private void ServeSmtp()
        {
            while (!_stopping)
            {
                try
                {
                    using var client = _smtp.AcceptTcpClient();
                    client.ReceiveTimeout = 10_000;
                    using var stream = client.GetStream();
                    var body = SmtpSession.Receive(stream);
                    lock (_mails)
                    {
                        _mails.AddRange(body);
                    }
                }
                catch (Exception e) when (e is SocketException or IOException or ObjectDisposedException or InvalidOperationException)
                {
                    // Listener stopped, or a client went away mid-session.
                }
            }
        }
    }
}
