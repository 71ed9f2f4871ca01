using System;
using System.Net.Sockets;
using System.Runtime.InteropServices;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Linux's sendmmsg(2): several datagrams of a connected socket in one system call. Used only where it exists
    /// (Linux, glibc or musl); <see cref="Available"/> is false elsewhere or once a call could not be made.
    /// </summary>
    internal static unsafe class SendMmsg
    {
        /// <summary>Datagrams handed to the kernel per call.</summary>
        public const int MaxBatch = 64;

        private const int ConnectionRefused = 111;

        private static volatile bool s_available = RuntimeInformation.IsOSPlatform(OSPlatform.Linux);

        public static bool Available => s_available;

        /// <summary>
        /// Sends datagrams [<paramref name="first"/>, first + count) of <paramref name="batch"/>, at most
        /// <see cref="MaxBatch"/>. Returns how many were sent (an error after the first stops the call early and the kernel
        /// drops its code), or -1 with <paramref name="error"/> set when the first could not be sent; null when sendmmsg
        /// cannot be called here (then <see cref="Available"/> turns false).
        /// </summary>
        public static int? Send(Socket socket, SyslogBatch batch, int first, int count, out SocketError error)
        {
            error = SocketError.Success;
            count = Math.Min(count, MaxBatch);
            ArraySegment<byte> head = batch[first];
            fixed (byte* buffer = head.Array)
            {
                Header* headers = stackalloc Header[count];
                IoVector* vectors = stackalloc IoVector[count];
                for (int i = 0; i < count; i++)
                {
                    ArraySegment<byte> message = batch[first + i];
                    vectors[i] = new IoVector { Base = buffer + message.Offset, Length = (UIntPtr)message.Count };
                    headers[i] = new Header { Message = new MessageHeader { Vectors = &vectors[i], VectorCount = (UIntPtr)1 } };
                }

                try
                {
                    int sent = sendmmsg((int)socket.Handle, headers, (uint)count, 0);
                    if (sent < 0)
                    {
                        int errno = Marshal.GetLastWin32Error();
                        error = errno == ConnectionRefused ? SocketError.ConnectionRefused : SocketError.SocketError;
                    }

                    return sent;
                }
                catch (Exception e) when (e is DllNotFoundException || e is EntryPointNotFoundException)
                {
                    s_available = false;
                    return null;
                }
            }
        }

        [DllImport("libc", SetLastError = true)]
        private static extern int sendmmsg(int socket, Header* messages, uint count, int flags);

        [StructLayout(LayoutKind.Sequential)]
        private struct IoVector
        {
            public byte* Base;
            public UIntPtr Length;
        }

        [StructLayout(LayoutKind.Sequential)]
        private struct MessageHeader
        {
            public void* Name;
            public uint NameLength;
            public IoVector* Vectors;
            public UIntPtr VectorCount;
            public void* Control;
            public UIntPtr ControlLength;
            public int Flags;
        }

        [StructLayout(LayoutKind.Sequential)]
        private struct Header
        {
            public MessageHeader Message;
            public uint Length;
        }
    }
}
