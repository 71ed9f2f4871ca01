using System;
using System.IO;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Finds where the log text of a file really ends. A file closed cleanly ends with its text; a file whose
    /// writer crashed ends with zero padding and an <see cref="EndMarker"/> that records the logical length.
    /// Trailing zero bytes without a marker are kept: they may be text (UTF-16 ends most lines with a NUL byte).
    /// </summary>
    internal static class LogicalEnd
    {
        private const int ChunkBytes = 64 * 1024;

        /// <param name="maxPaddingBytes">How far back to look for a marker behind zero bytes: at most one
        /// growth window is ever zero-filled without a marker after it.</param>
        internal static long Find(FileStream file, long maxPaddingBytes)
        {
            long length = file.Length;
            if (length < EndMarker.Length)
            {
                return length;
            }

            long nonZeroEnd = FindLastNonZeroEnd(file, length, maxPaddingBytes);
            if (nonZeroEnd < EndMarker.Length)
            {
                return length;
            }

            long markerStart = nonZeroEnd - EndMarker.Length;
            var marker = new byte[EndMarker.Length];
            file.Position = markerStart;
            ReadFully(file, marker, marker.Length);
            return EndMarker.TryRead(marker, 0, markerStart, out long logical) ? logical : length;
        }

        /// <summary>Cuts the padding and marker a crashed writer left; a file without a marker is untouched.</summary>
        internal static void Trim(string path, long maxPaddingBytes)
        {
            if (!File.Exists(path))
            {
                return;
            }

            using (var file = new FileStream(path, FileMode.Open, FileAccess.ReadWrite, FileShare.Read, 1))
            {
                if (!MayHaveMarker(file))
                {
                    return;
                }

                long end = Find(file, maxPaddingBytes);
                if (end < file.Length)
                {
                    file.SetLength(end);
                }
            }
        }

        private static bool MayHaveMarker(FileStream file)
        {
            if (file.Length < EndMarker.Length)
            {
                return false;
            }

            file.Position = file.Length - 1;
            int last = file.ReadByte();
            return last == 0 || last == 0xFF;
        }

        private static long FindLastNonZeroEnd(FileStream file, long length, long maxPaddingBytes)
        {
            long limit = Math.Max(0, length - maxPaddingBytes - EndMarker.Length);
            var chunk = new byte[(int)Math.Min(ChunkBytes, length - limit)];
            long position = length;
            while (position > limit)
            {
                int count = (int)Math.Min(chunk.Length, position - limit);
                file.Position = position - count;
                ReadFully(file, chunk, count);
                for (int i = count - 1; i >= 0; i--)
                {
                    if (chunk[i] != 0)
                    {
                        return position - count + i + 1;
                    }
                }

                position -= count;
            }

            return -1;
        }

        private static void ReadFully(Stream stream, byte[] buffer, int count)
        {
            int read = 0;
            while (read < count)
            {
                int n = stream.Read(buffer, read, count - read);
                if (n == 0)
                {
                    throw new EndOfStreamException();
                }

                read += n;
            }
        }
    }
}
