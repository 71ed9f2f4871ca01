using System;
using System.IO;
using System.Linq;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// A disk of <see cref="Capacity"/> bytes modelled over an ordinary folder: the space used is the length of every
    /// file in it, and a write or SetLength through the streams this hands out that would grow the files past the
    /// capacity writes what fits and throws the IOException of a full disk (ENOSPC), as the kernel's write(2) does.
    /// Pages of a memory-mapped file are paid for when the file is written out, as on tmpfs.
    /// </summary>
    internal sealed class BudgetFileSystem : LogFileSystem
    {
        private readonly string _folder;

        public BudgetFileSystem(string folder, long capacity)
        {
            _folder = folder;
            Capacity = capacity;
        }

        public long Capacity { get; }

        public long Free => Capacity - Directory.GetFiles(_folder).Sum(f => new FileInfo(f).Length);

        public override FileStream Open(string path, FileMode mode, FileAccess access, FileShare share) =>
            new BudgetStream(this, path, mode, access, share);

        private static IOException DiskFull(string path) => new IOException($"No space left on device : '{path}'", 28);

        private sealed class BudgetStream : FileStream
        {
            private readonly BudgetFileSystem _disk;

            public BudgetStream(BudgetFileSystem disk, string path, FileMode mode, FileAccess access, FileShare share)
                : base(path, mode, access, share, 1)
            {
                _disk = disk;
            }

            public override void Write(ReadOnlySpan<byte> buffer) => Write(buffer.ToArray(), 0, buffer.Length);

            public override void Write(byte[] buffer, int offset, int count)
            {
                long growth = Math.Max(0, Position + count - Length);
                long free = _disk.Free;
                if (growth <= free)
                {
                    base.Write(buffer, offset, count);
                    return;
                }

                int fits = (int)Math.Max(0, count - (growth - free));
                if (fits > 0)
                {
                    base.Write(buffer, offset, fits);
                }

                throw DiskFull(Name);
            }

            public override void WriteByte(byte value) => Write(new[] { value }, 0, 1);

            public override void SetLength(long value)
            {
                if (value - Length > _disk.Free)
                {
                    throw DiskFull(Name);
                }

                base.SetLength(value);
            }
        }
    }
}
