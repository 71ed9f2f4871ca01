using System;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// One datagram per message on a connected UDP socket, up to 64 per system call where sendmmsg(2) exists (Linux). A
    /// datagram handed to the kernel is "sent", never confirmed: UDP has no acknowledgement. A lost datagram is not resent: that is UDP. An ICMP
    /// "port unreachable" for an earlier datagram surfaces as a refused send: it is counted in <see cref="Refused"/>
    /// and as one lost message of the batch (<see cref="SyslogBatch.MarkLostEarlier"/>), and the current message is
    /// tried again; a message that cannot be sent is counted in <see cref="Failed"/>. The socket keeps one pending
    /// ICMP error at a time and the kernel rate-limits them, so refusals are a lower bound of what was lost.
    /// </summary>
    internal sealed class UdpSyslogTransport : ISyslogTransport
    {
        private readonly IPEndPoint _endPoint;
        private readonly ThrottledErrorReporter _errors;
        private Socket? _socket;
        private long _failed;
        private long _refused;

        public UdpSyslogTransport(IPEndPoint endPoint, ThrottledErrorReporter errors)
        {
            _endPoint = endPoint;
            _errors = errors;
        }

        public long Failed => Interlocked.Read(ref _failed);

        public long Refused => Interlocked.Read(ref _refused);

        public long Resent => 0;

        /// <summary>No: a datagram sent is unconfirmed at once; UDP never learns more.</summary>
        public bool HoldsSentEvents => false;

        public void Held(int events)
        {
        }

        public long TakeLostHeld() => 0;

        public long Close(TimeSpan budget)
        {
            Dispose();
            return 0;
        }

        public Task SendAsync(SyslogBatch batch, CancellationToken cancellationToken)
        {
            int refusedInARow = 0;
            for (int i = 0; i < batch.Count;)
            {
                if (SendMmsg.Available && Connected() is { } socket)
                {
                    int requested = Math.Min(batch.Count - i, SendMmsg.MaxBatch);
                    int? sent = SendMmsg.Send(socket, batch, i, requested, out SocketError error);
                    if (sent > 0)
                    {
                        for (int k = 0; k < sent.Value; k++)
                        {
                            batch.Mark(i + k, MessageState.Sent);
                        }

                        i += sent.Value;
                        refusedInARow = 0;
                        if (sent < requested)
                        {
                            // The kernel stops a batch at an error and drops its code: on a connected UDP socket that is
                            // the pending ICMP answer to an earlier datagram, which was lost.
                            Refusal(batch, null);
                        }

                        continue;
                    }

                    if (sent < 0 && error == SocketError.ConnectionRefused && refusedInARow++ == 0)
                    {
                        Refusal(batch, new SocketException((int)SocketError.ConnectionRefused));
                        continue;
                    }
                }

                SendOne(batch, i);
                refusedInARow = 0;
                i++;
            }

            return Task.CompletedTask;
        }

        private void SendOne(SyslogBatch batch, int i)
        {
            ArraySegment<byte> message = batch[i];
            Exception? error = null;
            for (int attempt = 0; attempt < 2; attempt++)
            {
                error = TrySend(message);
                if (error is not SocketException { SocketErrorCode: SocketError.ConnectionRefused })
                {
                    break;
                }

                // The refusal is the ICMP answer to an earlier datagram, which is lost; this one was not sent yet.
                Refusal(batch, error);
            }

            if (error is not null)
            {
                Interlocked.Increment(ref _failed);
                batch.MarkFailed(i, error);
                _errors.Report($"Could not send a syslog datagram to {_endPoint}.", error, ErrorCode.WriteFailure);
            }
            else
            {
                batch.Mark(i, MessageState.Sent);
            }
        }

        private void Refusal(SyslogBatch batch, Exception? error)
        {
            Interlocked.Increment(ref _refused);
            batch.MarkLostEarlier();
            _errors.Report($"{_endPoint} refused a syslog datagram (port unreachable: is the server down?); it counts as a failed event.", error, ErrorCode.WriteFailure);
        }

        public void Dispose()
        {
            _socket?.Dispose();
            _socket = null;
        }

        private Socket? Connected()
        {
            if (_socket is null)
            {
                try
                {
                    var socket = new Socket(_endPoint.AddressFamily, SocketType.Dgram, ProtocolType.Udp);
                    socket.Connect(_endPoint);
                    _socket = socket;
                }
                catch (SocketException)
                {
                    return null;
                }
            }

            return _socket;
        }

        private Exception? TrySend(ArraySegment<byte> message)
        {
            try
            {
                if (_socket is null)
                {
                    var socket = new Socket(_endPoint.AddressFamily, SocketType.Dgram, ProtocolType.Udp);
                    socket.Connect(_endPoint);
                    _socket = socket;
                }

                _socket.Send(message.Array!, message.Offset, message.Count, SocketFlags.None);
                return null;
            }
            catch (Exception e) when (e is SocketException || e is ObjectDisposedException)
            {
                if (e is not SocketException { SocketErrorCode: SocketError.ConnectionRefused })
                {
                    Dispose();
                }

                return e;
            }
        }
    }
}
