using System;
using System.IO;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A memory-mapped ring beside the log file (<see cref="JournalNames.PathFor"/>) that holds the text not yet
    /// written to the log. Bytes copied into it are in the page cache, safe from a crash of the process; the log file
    /// itself only ever grows by whole events, so it is plain text at every moment. The writer holds the journal open
    /// exclusively (<see cref="JournalLock"/>), which is what keeps a second writer off the same log file.
    /// </summary>
    /// <remarks>
    /// Layout: a 4 KB header, then the ring. The header holds two log offsets, each updated with one aligned 8-byte
    /// store: <c>written</c> (the log file holds the text up to here) and <c>committed</c> (the journal holds whole
    /// events up to here); byte <c>x</c> of the log lives at ring position <c>x % capacity</c>. The writer never
    /// lets <c>committed - written</c> exceed the capacity, so after a crash the log's missing tail
    /// [<c>log length</c>, <c>committed</c>) is still in the ring, and <see cref="Recover"/> appends it. The magic is
    /// written last when a journal is set up, so a journal without it never committed anything.
    /// </remarks>
    internal sealed class TextJournal : IDisposable
    {
        internal const int HeaderBytes = 4096;
        private const int WrittenOffset = 0;
        private const int CommittedOffset = 8;
        private const int MagicOffset = 16;
        private const int CapacityOffset = 24;
        private static readonly byte[] Magic = Encoding.ASCII.GetBytes("LPJRNL01");
        private static readonly byte[] Zeros = new byte[64 * 1024];

        private readonly JournalLock _lock;
        private readonly MappedView _view;

        private TextJournal(JournalLock journalLock, MappedView view, long capacity)
        {
            _lock = journalLock;
            _view = view;
            Capacity = capacity;
        }

        public long Capacity { get; }

        /// <summary>
        /// Sets up the locked journal file for a log file that holds <paramref name="logLength"/> bytes. The file is
        /// written out with real zeros, so a full disk fails here as an IOException rather than as a SIGBUS on a later
        /// store. On failure the journal file is removed and the lock released.
        /// </summary>
        public static TextJournal Create(JournalLock journalLock, long logLength, long capacity)
        {
            FileStream file = journalLock.File;
            try
            {
                file.SetLength(0);
                var header = new byte[HeaderBytes];
                BitConverter.GetBytes(logLength).CopyTo(header, WrittenOffset);
                BitConverter.GetBytes(logLength).CopyTo(header, CommittedOffset);
                BitConverter.GetBytes(capacity).CopyTo(header, CapacityOffset);
                file.Position = 0;
                file.Write(header, 0, header.Length);
                for (long left = capacity; left > 0; left -= Zeros.Length)
                {
                    file.Write(Zeros, 0, (int)Math.Min(Zeros.Length, left));
                }

                file.Position = MagicOffset;
                file.Write(Magic, 0, Magic.Length);
                MappedView view = MappedView.Map(file, 0, HeaderBytes + capacity);
                return new TextJournal(journalLock, view, capacity);
            }
            catch
            {
                journalLock.Delete();
                throw;
            }
        }

        /// <summary>Copies log bytes [<paramref name="logOffset"/>, + count) into the ring (count ≤ capacity).</summary>
        public void Write(long logOffset, byte[] buffer, int index, int count)
        {
            while (count > 0)
            {
                long position = logOffset % Capacity;
                int chunk = (int)Math.Min(count, Capacity - position);
                _view.Write(HeaderBytes + position, buffer, index, chunk);
                logOffset += chunk;
                index += chunk;
                count -= chunk;
            }
        }

        /// <summary>
        /// Encodes chars into the ring from ring position <paramref name="position"/> (the log offset modulo the capacity),
        /// when <paramref name="maxBytes"/> fit before the ring wraps; returns the bytes written, or -1 when they may not fit.
        /// </summary>
        public int TryEncodeAt(long position, System.Text.Encoding encoding, char[] chars, int count, int maxBytes) =>
            Capacity - position < maxBytes ? -1 : _view.Encode(HeaderBytes + position, encoding, chars, count, maxBytes);

        /// <summary>Reads log bytes [<paramref name="logOffset"/>, + count) back from the ring.</summary>
        public void Read(long logOffset, byte[] buffer, int count)
        {
            int index = 0;
            while (count > 0)
            {
                long position = logOffset % Capacity;
                int chunk = (int)Math.Min(count, Capacity - position);
                _view.Read(HeaderBytes + position, buffer, index, chunk);
                logOffset += chunk;
                index += chunk;
                count -= chunk;
            }
        }

        /// <summary>The journal holds whole events up to <paramref name="logOffset"/>.</summary>
        public void Commit(long logOffset) => _view.WriteInt64(CommittedOffset, logOffset);

        /// <summary>The log file holds the text up to <paramref name="logOffset"/>.</summary>
        public void MarkWritten(long logOffset) => _view.WriteInt64(WrittenOffset, logOffset);

        /// <summary>Removes the journal and releases the lock: to be called once the log file holds everything.</summary>
        public void Delete()
        {
            _view.Dispose();
            _lock.Delete();
        }

        /// <summary>Releases the lock and keeps the journal, for the next open to recover from.</summary>
        public void Dispose()
        {
            _view.Dispose();
            _lock.Dispose();
        }

        /// <summary>
        /// Appends to <paramref name="log"/> what a writer that stopped without closing left only in the locked journal
        /// <paramref name="journal"/>. Returns a description of a journal that does not match the log (nothing is
        /// appended then), else null. A failed write is cut back off the log, which keeps its length, and rethrown.
        /// </summary>
        internal static string? Recover(FileStream journal, FileStream log)
        {
            var header = new byte[CapacityOffset + 8];
            journal.Position = 0;
            if (ReadFully(journal, header) < header.Length || !HasMagic(header))
            {
                // Never finished setting up (the magic is written last): nothing was committed to it.
                return null;
            }

            long written = BitConverter.ToInt64(header, WrittenOffset);
            long committed = BitConverter.ToInt64(header, CommittedOffset);
            long capacity = BitConverter.ToInt64(header, CapacityOffset);
            long length = log.Length;
            if (capacity <= 0 || journal.Length != HeaderBytes + capacity || written > committed || committed - written > capacity)
            {
                return "has a damaged header";
            }

            if (length >= committed)
            {
                return length == committed ? null : $"ends at byte {committed} but the log file is longer ({length} bytes){Unapplied(journal, written, committed, capacity)}";
            }

            if (length < written)
            {
                return $"holds bytes {written}..{committed} but the log file has {length} bytes (replaced or cut by another program?){Unapplied(journal, written, committed, capacity)}";
            }

            try
            {
                log.Position = length;
                var buffer = new byte[64 * 1024];
                for (long offset = length; offset < committed;)
                {
                    int chunk = ReadRing(journal, offset, committed, capacity, buffer);
                    if (chunk < 0)
                    {
                        return "is shorter than its header says";
                    }

                    log.Write(buffer, 0, chunk);
                    offset += chunk;
                }

                log.Flush();
            }
            catch (IOException)
            {
                // A full disk may have taken part of the tail: the log keeps whole events only; the journal keeps all.
                log.SetLength(length);
                throw;
            }

            return null;
        }

        private static bool HasMagic(byte[] header)
        {
            for (int i = 0; i < Magic.Length; i++)
            {
                if (header[MagicOffset + i] != Magic[i])
                {
                    return false;
                }
            }

            return true;
        }

        /// <summary>Reads the next piece of log bytes [offset, end) from the ring; -1 when the journal file is short.</summary>
        private static int ReadRing(FileStream journal, long offset, long end, long capacity, byte[] buffer)
        {
            long position = offset % capacity;
            int chunk = (int)Math.Min(Math.Min(buffer.Length, end - offset), capacity - position);
            journal.Position = HeaderBytes + position;
            return ReadFully(journal, buffer, chunk) < chunk ? -1 : chunk;
        }

        /// <summary>What a journal removed unapplied held beyond the last copy: bytes and line ends, for the report.</summary>
        private static string Unapplied(FileStream journal, long written, long committed, long capacity)
        {
            long lines = 0;
            var buffer = new byte[64 * 1024];
            for (long offset = written; offset < committed;)
            {
                int chunk = ReadRing(journal, offset, committed, capacity, buffer);
                if (chunk < 0)
                {
                    break;
                }

                for (int i = 0; i < chunk; i++)
                {
                    if (buffer[i] == (byte)'\n')
                    {
                        lines++;
                    }
                }

                offset += chunk;
            }

            return $"; {committed - written} bytes ({lines} line ends) it held beyond the last copy to the file are not appended";
        }

        private static int ReadFully(Stream stream, byte[] buffer, int count = -1)
        {
            count = count < 0 ? buffer.Length : count;
            int read = 0;
            while (read < count)
            {
                int n = stream.Read(buffer, read, count - read);
                if (n == 0)
                {
                    break;
                }

                read += n;
            }

            return read;
        }
    }
}
