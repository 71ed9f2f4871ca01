using System;
using System.Globalization;

namespace LogPerf.Appenders
{
    /// <summary>RFC 6587 section 3.4.1 octet counting: each message goes on the stream as <c>LEN SP MSG</c>.</summary>
    internal static class OctetCountingFraming
    {
        /// <summary>Appends one framed message to <paramref name="buffer"/> at <paramref name="length"/>, growing it.</summary>
        public static void Append(ref byte[] buffer, ref int length, ArraySegment<byte> message)
        {
            string prefix = message.Count.ToString(CultureInfo.InvariantCulture);
            int needed = length + prefix.Length + 1 + message.Count;
            if (buffer.Length < needed)
            {
                Array.Resize(ref buffer, Math.Max(needed, buffer.Length * 2));
            }

            foreach (char digit in prefix)
            {
                buffer[length++] = (byte)digit;
            }

            buffer[length++] = (byte)' ';
            Buffer.BlockCopy(message.Array!, message.Offset, buffer, length, message.Count);
            length += message.Count;
        }
    }
}
