using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Reflection;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// RELP, the Reliable Event Logging Protocol of rsyslog (librelp's doc/relp.md; rsyslog's <c>imrelp</c> receives it):
    /// every message is a command the server answers, so delivery is confirmed message by message. A session opens with
    /// <c>open</c> (offering relp_version 0 and the <c>syslog</c> command), sends <c>syslog</c> commands with transaction
    /// numbers 2, 3, … and reads one <c>rsp</c> per command, in order; <c>200</c> acknowledges the message.
    /// </summary>
    /// <remarks>
    /// Up to <see cref="Window"/> messages are unanswered at a time. A batch returns once every message of it
    /// is acknowledged (delivered) or refused by the server (failed, with its answer as the cause). When the connection
    /// breaks, or the server sends no answer for <see cref="ResponseTimeout"/>, the messages sent and not acknowledged are
    /// sent again on a new session (after <see cref="ReconnectBackoff"/>): the server may have processed some before the
    /// break, so it may receive them twice (<see cref="Resent"/>), never silently not at all. Close ends the session with
    /// the <c>close</c> command.
    /// </remarks>
    internal sealed class RelpSyslogTransport : ISyslogTransport
    {
        /// <summary>Messages sent before their answers are read (librelp's default window is 128).</summary>
        public const int Window = 128;

        /// <summary>How long the server may stay silent while answers are due before the session counts as broken.</summary>
        public static readonly TimeSpan ResponseTimeout = TimeSpan.FromSeconds(30);

        private static readonly byte[] OpenOffers = Encoding.ASCII.GetBytes(
            "relp_version=0\nrelp_software=LogPerf.Appenders," + typeof(RelpSyslogTransport).Assembly.GetName().Version + "\ncommands=syslog");

        private readonly StreamConnection _connection;
        private readonly ThrottledErrorReporter _errors;
        private readonly RelpFrameReader _reader = new RelpFrameReader();
        private readonly Queue<(int Txnr, int Message)> _unanswered = new Queue<(int, int)>();
        private byte[] _frames = new byte[8192];
        private int _txnr;
        private long _failed;
        private long _resent;

        public RelpSyslogTransport(StreamConnection connection, ThrottledErrorReporter errors)
        {
            _connection = connection;
            _errors = errors;
        }

        public long Failed => Interlocked.Read(ref _failed);

        public long Refused => _connection.Refused;

        public long Resent => Interlocked.Read(ref _resent);

        /// <summary>No: every message is acknowledged or refused before its batch returns.</summary>
        public bool HoldsSentEvents => false;

        public async Task SendAsync(SyslogBatch batch, CancellationToken cancellationToken)
        {
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                try
                {
                    Socket socket = _connection.Usable() ?? await _connection.OpenAsync(OpenSessionAsync, cancellationToken).ConfigureAwait(false);
                    using (cancellationToken.Register(s => ((Socket)s!).Dispose(), socket))
                    {
                        await SendUnsentAsync(socket, batch).ConfigureAwait(false);
                    }

                    _connection.Succeeded();
                    return;
                }
                catch (Exception e) when (e is SocketException || e is ObjectDisposedException || e is IOException || e is TimeoutException || e is RelpProtocolException)
                {
                    _connection.Drop();
                    cancellationToken.ThrowIfCancellationRequested();

                    // Sent, not acknowledged: the server may or may not have them; they go again on the next session.
                    int unanswered = CountState(batch, MessageState.Sent);
                    batch.MarkAll(MessageState.Sent, MessageState.NotSent);
                    Interlocked.Add(ref _resent, unanswered);
                    _errors.Report(
                        $"RELP session with {_connection.EndPoint} failed; {unanswered} message(s) not acknowledged will be sent again on a new session (the server may get them twice).",
                        e,
                        ErrorCode.WriteFailure);
                    await _connection.WaitBeforeRetryAsync(cancellationToken).ConfigureAwait(false);
                }
            }
        }

        public void Held(int events)
        {
        }

        public long TakeLostHeld() => 0;

        /// <summary>Sends <c>close</c> and waits for its answer within <paramref name="budget"/>; nothing is held, so returns 0.</summary>
        public long Close(TimeSpan budget)
        {
            Socket? socket = _connection.Detach();
            if (socket == null)
            {
                return 0;
            }

            try
            {
                if (budget > TimeSpan.Zero)
                {
                    int length = 0;
                    int txnr = NextTxnr();
                    AppendFrame(ref _frames, ref length, txnr, "close", default);
                    socket.Send(_frames, 0, length, SocketFlags.None);
                    RelpFrame answer;
                    do
                    {
                        answer = _reader.Read(socket, budget);
                    }
                    while (answer.Txnr == 0);
                }
            }
            catch (Exception e) when (e is SocketException || e is ObjectDisposedException || e is IOException || e is TimeoutException || e is RelpProtocolException)
            {
                // The session ends anyway; nothing is waiting for an answer.
            }
            finally
            {
                socket.Dispose();
            }

            return 0;
        }

        public void Dispose() => _connection.Drop();

        /// <summary>Appends <c>TXNR SP COMMAND SP DATALEN [SP DATA] LF</c>.</summary>
        internal static void AppendFrame(ref byte[] buffer, ref int length, int txnr, string command, ArraySegment<byte> data)
        {
            string header = txnr.ToString(CultureInfo.InvariantCulture) + " " + command + " " + data.Count.ToString(CultureInfo.InvariantCulture);
            int needed = length + header.Length + 1 + data.Count + 1;
            if (buffer.Length < needed)
            {
                Array.Resize(ref buffer, Math.Max(needed, buffer.Length * 2));
            }

            length += Encoding.ASCII.GetBytes(header, 0, header.Length, buffer, length);
            if (data.Count > 0)
            {
                buffer[length++] = (byte)' ';
                Buffer.BlockCopy(data.Array!, data.Offset, buffer, length, data.Count);
                length += data.Count;
            }

            buffer[length++] = (byte)'\n';
        }

        private static int CountState(SyslogBatch batch, MessageState state)
        {
            int count = 0;
            for (int i = 0; i < batch.Count; i++)
            {
                if (batch.StateOf(i) == state)
                {
                    count++;
                }
            }

            return count;
        }

        /// <summary>
        /// Sends the messages not sent yet, keeping up to <see cref="Window"/> unanswered: once half the window is
        /// answered, more are sent, so the server always has the next messages while it answers. Returns when every
        /// message is answered.
        /// </summary>
        private async Task SendUnsentAsync(Socket socket, SyslogBatch batch)
        {
            _unanswered.Clear();
            int next = 0;
            while (true)
            {
                int length = 0;
                for (; next < batch.Count && _unanswered.Count < Window; next++)
                {
                    if (batch.StateOf(next) != MessageState.NotSent)
                    {
                        continue;
                    }

                    int txnr = NextTxnr();
                    AppendFrame(ref _frames, ref length, txnr, "syslog", batch[next]);
                    _unanswered.Enqueue((txnr, next));
                    batch.Mark(next, MessageState.Sent);
                }

                if (length > 0)
                {
                    await SyslogSockets.WriteAsync(socket, _frames, length).ConfigureAwait(false);
                }

                if (_unanswered.Count == 0)
                {
                    return;
                }

                int until = next < batch.Count ? Window / 2 : 0;
                while (_unanswered.Count > until)
                {
                    ReadAnswer(socket, batch);
                }
            }
        }

        /// <summary>Reads the answer to the oldest unanswered message (skipping hints) and marks that message.</summary>
        private void ReadAnswer(Socket socket, SyslogBatch batch)
        {
            RelpFrame answer = _reader.Read(socket, ResponseTimeout);
            if (answer.Txnr == 0)
            {
                if (string.Equals(answer.Command, "serverclose", StringComparison.Ordinal))
                {
                    throw new IOException("The RELP server is closing the session (serverclose).");
                }

                return; // another hint: nothing to do
            }

            (int txnr, int message) = _unanswered.Peek();
            if (!string.Equals(answer.Command, "rsp", StringComparison.Ordinal) || answer.Txnr != txnr)
            {
                throw new RelpProtocolException($"The RELP server answered {answer.Txnr} {answer.Command} where the answer to {txnr} was due.");
            }

            _unanswered.Dequeue();
            if (answer.Status == 200)
            {
                batch.Mark(message, MessageState.Acknowledged);
                return;
            }

            Interlocked.Increment(ref _failed);
            var refused = new RelpProtocolException($"The RELP server refused a syslog message: {answer.Data}");
            batch.MarkFailed(message, refused);
            _errors.Report($"The RELP server {_connection.EndPoint} refused a syslog message: {answer.Data}", refused, ErrorCode.WriteFailure);
        }

        /// <summary>Opens a session on a new connection: <c>open</c> with our offers, answered 200 with <c>commands=syslog</c>.</summary>
        private async Task OpenSessionAsync(Socket socket)
        {
            _txnr = 0;
            _reader.Reset();
            int length = 0;
            int txnr = NextTxnr();
            AppendFrame(ref _frames, ref length, txnr, "open", new ArraySegment<byte>(OpenOffers));
            await SyslogSockets.WriteAsync(socket, _frames, length).ConfigureAwait(false);
            RelpFrame answer = _reader.Read(socket, ResponseTimeout);
            if (answer.Txnr != txnr || answer.Command != "rsp" || answer.Status != 200)
            {
                throw new RelpProtocolException($"The RELP server did not accept the session: {answer.Txnr} {answer.Command} {answer.Data}");
            }

            if (!OffersSyslog(answer.Data))
            {
                throw new RelpProtocolException($"The RELP server does not offer the syslog command: {answer.Data}");
            }
        }

        /// <summary>Whether the server's offers (after the status line) include <c>commands=…syslog…</c>.</summary>
        private static bool OffersSyslog(string data)
        {
            foreach (string offer in data.Split('\n'))
            {
                if (offer.StartsWith("commands=", StringComparison.Ordinal))
                {
                    foreach (string command in offer.Substring("commands=".Length).Split(','))
                    {
                        if (command.Trim() == "syslog")
                        {
                            return true;
                        }
                    }
                }
            }

            return false;
        }

        /// <summary>The next transaction number: 1, 2, … 999,999,999, then 1 again.</summary>
        private int NextTxnr()
        {
            _txnr = _txnr >= 999_999_999 ? 1 : _txnr + 1;
            return _txnr;
        }

    }
}
