using System;
using System.Text;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Encodes one syslog message into a reused buffer, cutting it to <see cref="MaxBytes"/> on a character
    /// boundary and ending a cut message with <see cref="TruncationMarker"/>. Used by one thread at a time.
    /// </summary>
    internal sealed class SyslogMessageEncoder
    {
        public const string TruncationMarker = "...[truncated]";

        private readonly Encoding _encoding;
        private readonly Encoder _encoder;
        private readonly byte[] _marker;
        private char[] _chars = new char[512];
        private byte[] _bytes = new byte[1024];
        private long _truncated;

        /// <param name="maxBytes">The largest message in bytes; 0 for no limit.</param>
        public SyslogMessageEncoder(Encoding encoding, int maxBytes)
        {
            _encoding = encoding;
            _encoder = encoding.GetEncoder();
            _marker = encoding.GetBytes(TruncationMarker);
            MaxBytes = maxBytes;
        }

        public int MaxBytes { get; }

        /// <summary>How many messages were cut to <see cref="MaxBytes"/>.</summary>
        public long Truncated => Interlocked.Read(ref _truncated);

        /// <summary>Encodes <paramref name="text"/>; the result is valid until the next call.</summary>
        public ArraySegment<byte> Encode(StringBuilder text)
        {
            int charCount = text.Length;
            if (_chars.Length < charCount)
            {
                _chars = new char[Math.Max(charCount, _chars.Length * 2)];
            }

            text.CopyTo(0, _chars, 0, charCount);
            int byteCount = _encoding.GetByteCount(_chars, 0, charCount);
            if (MaxBytes == 0 || byteCount <= MaxBytes)
            {
                EnsureBytes(byteCount);
                int written = _encoding.GetBytes(_chars, 0, charCount, _bytes, 0);
                return new ArraySegment<byte>(_bytes, 0, written);
            }

            Interlocked.Increment(ref _truncated);
            EnsureBytes(MaxBytes);
            int room = MaxBytes - _marker.Length;
            if (room < 8)
            {
                // No room for text and marker: a plain cut is still visible as a short message.
                return EncodePrefix(charCount, MaxBytes);
            }

            ArraySegment<byte> prefix = EncodePrefix(charCount, room);
            Buffer.BlockCopy(_marker, 0, _bytes, prefix.Count, _marker.Length);
            return new ArraySegment<byte>(_bytes, 0, prefix.Count + _marker.Length);
        }

        private ArraySegment<byte> EncodePrefix(int charCount, int maxBytes)
        {
            _encoder.Reset();
            _encoder.Convert(_chars, 0, charCount, _bytes, 0, maxBytes, true, out _, out int bytesUsed, out _);
            return new ArraySegment<byte>(_bytes, 0, bytesUsed);
        }

        private void EnsureBytes(int count)
        {
            if (_bytes.Length < count)
            {
                _bytes = new byte[Math.Max(count, _bytes.Length * 2)];
            }
        }
    }
}
