using System;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The connection of a stream transport (TCP, RELP): opened when needed within a timeout, dropped when it breaks,
    /// and opened again after <see cref="ReconnectBackoff"/>'s delay. Worker thread only.
    /// </summary>
    internal sealed class StreamConnection
    {
        private readonly ReconnectBackoff _backoff;
        private readonly TimeSpan _connectTimeout;
        private long _refused;

        public StreamConnection(IPEndPoint endPoint, ReconnectBackoff backoff, TimeSpan connectTimeout)
        {
            EndPoint = endPoint;
            _backoff = backoff;
            _connectTimeout = connectTimeout;
        }

        public IPEndPoint EndPoint { get; }

        /// <summary>The open socket, or null.</summary>
        public Socket? Socket { get; private set; }

        /// <summary>Connection attempts that failed (refused, timed out, or the session was not accepted).</summary>
        public long Refused => Interlocked.Read(ref _refused);

        /// <summary>The open socket, unless the server ended the connection since (then null, and it is dropped).</summary>
        public Socket? Usable()
        {
            if (Socket is { } open && SyslogSockets.PeerClosed(open))
            {
                Drop();
            }

            return Socket;
        }

        /// <summary>Connects; <paramref name="handshake"/> runs on the new socket before it counts as open.</summary>
        public async Task<Socket> OpenAsync(Func<Socket, Task>? handshake, CancellationToken cancellationToken)
        {
            Drop();
            Socket socket;
            try
            {
                socket = await SyslogSockets.ConnectAsync(EndPoint, _connectTimeout, cancellationToken).ConfigureAwait(false);
            }
            catch
            {
                Interlocked.Increment(ref _refused);
                throw;
            }

            if (handshake != null)
            {
                try
                {
                    using (cancellationToken.Register(s => ((Socket)s!).Dispose(), socket))
                    {
                        await handshake(socket).ConfigureAwait(false);
                    }
                }
                catch
                {
                    Interlocked.Increment(ref _refused);
                    socket.Dispose();
                    throw;
                }
            }

            Socket = socket;
            return socket;
        }

        /// <summary>The connection worked: the next failure retries at once again.</summary>
        public void Succeeded() => _backoff.Reset();

        /// <summary>Waits before the next attempt (at once after the first failure, then longer).</summary>
        public Task WaitBeforeRetryAsync(CancellationToken cancellationToken) => Task.Delay(_backoff.NextDelay(), cancellationToken);

        /// <summary>Takes the socket away from the connection (for an orderly close); null when none is open.</summary>
        public Socket? Detach()
        {
            Socket? socket = Socket;
            Socket = null;
            return socket;
        }

        public void Drop()
        {
            Socket?.Dispose();
            Socket = null;
        }
    }
}
