using System;
using System.IO;
using System.Threading;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The write-only stream log4net's FileAppender writes through. <see cref="Write"/> copies the bytes into a
    /// memory-mapped <see cref="TextJournal"/> (in the page cache, safe from a crash of the process, no system call);
    /// <see cref="Flush"/>, which the appender calls after every event, commits them with one 8-byte store. Committed
    /// text reaches the log file itself in whole events, by plain appends on a <see cref="JournalCopier"/> thread: every
    /// <see cref="CopyIntervalMillis"/> and whenever the journal is half full; on the appending thread only when the journal
    /// is full; and on close. So the log file is plain text at every moment (no padding) and
    /// only grows; after a crash its missing tail is in the journal, and the next open appends it.
    /// </summary>
    internal sealed class MappedFileStream : Stream
    {
        /// <summary>How long committed text may wait in the journal before it is written to the log file.</summary>
        internal const int CopyIntervalMillis = 100;

        private readonly FileStream _file;
        private readonly TextJournal _journal;
        private readonly IErrorHandler _errorHandler;
        private readonly ThrottledErrorReporter _copyErrors;
        private readonly object _fileGate = new object();
        private readonly byte[] _copyBuffer = new byte[64 * 1024];
        private readonly JournalCopier _copier;
        private readonly long _copyThreshold;
        private Timer? _syncTimer;
        private long _end;
        private long _endInRing;
        private long _committed;
        private long _written;
        private bool _disposed;

        private MappedFileStream(FileStream file, TextJournal journal, long end, IErrorHandler errorHandler)
        {
            _file = file;
            _journal = journal;
            _end = end;
            _endInRing = end % journal.Capacity;
            _committed = end;
            _written = end;
            _errorHandler = errorHandler;
            _copyErrors = new ThrottledErrorReporter(() => errorHandler, AsyncAppenderSkeleton.DefaultDropReportInterval);
            _copyThreshold = journal.Capacity / 2;
            _copier = new JournalCopier(CopyInBackground, CopyIntervalMillis, "LogPerf journal copier");
        }

        /// <summary>Opens <paramref name="path"/> after appending what a crashed writer left in its journal.</summary>
        internal static MappedFileStream Open(
            string path, bool append, long journalBytes, int flushIntervalMillis, IErrorHandler errorHandler)
        {
            RecoverJournal(path, errorHandler);
            var file = new FileStream(path, FileMode.OpenOrCreate, FileAccess.Write, FileShare.Read, 1);
            try
            {
                if (!append)
                {
                    file.SetLength(0);
                }

                long end = file.Length;
                file.Position = end;
                var stream = new MappedFileStream(file, TextJournal.Create(path, end, journalBytes), end, errorHandler);
                stream.StartSyncTimer(flushIntervalMillis);
                return stream;
            }
            catch
            {
                file.Dispose();
                throw;
            }
        }

        /// <summary>Appends to the log file what a crashed writer left only in its journal; reports a journal that does not match.</summary>
        internal static void RecoverJournal(string path, IErrorHandler errorHandler)
        {
            try
            {
                if (TextJournal.Recover(path) is { } problem)
                {
                    errorHandler.Error($"MemoryMappedFileAppender: {problem}", null, ErrorCode.FileOpenFailure);
                }
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
                errorHandler.Error($"MemoryMappedFileAppender: could not recover the journal of [{path}]. {e.Message}", e, ErrorCode.FileOpenFailure);
            }
        }

        public override bool CanRead => false;

        public override bool CanSeek => true;

        public override bool CanWrite => !_disposed;

        public override long Length => _end;

        public override long Position
        {
            get => _end;
            set => throw new NotSupportedException("A memory-mapped log file is append-only.");
        }

        public override void Write(byte[] buffer, int offset, int count)
        {
            if (_disposed)
            {
                throw new ObjectDisposedException(nameof(MappedFileStream));
            }

            while (count > 0)
            {
                long room = _journal.Capacity - (_end - Volatile.Read(ref _written));
                if (room == 0)
                {
                    if (Volatile.Read(ref _committed) == Volatile.Read(ref _written))
                    {
                        // One event longer than the whole journal: its start goes to the log uncommitted.
                        Flush();
                    }

                    CopyToFile();
                    continue;
                }

                int chunk = (int)Math.Min(count, room);
                _journal.Write(_end, buffer, offset, chunk);
                Advance(chunk);
                offset += chunk;
                count -= chunk;
            }
        }

        /// <summary>
        /// Encodes <paramref name="chars"/>[0, <paramref name="count"/>) straight into the journal when the bytes fit without
        /// waiting for the copier or wrapping around the ring; returns how many bytes, or -1 (then use <see cref="Write"/>).
        /// </summary>
        public int TryWriteEncoded(System.Text.Encoding encoding, char[] chars, int count)
        {
            if (_disposed)
            {
                throw new ObjectDisposedException(nameof(MappedFileStream));
            }

            int maxBytes = encoding.GetMaxByteCount(count);
            if (_journal.Capacity - (_end - Volatile.Read(ref _written)) < maxBytes)
            {
                return -1;
            }

            int written = _journal.TryEncodeAt(_endInRing, encoding, chars, count, maxBytes);
            if (written >= 0)
            {
                Advance(written);
            }

            return written;
        }

        private void Advance(long count)
        {
            _end += count;
            _endInRing += count;
            if (_endInRing >= _journal.Capacity)
            {
                _endInRing -= _journal.Capacity;
            }
        }

        /// <summary>Commits what was written: the appender flushes after every event, so commits fall on event boundaries.</summary>
        public override void Flush()
        {
            if (_committed != _end)
            {
                _journal.Commit(_end);
                Volatile.Write(ref _committed, _end);
                if (_end - Volatile.Read(ref _written) >= _copyThreshold)
                {
                    _copier.Request();
                }
            }
        }

        public override long Seek(long offset, SeekOrigin origin)
        {
            if (offset == 0 && origin != SeekOrigin.Begin)
            {
                return _end;
            }

            throw new NotSupportedException("A memory-mapped log file is append-only.");
        }

        public override void SetLength(long value) =>
            throw new NotSupportedException("A memory-mapped log file is append-only.");

        public override int Read(byte[] buffer, int offset, int count) =>
            throw new NotSupportedException("A memory-mapped log file is write-only.");

        protected override void Dispose(bool disposing)
        {
            if (disposing)
            {
                Close(sync: _syncTimer != null);
            }

            base.Dispose(disposing);
        }

        private void Close(bool sync)
        {
            _copier.Dispose();
            _syncTimer?.Dispose();
            lock (_fileGate)
            {
                if (_disposed)
                {
                    return;
                }

                _disposed = true;
                bool complete = false;
                try
                {
                    Flush();
                    CopyCommitted();
                    if (sync)
                    {
                        _file.Flush(true);
                    }

                    complete = true;
                }
                finally
                {
                    _file.Dispose();
                    if (complete)
                    {
                        _journal.Delete();
                    }
                    else
                    {
                        // The log file lacks text only the journal holds: keep it for the next open.
                        _journal.Dispose();
                    }
                }
            }
        }

        private void CopyToFile()
        {
            lock (_fileGate)
            {
                CopyCommitted();
            }
        }

        /// <summary>Appends the committed text the log file does not hold yet. Called under the file gate.</summary>
        private void CopyCommitted()
        {
            long committed = Volatile.Read(ref _committed);
            long from = _written;
            try
            {
                while (from < committed)
                {
                    int chunk = (int)Math.Min(_copyBuffer.Length, committed - from);
                    _journal.Read(from, _copyBuffer, chunk);
                    _file.Write(_copyBuffer, 0, chunk);
                    from += chunk;
                }
            }
            catch (IOException)
            {
                // Cut a partial append so that the retry writes each byte once; the journal still has them all.
                _file.SetLength(_written);
                _file.Position = _written;
                throw;
            }

            _journal.MarkWritten(committed);
            Volatile.Write(ref _written, committed);
        }

        private void CopyInBackground()
        {
            lock (_fileGate)
            {
                if (_disposed || Volatile.Read(ref _committed) == _written)
                {
                    return;
                }

                try
                {
                    CopyCommitted();
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                    _copyErrors.Report("MemoryMappedFileAppender: writing the journal to the log file failed; the text stays in the journal.", e, ErrorCode.WriteFailure);
                }
            }
        }

        private void StartSyncTimer(int intervalMillis)
        {
            if (intervalMillis > 0)
            {
                _syncTimer = new Timer(_ => SyncToDisk(), null, intervalMillis, intervalMillis);
            }
        }

        private void SyncToDisk()
        {
            lock (_fileGate)
            {
                if (_disposed)
                {
                    return;
                }

                try
                {
                    CopyCommitted();
                    _file.Flush(true);
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                    _errorHandler.Error("MemoryMappedFileAppender: periodic flush to disk failed.", e, ErrorCode.FlushFailure);
                }
            }
        }
    }
}
