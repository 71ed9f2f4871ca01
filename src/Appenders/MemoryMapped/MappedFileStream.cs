using System;
using System.IO;
using System.Threading;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A write-only stream that copies bytes into a memory-mapped window of the file. Bytes are in the page
    /// cache (safe from a crash of this process) as soon as <see cref="Write"/> returns, and part of the log
    /// once <see cref="Flush"/> has moved the end marker past them. The file is grown one
    /// window at a time, zero-filled, with an <see cref="EndMarker"/> at its end recording the logical length;
    /// <see cref="Dispose(bool)"/> cuts the file back to the logical length. Past the logical length there are
    /// only the torn start of an event whose Append never returned, zeros, and the marker.
    /// </summary>
    internal sealed class MappedFileStream : Stream
    {
        private const int PageBytes = 4096;
        private static readonly byte[] Zeros = new byte[64 * 1024];

        private readonly FileStream _file;
        private readonly long _windowBytes;
        private readonly IErrorHandler _errorHandler;
        private readonly object _mappingGate = new object();
        private Timer? _flushTimer;
        private MappedView? _view;
        private long _viewStart;
        private long _markerStart;
        private long _end;
        private long _committed;
        private bool _disposed;

        private MappedFileStream(FileStream file, long end, long windowBytes, IErrorHandler errorHandler)
        {
            _file = file;
            _end = end;
            _committed = end;
            _markerStart = end;
            _windowBytes = windowBytes;
            _errorHandler = errorHandler;
        }

        internal static MappedFileStream Open(
            string path, bool append, long windowBytes, int flushIntervalMillis, IErrorHandler errorHandler)
        {
            var file = new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.Read, 1);
            try
            {
                long end = append ? LogicalEnd.Find(file, windowBytes) : 0;
                if (file.Length != end)
                {
                    file.SetLength(end);
                }

                var stream = new MappedFileStream(file, end, windowBytes, errorHandler);
                stream.StartFlushTimer(flushIntervalMillis);
                return stream;
            }
            catch
            {
                file.Dispose();
                throw;
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
                if (_view is null || _end == _markerStart)
                {
                    MapNextWindow();
                }

                int chunk = (int)Math.Min(count, _markerStart - _end);
                _view!.Write(_end - _viewStart, buffer, offset, chunk);
                _end += chunk;
                offset += chunk;
                count -= chunk;
            }
        }

        /// <summary>
        /// Commits what was written: the end marker now covers it. The appender flushes after every event (or
        /// batch), so the marker always falls on an event boundary; syncing to disk is <c>FlushInterval</c>'s job.
        /// </summary>
        public override void Flush()
        {
            if (_view != null && _committed != _end)
            {
                _committed = _end;
                _view.WriteInt64(_markerStart - _viewStart + EndMarker.LengthOffset, _committed);
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
                lock (_mappingGate)
                {
                    if (!_disposed)
                    {
                        _disposed = true;
                        _flushTimer?.Dispose();
                        CloseFile();
                    }
                }
            }

            base.Dispose(disposing);
        }

        private void CloseFile()
        {
            try
            {
                ReleaseView();
                _file.SetLength(_end);
                if (_flushTimer != null)
                {
                    _file.Flush(true);
                }
            }
            finally
            {
                _file.Dispose();
            }
        }

        /// <summary>
        /// Extends the file by a window before mapping it: zeros, then a marker holding the current length, so
        /// that whatever the moment of a crash the file ends with a valid marker or with zeros behind one.
        /// Writing real zeros (not a sparse hole) makes a full disk fail here as an IOException instead of
        /// a SIGBUS on a later store into the view.
        /// </summary>
        private void MapNextWindow()
        {
            lock (_mappingGate)
            {
                long previousMarker = _view is null ? -1 : _markerStart;
                ReleaseView();
                long viewStart = _end - (_end % PageBytes);
                long fileEnd = viewStart + _windowBytes;
                long markerStart = fileEnd - EndMarker.Length;

                ExtendWithZeros(markerStart);
                _file.Write(EndMarker.Create(_committed), 0, EndMarker.Length);

                _view = MappedView.Map(_file, viewStart, fileEnd);
                _viewStart = viewStart;
                _markerStart = markerStart;

                // Only now that the new marker is written may the old one, now inside the text area, go.
                if (previousMarker >= viewStart)
                {
                    _view.Write(previousMarker - viewStart, Zeros, 0, EndMarker.Length);
                }
            }
        }

        private void ExtendWithZeros(long upTo)
        {
            long position = Math.Min(_file.Length, upTo);
            _file.Position = position;
            while (position < upTo)
            {
                int count = (int)Math.Min(Zeros.Length, upTo - position);
                _file.Write(Zeros, 0, count);
                position += count;
            }
        }

        private void ReleaseView()
        {
            _view?.Dispose();
            _view = null;
        }

        private void StartFlushTimer(int intervalMillis)
        {
            if (intervalMillis > 0)
            {
                _flushTimer = new Timer(_ => FlushToDisk(), null, intervalMillis, intervalMillis);
            }
        }

        private void FlushToDisk()
        {
            lock (_mappingGate)
            {
                if (_disposed)
                {
                    return;
                }

                try
                {
                    _view?.Flush();
                    _file.Flush(true);
                }
                catch (Exception e)
                {
                    _errorHandler.Error("MemoryMappedFileAppender: periodic flush to disk failed.", e, ErrorCode.FlushFailure);
                }
            }
        }
    }
}
