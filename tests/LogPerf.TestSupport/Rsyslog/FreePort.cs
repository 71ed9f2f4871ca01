using System.Net;
using System.Net.Sockets;

namespace LogPerf.TestSupport
{
    /// <summary>A loopback port nothing listens on right now (the OS picks it; another process could take it later).</summary>
    public static class FreePort
    {
        public static int Tcp() => Pick(SocketType.Stream, ProtocolType.Tcp);

        public static int Udp() => Pick(SocketType.Dgram, ProtocolType.Udp);

        private static int Pick(SocketType type, ProtocolType protocol)
        {
            using var socket = new Socket(AddressFamily.InterNetwork, type, protocol);
            socket.Bind(new IPEndPoint(IPAddress.Loopback, 0));
            return ((IPEndPoint)socket.LocalEndPoint!).Port;
        }
    }
}
