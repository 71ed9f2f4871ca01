using System;
using System.IO;
using System.Linq;
using System.Text;
using log4net.Appender;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// log4net's ExclusiveLock on a pretend disk of <see cref="Disk.Capacity"/> bytes, for machines where a tmpfs cannot be
    /// mounted: a write that does not fit writes what fits, then fails with "No space left on device" (ENOSPC), as the
    /// kernel does. Everything above the stream is log4net's own.
    /// </summary>
    internal sealed class FullDiskLock : FileAppender.ExclusiveLock
    {
        private readonly Disk _disk;
        private string? _file;
        private Stream? _wrapped;
        private Stream? _inner;

        public FullDiskLock(Disk disk) => _disk = disk;

        public override void OpenFile(string filename, bool append, Encoding encoding)
        {
            _file = filename;
            base.OpenFile(filename, append, encoding);
        }

        public override Stream? AcquireLock()
        {
            Stream? stream = base.AcquireLock();
            if (stream == null)
            {
                return null;
            }

            if (!ReferenceEquals(stream, _inner))
            {
                _inner = stream;
                _wrapped = new QuotaStream(stream, _disk, _file!);
            }

            return _wrapped;
        }

        public override void CloseFile()
        {
            base.CloseFile();
            _inner = null;
            _wrapped = null;
        }

        /// <summary>A directory with a size: what its files hold plus <see cref="Reserved"/> (a filler file that can be deleted).</summary>
        internal sealed class Disk
        {
            public Disk(string directory, long capacity)
            {
                Directory = directory;
                Capacity = capacity;
            }

            public string Directory { get; }

            public long Capacity { get; }

            public long Reserved { get; set; }

            public long Free(string openFile, long openLength)
            {
                long others = new DirectoryInfo(Directory).GetFiles()
                    .Where(f => !string.Equals(f.FullName, Path.GetFullPath(openFile), StringComparison.Ordinal))
                    .Sum(f => f.Length);
                return Capacity - Reserved - others - openLength;
            }
        }

        private sealed class QuotaStream : Stream
        {
            private const int Enospc = 28;
            private readonly Stream _inner;
            private readonly Disk _disk;
            private readonly string _file;

            public QuotaStream(Stream inner, Disk disk, string file)
            {
                _inner = inner;
                _disk = disk;
                _file = file;
            }

            public override bool CanRead => false;

            public override bool CanSeek => _inner.CanSeek;

            public override bool CanWrite => true;

            public override long Length => _inner.Length;

            public override long Position
            {
                get => _inner.Position;
                set => _inner.Position = value;
            }

            public override void Write(byte[] buffer, int offset, int count)
            {
                long free = Math.Max(0, _disk.Free(_file, _inner.Length));
                if (count <= free)
                {
                    _inner.Write(buffer, offset, count);
                    return;
                }

                // What fits reaches the file, then the write fails: a short write followed by ENOSPC.
                _inner.Write(buffer, offset, (int)free);
                _inner.Flush();
                throw new IOException($"No space left on device : '{_file}'", Enospc);
            }

            public override void Flush() => _inner.Flush();

            public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

            public override long Seek(long offset, SeekOrigin origin) => _inner.Seek(offset, origin);

            public override void SetLength(long value) => _inner.SetLength(value);
        }
    }
}
