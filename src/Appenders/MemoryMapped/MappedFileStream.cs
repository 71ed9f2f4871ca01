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
    /// <remarks>
    /// Whole events only, on every failure path: an event is the bytes written between two <see cref="Flush"/> calls.
    /// When a write of an event fails (the journal is full and the file cannot take its text), the event's bytes
    /// already in the journal are taken back, the rest of its writes are ignored, and its <see cref="Flush"/> discards
    /// it (<see cref="DiscardedEvents"/>) instead of committing it, so no part of it is ever glued to the next event.
    /// A copy to the file that fails part-way is cut back off the file.
    /// </remarks>
    internal sealed class MappedFileStream : Stream
    {
        /// <summary>How long committed text may wait in the journal before it is written to the log file.</summary>
        internal const int CopyIntervalMillis = 100;

        private readonly FileStream _file;
        private readonly string _path;
        private readonly TextJournal _journal;
        private readonly IErrorHandler _errorHandler;
        private readonly ThrottledErrorReporter _copyErrors;
        private readonly Action? _tick;
        private readonly object _fileGate = new object();
        private readonly byte[] _copyBuffer = new byte[64 * 1024];
        private readonly JournalCopier _copier;
        private readonly long _copyThreshold;
        private Timer? _syncTimer;
        private long _end;
        private long _endInRing;
        private long _committed;
        private long _written;
        private long _eventStart;
        private long _discardedEvents;
        private bool _discarding;
        private bool _disposed;

        private MappedFileStream(FileStream file, string path, TextJournal journal, long end, IErrorHandler errorHandler, Action? tick)
        {
            _file = file;
            _path = path;
            _journal = journal;
            _tick = tick;
            _end = end;
            _endInRing = end % journal.Capacity;
            _committed = end;
            _written = end;
            _eventStart = end;
            _errorHandler = errorHandler;
            _copyErrors = new ThrottledErrorReporter(() => errorHandler, AsyncAppenderSkeleton.DefaultDropReportInterval);
            _copyThreshold = journal.Capacity / 2;
            _copier = new JournalCopier(CopyInBackground, CopyIntervalMillis, "LogPerf journal copier");
        }

        /// <summary>
        /// Takes the journal of <paramref name="path"/> (failing with <see cref="JournalHeldException"/> when another
        /// writer has it), appends what a writer that stopped without closing left in it, and opens the file.
        /// <paramref name="tick"/> runs on the copier thread after each periodic copy.
        /// </summary>
        internal static MappedFileStream Open(
            string path, bool append, long journalBytes, int flushIntervalMillis, LogFileSystem files, IErrorHandler errorHandler, Action? tick = null)
        {
            JournalLock journalLock = JournalLock.Acquire(JournalNames.PathFor(path), files, path);
            FileStream? file = null;
            try
            {
                // A writer of the first release may still hold (or have left) the journal under the first name.
                using (JournalLock? legacy = JournalLock.AcquireExisting(JournalNames.LegacyPathFor(path), files, path))
                {
                    if (legacy != null)
                    {
                        CrashedJournals.Apply(legacy, path, files, errorHandler);
                        legacy.Delete();
                    }
                }

                CrashedJournals.Apply(journalLock, path, files, errorHandler);
                file = files.Open(path, FileMode.OpenOrCreate, FileAccess.Write, FileShare.Read);
                if (!append)
                {
                    file.SetLength(0);
                }

                long end = file.Length;
                file.Position = end;
                TextJournal journal = TextJournal.Create(journalLock, end, journalBytes);
                var stream = new MappedFileStream(file, path, journal, end, errorHandler, tick);
                stream.StartSyncTimer(flushIntervalMillis);
                return stream;
            }
            catch
            {
                // The journal keeps whatever could not be appended (a failed Create has already removed it).
                file?.Dispose();
                journalLock.Dispose();
                throw;
            }
        }

        /// <summary>Events discarded, whole, because one of their writes failed: an append can compare it before and after.</summary>
        public long DiscardedEvents => _discardedEvents;

        /// <summary>Why the last write failed.</summary>
        public Exception? LastFailure { get; private set; }

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

            if (_discarding)
            {
                return;
            }

            try
            {
                while (count > 0)
                {
                    long room = _journal.Capacity - (_end - Volatile.Read(ref _written));
                    if (room == 0)
                    {
                        if (Volatile.Read(ref _committed) == Volatile.Read(ref _written))
                        {
                            // One event longer than the whole journal: its start goes to the log uncommitted.
                            CommitEnd();
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
            catch (Exception e)
            {
                DiscardEvent();
                LastFailure = e;
                throw;
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

        /// <summary>
        /// Ends an event (the appender flushes after every one): commits what was written, so commits fall on event
        /// boundaries; or, when one of its writes failed, discards it whole.
        /// </summary>
        public override void Flush()
        {
            if (_discarding)
            {
                _discarding = false;
                _discardedEvents++;
                return;
            }

            CommitEnd();
            _eventStart = _end;
        }

        /// <summary>
        /// Gives up the event being written: its bytes not committed are taken back, and its later writes are ignored
        /// until the <see cref="Flush"/> that ends it.
        /// </summary>
        public void DiscardEvent()
        {
            if (Volatile.Read(ref _committed) > _eventStart)
            {
                try
                {
                    TakeBackLongEventStart();
                }
                catch (IOException)
                {
                    // The file could not even be cut back: its start stays, as after a crash in the middle of the event.
                }
            }

            _end = _committed;
            _endInRing = _end % _journal.Capacity;
            _discarding = true;
        }

        /// <summary>
        /// Writes all committed text to the file now. False, with the cause, when the file cannot take it: the text
        /// stays in the journal.
        /// </summary>
        public bool TryCopyAll(out Exception? failure)
        {
            lock (_fileGate)
            {
                try
                {
                    CopyCommitted();
                    failure = null;
                    return true;
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                    failure = e;
                    return false;
                }
            }
        }

        /// <summary>
        /// Set just before a close that precedes a roll, which renames the file: the journal must not outlive the close
        /// under the file's old name, where the next open would take it for a journal of the new file. The roll writes the
        /// journal's text to the file first (<see cref="TryCopyAll"/>), so at most the footer is lost and reported.
        /// </summary>
        public bool ClosingForRoll { get; set; }

        private void CommitEnd()
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
                    if (_discarding)
                    {
                        Flush();
                    }

                    CommitEnd();
                    CopyCommitted();
                    if (sync)
                    {
                        _file.Flush(true);
                    }

                    complete = true;
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                    long missing = Volatile.Read(ref _committed) - _written;
                    if (ClosingForRoll)
                    {
                        _errorHandler.Error(
                            $"MemoryMappedFileAppender: {missing} byte(s) written since the journal was written out for the roll (the " +
                            $"layout's footer) could not be written to [{_path}] before it rolled; they are lost.", e, ErrorCode.CloseFailure);
                        complete = true;
                    }
                    else
                    {
                        _errorHandler.Error(
                            $"MemoryMappedFileAppender: closing, the last {missing} byte(s) logged could not be written to [{_path}] ({e.Message}); " +
                            "they stay in its journal and the next open of the file appends them.", e, ErrorCode.CloseFailure);
                    }
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

        /// <summary>
        /// An event longer than the journal had its start committed (and maybe copied) before it failed: the start is cut
        /// back off the file and out of the journal, so that the next event does not continue it. The header keeps
        /// written ≤ committed at every step, so a crash in between leaves at most a cut last line, as any crash may.
        /// </summary>
        private void TakeBackLongEventStart()
        {
            lock (_fileGate)
            {
                if (_written > _eventStart)
                {
                    _journal.MarkWritten(_eventStart);
                    _file.SetLength(_eventStart);
                    _file.Position = _eventStart;
                    Volatile.Write(ref _written, _eventStart);
                }

                _journal.Commit(_eventStart);
                Volatile.Write(ref _committed, _eventStart);
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
                if (!_disposed && Volatile.Read(ref _committed) != _written)
                {
                    try
                    {
                        CopyCommitted();
                    }
                    catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                    {
                        _copyErrors.Report($"MemoryMappedFileAppender: writing the journal to [{_path}] failed; the text stays in the journal.", e, ErrorCode.WriteFailure);
                    }
                }
            }

            _tick?.Invoke();
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
