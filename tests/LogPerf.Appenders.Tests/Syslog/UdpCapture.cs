using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using System.Threading;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>A loopback UDP socket that keeps every datagram it gets, byte for byte, to compare wire formats.</summary>
    internal sealed class UdpCapture : IDisposable
    {
        private readonly UdpClient _client = new UdpClient(new IPEndPoint(IPAddress.Loopback, 0));

        /// <summary>
        /// Datagrams wait in the socket until a test reads them after both appenders flushed: the kernel's default
        /// receive buffer (208 KiB) drops some of a burst of long lines, so ask for 4 MiB (capped at net.core.rmem_max).
        /// </summary>
        public UdpCapture() => _client.Client.ReceiveBufferSize = 4 * 1024 * 1024;

        public int Port => ((IPEndPoint)_client.Client.LocalEndPoint!).Port;

        /// <summary>The datagrams received, once <paramref name="count"/> arrived or the time ran out.</summary>
        public IReadOnlyList<byte[]> Receive(int count, TimeSpan timeout)
        {
            var received = new List<byte[]>();
            var clock = Stopwatch.StartNew();
            var from = new IPEndPoint(IPAddress.Any, 0);
            while (received.Count < count && clock.Elapsed < timeout)
            {
                if (_client.Client.Poll(50_000, SelectMode.SelectRead))
                {
                    received.Add(_client.Receive(ref from));
                }
            }

            return received;
        }

        /// <summary>The datagrams received until none came for <paramref name="quiet"/> (or the time ran out).</summary>
        public IReadOnlyList<byte[]> ReceiveUntilQuiet(TimeSpan quiet, TimeSpan timeout)
        {
            var received = new List<byte[]>();
            var clock = Stopwatch.StartNew();
            var sinceLast = Stopwatch.StartNew();
            var from = new IPEndPoint(IPAddress.Any, 0);
            while (sinceLast.Elapsed < quiet && clock.Elapsed < timeout)
            {
                if (_client.Client.Poll(50_000, SelectMode.SelectRead))
                {
                    received.Add(_client.Receive(ref from));
                    sinceLast.Restart();
                }
            }

            return received;
        }

        public void Dispose() => _client.Dispose();
    }
}
