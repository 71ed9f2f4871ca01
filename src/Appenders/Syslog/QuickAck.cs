using System;
using System.Net.Sockets;
using System.Runtime.InteropServices;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Linux's TCP_QUICKACK: acknowledge the next segments at once instead of up to 40 ms later. A RELP server (librelp)
    /// sends its answers with Nagle's algorithm on: after the first small answer it waits for our acknowledgement before
    /// sending the next, and a client that is only reading delays that acknowledgement — 40 ms per window of messages
    /// (about 3,000 messages/s). The kernel leaves quick-ack mode on its own, so it is set again before each read.
    /// Does nothing where it is not available (then <see cref="Available"/> turns false).
    /// </summary>
    internal static unsafe class QuickAck
    {
        private const int IpProtoTcp = 6;
        private const int TcpQuickAck = 12;

        private static volatile bool s_available = RuntimeInformation.IsOSPlatform(OSPlatform.Linux);

        public static bool Available => s_available;

        public static void Arm(Socket socket)
        {
            if (!s_available)
            {
                return;
            }

            try
            {
                int on = 1;
                _ = setsockopt((int)socket.Handle, IpProtoTcp, TcpQuickAck, &on, sizeof(int));
            }
            catch (Exception e) when (e is DllNotFoundException || e is EntryPointNotFoundException)
            {
                s_available = false;
            }
        }

        [DllImport("libc", SetLastError = true)]
        private static extern int setsockopt(int socket, int level, int name, void* value, uint length);
    }
}
