using System;
using System.IO;
using System.Net.Sockets;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Reads RELP frames (<c>TXNR SP COMMAND SP DATALEN [SP DATA] LF</c>, librelp's doc/relp.md) from a socket, with a
    /// reused buffer. A frame that breaks the grammar ends the session: <see cref="RelpProtocolException"/>.
    /// </summary>
    internal sealed class RelpFrameReader
    {
        private const int MaxDataLength = 128 * 1024;
        private byte[] _buffer = new byte[4096];
        private int _start;
        private int _end;

        public void Reset()
        {
            _start = 0;
            _end = 0;
        }

        /// <summary>The next frame; waits at most <paramref name="timeout"/> for each read from the socket.</summary>
        public RelpFrame Read(Socket socket, TimeSpan timeout)
        {
            while (true)
            {
                if (TryParse(out RelpFrame frame))
                {
                    return frame;
                }

                if (_start > 0)
                {
                    Buffer.BlockCopy(_buffer, _start, _buffer, 0, _end - _start);
                    _end -= _start;
                    _start = 0;
                }

                if (_end == _buffer.Length)
                {
                    Array.Resize(ref _buffer, _buffer.Length * 2);
                }

                socket.ReceiveTimeout = (int)Math.Max(1, Math.Min(timeout.TotalMilliseconds, int.MaxValue));
                QuickAck.Arm(socket);
                int read;
                try
                {
                    read = socket.Receive(_buffer, _end, _buffer.Length - _end, SocketFlags.None);
                }
                catch (SocketException e) when (e.SocketErrorCode == SocketError.TimedOut || e.SocketErrorCode == SocketError.WouldBlock)
                {
                    throw new TimeoutException($"The RELP server sent no response within {timeout.TotalMilliseconds} ms.", e);
                }

                if (read == 0)
                {
                    throw new IOException("The RELP server closed the connection.");
                }

                _end += read;
            }
        }

        private bool TryParse(out RelpFrame frame)
        {
            frame = default;
            int i = _start;
            if (!Number(ref i, out int txnr) || !Space(ref i))
            {
                return false;
            }

            int commandStart = i;
            while (i < _end && i - commandStart <= 32 && IsLetter(_buffer[i]))
            {
                i++;
            }

            if (i == _end)
            {
                return false;
            }

            if (i == commandStart || i - commandStart > 32)
            {
                throw Invalid("command");
            }

            string command = Encoding.ASCII.GetString(_buffer, commandStart, i - commandStart);
            if (!Space(ref i) || !Number(ref i, out int length))
            {
                return false;
            }

            if (length > MaxDataLength)
            {
                throw Invalid("data length");
            }

            int dataStart = i;
            if (length > 0)
            {
                if (!Space(ref i))
                {
                    return false;
                }

                dataStart = i;
                if (_end - i < length + 1)
                {
                    return false;
                }

                i += length;
            }

            if (i == _end)
            {
                return false;
            }

            if (_buffer[i] != (byte)'\n')
            {
                throw Invalid("trailer");
            }

            frame = new RelpFrame(txnr, command, Encoding.ASCII.GetString(_buffer, dataStart, length));
            _start = i + 1;
            return true;
        }

        /// <summary>Up to 9 digits ended by a non-digit; false when the buffer ends first.</summary>
        private bool Number(ref int i, out int value)
        {
            value = 0;
            int start = i;
            while (i < _end && _buffer[i] >= (byte)'0' && _buffer[i] <= (byte)'9')
            {
                if (i - start == 9)
                {
                    throw Invalid("number");
                }

                value = (value * 10) + (_buffer[i] - '0');
                i++;
            }

            if (i == _end)
            {
                return false;
            }

            if (i == start)
            {
                throw Invalid("number");
            }

            return true;
        }

        private bool Space(ref int i)
        {
            if (i == _end)
            {
                return false;
            }

            if (_buffer[i] != (byte)' ')
            {
                throw Invalid("separator");
            }

            i++;
            return true;
        }

        private static bool IsLetter(byte b) => (b >= (byte)'a' && b <= (byte)'z') || (b >= (byte)'A' && b <= (byte)'Z');

        private RelpProtocolException Invalid(string part)
        {
            int shown = Math.Min(_end - _start, 64);
            return new RelpProtocolException($"The RELP server sent a frame with an invalid {part}: \"{Encoding.ASCII.GetString(_buffer, _start, shown)}\".");
        }
    }

    /// <summary>One RELP frame: transaction number, command, data (ASCII).</summary>
    internal readonly struct RelpFrame
    {
        public RelpFrame(int txnr, string command, string data)
        {
            Txnr = txnr;
            Command = command;
            Data = data;
        }

        public int Txnr { get; }

        public string Command { get; }

        public string Data { get; }

        /// <summary>A response's status code (200 is OK), or -1 when the data does not start with one.</summary>
        public int Status =>
            Data.Length >= 3 && char.IsDigit(Data[0]) && char.IsDigit(Data[1]) && char.IsDigit(Data[2]) && (Data.Length == 3 || Data[3] == ' ' || Data[3] == '\n')
                ? ((Data[0] - '0') * 100) + ((Data[1] - '0') * 10) + (Data[2] - '0')
                : -1;
    }

    /// <summary>The RELP server broke the protocol or refused the session; the connection is dropped and opened again.</summary>
    internal sealed class RelpProtocolException : Exception
    {
        public RelpProtocolException(string message)
            : base(message)
        {
        }
    }
}
