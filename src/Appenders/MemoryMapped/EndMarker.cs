using System;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The 16 bytes kept at the very end of an open memory-mapped log file: the logical length (8 bytes) and a
    /// magic tag (8 bytes). Everything between the logical length and the marker is padding. The marker is
    /// removed when the file is closed cleanly, so it only survives a crash.
    /// </summary>
    internal static class EndMarker
    {
        internal const int Length = 16;

        // Non-zero last byte, so a backwards scan over zero padding stops on it; 0xFE/0xFF never occur in UTF-8.
        private static readonly byte[] Magic = { 0xFF, 0xFE, (byte)'L', (byte)'P', (byte)'M', (byte)'M', 0xFE, 0xFF };

        internal const int LengthOffset = 0;

        internal static byte[] Create(long logicalLength)
        {
            var marker = new byte[Length];
            BitConverter.GetBytes(logicalLength).CopyTo(marker, LengthOffset);
            Magic.CopyTo(marker, 8);
            return marker;
        }

        /// <summary>Reads a marker that starts at <paramref name="markerStart"/> in the file.</summary>
        internal static bool TryRead(byte[] bytes, int offset, long markerStart, out long logicalLength)
        {
            logicalLength = 0;
            for (int i = 0; i < Magic.Length; i++)
            {
                if (bytes[offset + 8 + i] != Magic[i])
                {
                    return false;
                }
            }

            long length = BitConverter.ToInt64(bytes, offset + LengthOffset);
            if (length < 0 || length > markerStart)
            {
                return false;
            }

            logicalLength = length;
            return true;
        }
    }
}
