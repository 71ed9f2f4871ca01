using System;
using System.IO;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A memory-mapped ring beside the log file (<c>.&lt;log file name&gt;.logperf-journal</c>) that holds the text
    /// not yet written to the log. Bytes copied into it are in the page cache, safe from a crash of the process; the
    /// log file itself only ever grows by whole events, so it is plain text at every moment.
    /// </summary>
    /// <remarks>
    /// Layout: a 4 KB header, then the ring. The header holds two log offsets, each updated with one aligned 8-byte
    /// store: <c>written</c> (the log file holds the text up to here) and <c>committed</c> (the journal holds whole
    /// events up to here); byte <c>x</c> of the log lives at ring position <c>x % capacity</c>. The writer never
    /// lets <c>committed - written</c> exceed the capacity, so after a crash the log's missing tail
    /// [<c>log length</c>, <c>committed</c>) is still in the ring, and <see cref="Recover"/> appends it.
    /// </remarks>
    internal sealed class TextJournal : IDisposable
    {
        internal const string Suffix = ".logperf-journal";
        internal const int HeaderBytes = 4096;
        private const int WrittenOffset = 0;
        private const int CommittedOffset = 8;
        private const int MagicOffset = 16;
        private const int CapacityOffset = 24;
        private static readonly byte[] Magic = Encoding.ASCII.GetBytes("LPJRNL01");
        private static readonly byte[] Zeros = new byte[64 * 1024];

        private readonly string _path;
        private readonly FileStream _file;
        private readonly MappedView _view;

        private TextJournal(string path, FileStream file, MappedView view, long capacity)
        {
            _path = path;
            _file = file;
            _view = view;
            Capacity = capacity;
        }

        public long Capacity { get; }

        internal static string PathFor(string logPath) =>
            Path.Combine(Path.GetDirectoryName(logPath) ?? string.Empty, "." + Path.GetFileName(logPath) + Suffix);

        /// <summary>
        /// A new journal for a log file that holds <paramref name="logLength"/> bytes. The file is written out with
        /// real zeros, so a full disk fails here as an IOException rather than as a SIGBUS on a later store.
        /// </summary>
        public static TextJournal Create(string logPath, long logLength, long capacity)
        {
            string path = PathFor(logPath);
            var file = new FileStream(path, FileMode.Create, FileAccess.ReadWrite, FileShare.Read, 1);
            try
            {
                var header = new byte[HeaderBytes];
                BitConverter.GetBytes(logLength).CopyTo(header, WrittenOffset);
                BitConverter.GetBytes(logLength).CopyTo(header, CommittedOffset);
                Magic.CopyTo(header, MagicOffset);
                BitConverter.GetBytes(capacity).CopyTo(header, CapacityOffset);
                file.Write(header, 0, header.Length);
                for (long left = capacity; left > 0; left -= Zeros.Length)
                {
                    file.Write(Zeros, 0, (int)Math.Min(Zeros.Length, left));
                }

                MappedView view = MappedView.Map(file, 0, HeaderBytes + capacity);
                return new TextJournal(path, file, view, capacity);
            }
            catch
            {
                file.Dispose();
                TryDelete(path);
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

        /// <summary>Closes and deletes the journal: to be called once the log file holds everything.</summary>
        public void Delete()
        {
            Dispose();
            TryDelete(_path);
        }

        /// <summary>Closes the journal and keeps it, for the next open to recover from.</summary>
        public void Dispose()
        {
            _view.Dispose();
            _file.Dispose();
        }

        /// <summary>
        /// Appends to <paramref name="logPath"/> what a writer that crashed left only in its journal, then deletes the
        /// journal. Returns a description of a journal that did not match its log (it is deleted unapplied), else null.
        /// </summary>
        internal static string? Recover(string logPath)
        {
            string path = PathFor(logPath);
            if (!File.Exists(path))
            {
                return null;
            }

            string? problem;
            using (var journal = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.Read, 1))
            using (var log = new FileStream(logPath, FileMode.OpenOrCreate, FileAccess.Write, FileShare.Read, 1))
            {
                problem = AppendMissingTail(journal, log);
            }

            File.Delete(path);
            return problem == null ? null : $"the journal [{path}] {problem}; it was removed without changing the log file.";
        }

        private static string? AppendMissingTail(FileStream journal, FileStream log)
        {
            var header = new byte[CapacityOffset + 8];
            if (journal.Length < HeaderBytes || ReadFully(journal, header) < header.Length)
            {
                return "is too short";
            }

            for (int i = 0; i < Magic.Length; i++)
            {
                if (header[MagicOffset + i] != Magic[i])
                {
                    return "is not a LogPerf journal";
                }
            }

            long written = BitConverter.ToInt64(header, WrittenOffset);
            long committed = BitConverter.ToInt64(header, CommittedOffset);
            long capacity = BitConverter.ToInt64(header, CapacityOffset);
            long length = log.Length;
            if (capacity <= 0 || journal.Length != HeaderBytes + capacity)
            {
                return "has a damaged header";
            }

            if (length >= committed)
            {
                return length == committed ? null : $"ends at byte {committed} but the log file is longer ({length} bytes)";
            }

            if (length < written || committed - length > capacity)
            {
                return $"holds bytes {written}..{committed} but the log file has {length} bytes (replaced or cut by another program?)";
            }

            log.Position = length;
            var buffer = new byte[64 * 1024];
            for (long offset = length; offset < committed;)
            {
                long position = offset % capacity;
                int chunk = (int)Math.Min(Math.Min(buffer.Length, committed - offset), capacity - position);
                journal.Position = HeaderBytes + position;
                if (ReadFully(journal, buffer, chunk) < chunk)
                {
                    return "is shorter than its header says";
                }

                log.Write(buffer, 0, chunk);
                offset += chunk;
            }

            return null;
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

        private static void TryDelete(string path)
        {
            try
            {
                File.Delete(path);
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
            }
        }
    }
}
