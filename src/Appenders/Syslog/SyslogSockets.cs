using System;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Appenders
{
    /// <summary>What the stream transports (TCP, RELP) do with their socket: connect within a timeout, write a whole buffer.</summary>
    internal static class SyslogSockets
    {
        /// <summary>A connected socket (no Nagle delay, keep-alive on); throws <see cref="TimeoutException"/> past <paramref name="timeout"/>.</summary>
        public static async Task<Socket> ConnectAsync(IPEndPoint endPoint, TimeSpan timeout, CancellationToken cancellationToken)
        {
            var socket = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
            socket.SetSocketOption(SocketOptionLevel.Socket, SocketOptionName.KeepAlive, true);
            try
            {
                Task connect = socket.ConnectAsync(endPoint);
                Task finished = await Task.WhenAny(connect, Task.Delay(timeout, cancellationToken)).ConfigureAwait(false);
                if (finished != connect)
                {
                    _ = connect.ContinueWith(t => t.Exception, TaskContinuationOptions.OnlyOnFaulted | TaskContinuationOptions.ExecuteSynchronously);
                    cancellationToken.ThrowIfCancellationRequested();
                    throw new TimeoutException($"Connecting to {endPoint} took longer than {timeout.TotalMilliseconds} ms.");
                }

                await connect.ConfigureAwait(false);
                return socket;
            }
            catch
            {
                socket.Dispose();
                throw;
            }
        }

        public static async Task WriteAsync(Socket socket, byte[] buffer, int length)
        {
            int sent = 0;
            while (sent < length)
            {
                sent += await socket.SendAsync(new ArraySegment<byte>(buffer, sent, length - sent), SocketFlags.None).ConfigureAwait(false);
            }
        }

        /// <summary>
        /// Ends the connection in order: no more data from us, then waits within <paramref name="budget"/> for the
        /// receiver to close its side, which it does once it has read everything we sent. False when it did not (reset,
        /// timeout).
        /// </summary>
        public static bool CloseInOrder(Socket socket, TimeSpan budget)
        {
            try
            {
                socket.Shutdown(SocketShutdown.Send);
                var deadline = DateTime.UtcNow + budget;
                var discard = new byte[512];
                while (true)
                {
                    TimeSpan left = deadline - DateTime.UtcNow;
                    if (left <= TimeSpan.Zero || !socket.Poll((int)Math.Min(left.TotalMilliseconds * 1000, int.MaxValue), SelectMode.SelectRead))
                    {
                        return false;
                    }

                    if (socket.Receive(discard) == 0)
                    {
                        return true;
                    }
                }
            }
            catch (Exception e) when (e is SocketException || e is ObjectDisposedException)
            {
                return false;
            }
        }

        /// <summary>A readable socket with nothing to read: the peer ended the connection (the receivers never write to us).</summary>
        public static bool PeerClosed(Socket socket)
        {
            try
            {
                return socket.Poll(0, SelectMode.SelectRead) && socket.Available == 0;
            }
            catch (Exception e) when (e is SocketException || e is ObjectDisposedException)
            {
                return true;
            }
        }
    }
}
