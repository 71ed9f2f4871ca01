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
    /// overflow policy decide what happens to new events.
    /// </summary>
    /// <remarks>
    /// Plain syslog over TCP has no acknowledgement: a message written to the socket may still be in the kernel's buffers
    /// (ours or the server's) or in the server's memory when the server dies. So written messages are "sent", held on the
    /// connection, and the appender learns what became of them only when the connection ends:
    /// <list type="bullet">
    /// <item>in order, at Close: we stop sending, and the server closes its side once it has read everything, which
    /// confirms every message of the connection (delivered);</item>
    /// <item>broken (a write fails, the server closed or reset it): every message of the connection may be lost
    /// (unconfirmed), <see cref="TakeLostHeld"/>.</item>
    /// </list>
    /// The batch whose write failed is written again whole on the next connection (<see cref="Resent"/>): the server may
    /// get part of it twice, never silently not at all.
    /// </remarks>
    internal sealed class TcpSyslogTransport : ISyslogTransport
    {
        private readonly StreamConnection _connection;
        private readonly ThrottledErrorReporter _errors;
        private byte[] _frames = new byte[8192];
        private long _resent;
        private long _heldOnConnection;
        private long _lostHeld;

        public TcpSyslogTransport(StreamConnection connection, ThrottledErrorReporter errors)
        {
            _connection = connection;
            _errors = errors;
        }

        public long Failed => 0;

        public long Refused => _connection.Refused;

        public long Resent => Interlocked.Read(ref _resent);

        public bool HoldsSentEvents => true;

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

            bool retry = false;
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                bool writing = false;
                try
                {
                    Socket socket = _connection.Usable() ?? await ConnectAsync(cancellationToken).ConfigureAwait(false);
                    if (retry)
                    {
                        Interlocked.Add(ref _resent, batch.Count);
                    }

                    // Sent from here on: if Close cancels the write, the messages may have left.
                    batch.MarkAll(MessageState.NotSent, MessageState.Sent);
                    writing = true;
                    using (cancellationToken.Register(s => ((Socket)s!).Dispose(), socket))
                    {
                        await SyslogSockets.WriteAsync(socket, _frames, length).ConfigureAwait(false);
                    }

                    _connection.Succeeded();
                    return;
                }
                catch (Exception e) when (e is SocketException || e is ObjectDisposedException || e is TimeoutException)
                {
                    long lost = LoseConnection();
                    cancellationToken.ThrowIfCancellationRequested();
                    batch.MarkAll(MessageState.Sent, MessageState.NotSent);
                    retry |= writing;
                    string unconfirmed = lost > 0
                        ? $"; the {lost} event(s) written on the broken connection may be lost (counted unconfirmed: plain TCP has no acknowledgement, use Relp for one)"
                        : string.Empty;
                    _errors.Report($"Could not send syslog messages over TCP to {_connection.EndPoint}; retrying with backoff{unconfirmed}.", e, ErrorCode.WriteFailure);
                    await _connection.WaitBeforeRetryAsync(cancellationToken).ConfigureAwait(false);
                }
            }
        }

        public void Held(int events) => _heldOnConnection += events;

        public long TakeLostHeld()
        {
            long lost = _lostHeld;
            _lostHeld = 0;
            return lost;
        }

        public long Close(TimeSpan budget)
        {
            Socket? socket = _connection.Detach();
            long held = _heldOnConnection;
            _heldOnConnection = 0;
            if (socket == null)
            {
                return 0;
            }

            try
            {
                if (held == 0 || SyslogSockets.CloseInOrder(socket, budget))
                {
                    return held;
                }

                _errors.Report(
                    $"The syslog server {_connection.EndPoint} did not end the TCP connection in order within {(int)budget.TotalMilliseconds} ms of Close: " +
                    $"the {held} event(s) written on it are unconfirmed.",
                    null,
                    ErrorCode.CloseFailure);
                return 0;
            }
            finally
            {
                socket.Dispose();
            }
        }

        public void Dispose()
        {
            _heldOnConnection = 0;
            _connection.Drop();
        }

        private Task<Socket> ConnectAsync(CancellationToken cancellationToken)
        {
            long lost = LoseConnection();
            if (lost > 0)
            {
                _errors.Report(
                    $"The syslog server {_connection.EndPoint} closed the TCP connection; the {lost} event(s) written on it may be lost (counted " +
                    "unconfirmed: plain TCP has no acknowledgement, use Relp for one).",
                    null,
                    ErrorCode.WriteFailure);
            }

            return _connection.OpenAsync(null, cancellationToken);
        }

        /// <summary>The connection ended other than in order: what it carried may be lost. Returns how many events that is.</summary>
        private long LoseConnection()
        {
            long lost = _heldOnConnection;
            _lostHeld += lost;
            _heldOnConnection = 0;
            _connection.Drop();
            return lost;
        }
    }
}
