using System;
using System.IO;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>A disk that can be filled and freed, and RollingFileAppenders writing to it.</summary>
    internal abstract class FullDiskScenario : IDisposable
    {
        protected FullDiskScenario(string directory) => Directory = directory;

        public string Directory { get; }

        /// <summary>Takes most of the disk.</summary>
        public abstract void Fill();

        /// <summary>Gives the space taken by <see cref="Fill"/> back.</summary>
        public abstract void Free();

        /// <summary>An activated RollingFileAppender ("%message%newline") on the disk; the file never reaches its size limit.</summary>
        public RollingFileAppender Target(string name, IErrorHandler errors)
        {
            var target = new RollingFileAppender
            {
                Name = Path.GetFileNameWithoutExtension(name),
                File = Path.Combine(Directory, name),
                Layout = FaultLog.Layout("%message%newline"),
                ErrorHandler = errors,
                MaximumFileSize = "10MB",
                MaxSizeRollBackups = 1,
            };
            Configure(target);
            target.ActivateOptions();
            return target;
        }

        public string[] Files(string pattern) => System.IO.Directory.GetFiles(Directory, pattern);

        /// <summary>Deletes everything on the disk.</summary>
        public void Clear()
        {
            Free();
            foreach (string file in System.IO.Directory.GetFiles(Directory))
            {
                File.Delete(file);
            }
        }

        public virtual void Dispose()
        {
        }

        protected virtual void Configure(RollingFileAppender target)
        {
        }

        /// <summary>A real tmpfs: a filler file takes the space.</summary>
        internal sealed class Tmpfs : FullDiskScenario
        {
            private readonly long _filler;

            public Tmpfs(string directory, long filler)
                : base(directory) => _filler = filler;

            private string FillerPath => Path.Combine(Directory, "filler.bin");

            public override void Fill() => File.WriteAllBytes(FillerPath, new byte[_filler]);

            public override void Free() => File.Delete(FillerPath);
        }

        /// <summary>A pretend disk in a temp directory: log4net's ExclusiveLock with a stream that fails with ENOSPC.</summary>
        internal sealed class Simulated : FullDiskScenario
        {
            private readonly FullDiskLock.Disk _disk;
            private readonly long _filler;

            public Simulated(long size, long filler)
                : base(System.IO.Directory.CreateTempSubdirectory("logperf-enospc-").FullName)
            {
                _disk = new FullDiskLock.Disk(Directory, size);
                _filler = filler;
            }

            public override void Fill() => _disk.Reserved = _filler;

            public override void Free() => _disk.Reserved = 0;

            public override void Dispose() => System.IO.Directory.Delete(Directory, recursive: true);

            protected override void Configure(RollingFileAppender target) => target.LockingModel = new FullDiskLock(_disk);
        }
    }
}
