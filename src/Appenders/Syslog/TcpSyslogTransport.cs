using System;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A TCP stream with octet-counting framing. While the server is unreachable it keeps the batch and retries
    /// with <see cref="ReconnectBackoff"/>, so the worker waits (it does not spin) and the appender's queue and
    /// overflow policy decide what happens to new events. A batch whose write failed is sent again whole on the
    /// next connection: after a broken connection a message may arrive twice, never silently not at all.
    /// </summary>
    internal sealed class TcpSyslogTransport : ISyslogTransport
    {
        private readonly IPEndPoint _endPoint;
        private readonly ReconnectBackoff _backoff;
        private readonly TimeSpan _connectTimeout;
        private readonly ThrottledErrorReporter _errors;
        private Socket? _socket;
        private byte[] _frames = new byte[8192];

        public TcpSyslogTransport(IPEndPoint endPoint, ReconnectBackoff backoff, TimeSpan connectTimeout, ThrottledErrorReporter errors)
        {
            _endPoint = endPoint;
            _backoff = backoff;
            _connectTimeout = connectTimeout;
            _errors = errors;
        }

        private long _refused;

        public long Failed => 0;

        public long Refused => Interlocked.Read(ref _refused);

        public async Task SendAsync(SyslogBatch batch, CancellationToken cancellationToken)
        {
            int length = 0;
            for (int i = 0; i < batch.Count; i++)
            {
                OctetCountingFraming.Append(ref _frames, ref length, batch[i]);
            }

            if (length == 0)
            {
                return;
            }

            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                try
                {
                    Socket socket = _socket is { } open && !PeerClosed(open) ? open : await ConnectAsync(cancellationToken).ConfigureAwait(false);
                    using (cancellationToken.Register(s => ((Socket)s!).Dispose(), socket))
                    {
                        await WriteAsync(socket, length).ConfigureAwait(false);
                    }

                    _backoff.Reset();
                    return;
                }
                catch (Exception e) when (e is SocketException || e is ObjectDisposedException || e is TimeoutException)
                {
                    CloseSocket();
                    cancellationToken.ThrowIfCancellationRequested();
                    _errors.Report($"Could not send syslog messages over TCP to {_endPoint}; retrying with backoff.", e, ErrorCode.WriteFailure);
                    await Task.Delay(_backoff.NextDelay(), cancellationToken).ConfigureAwait(false);
                }
            }
        }

        public void Dispose() => CloseSocket();

        // The server never writes to us, so a readable socket with nothing to read means it closed the connection.
        private static bool PeerClosed(Socket socket)
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

        private async Task<Socket> ConnectAsync(CancellationToken cancellationToken)
        {
            CloseSocket();
            var socket = new Socket(_endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
            socket.SetSocketOption(SocketOptionLevel.Socket, SocketOptionName.KeepAlive, true);
            try
            {
                Task connect = socket.ConnectAsync(_endPoint);
                Task finished = await Task.WhenAny(connect, Task.Delay(_connectTimeout, cancellationToken)).ConfigureAwait(false);
                if (finished != connect)
                {
                    _ = connect.ContinueWith(t => t.Exception, TaskContinuationOptions.OnlyOnFaulted | TaskContinuationOptions.ExecuteSynchronously);
                    cancellationToken.ThrowIfCancellationRequested();
                    throw new TimeoutException($"Connecting to {_endPoint} took longer than {_connectTimeout.TotalMilliseconds} ms.");
                }

                await connect.ConfigureAwait(false);
            }
            catch
            {
                Interlocked.Increment(ref _refused);
                socket.Dispose();
                throw;
            }

            _socket = socket;
            return socket;
        }

        private async Task WriteAsync(Socket socket, int length)
        {
            int sent = 0;
            while (sent < length)
            {
                sent += await socket.SendAsync(new ArraySegment<byte>(_frames, sent, length - sent), SocketFlags.None).ConfigureAwait(false);
            }
        }

        private void CloseSocket()
        {
            _socket?.Dispose();
            _socket = null;
        }
    }
}
