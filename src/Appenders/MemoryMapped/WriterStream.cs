using System;
using System.IO;

namespace LogPerf.Appenders
{
    /// <summary>
    /// What the appender's StreamWriter writes through: straight to the open <see cref="MappedFileStream"/>, so the
    /// writer can be flushed outside log4net's per-append file lock (for the header, before events are written to the
    /// stream directly). Closing it disposes log4net's locking stream, which closes the file through the locking model.
    /// </summary>
    internal sealed class WriterStream : Stream
    {
        private readonly MappedFileStream _target;
        private readonly Stream _owner;

        public WriterStream(MappedFileStream target, Stream owner)
        {
            _target = target;
            _owner = owner;
        }

        public override bool CanRead => false;

        public override bool CanSeek => _target.CanSeek;

        public override bool CanWrite => _target.CanWrite;

        public override long Length => _target.Length;

        public override long Position
        {
            get => _target.Position;
            set => _target.Position = value;
        }

        public override void Write(byte[] buffer, int offset, int count) => _target.Write(buffer, offset, count);

        public override void Flush() => _target.Flush();

        public override long Seek(long offset, SeekOrigin origin) => _target.Seek(offset, origin);

        public override void SetLength(long value) => _target.SetLength(value);

        public override int Read(byte[] buffer, int offset, int count) =>
            throw new NotSupportedException("A memory-mapped log file is write-only.");

        protected override void Dispose(bool disposing)
        {
            if (disposing)
            {
                _owner.Dispose();
            }

            base.Dispose(disposing);
        }
    }
}
