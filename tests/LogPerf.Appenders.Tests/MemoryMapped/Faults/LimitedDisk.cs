using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// A folder on a disk of a fixed size that a test can fill and free. "tmpfs" mounts a size-limited tmpfs (root on
    /// Linux); where mounting is not allowed it falls back to "model", which runs the same test on an ordinary folder
    /// whose files the appender opens through <see cref="BudgetFileSystem"/>: a write past the size writes what fits and
    /// fails with ENOSPC, as a full disk does. Dispose unmounts and removes everything, also after a failed test.
    /// </summary>
    internal sealed class LimitedDisk : IDisposable
    {
        private const string FillerName = "filler";
        private readonly bool _mounted;

        private LimitedDisk(string path, bool mounted, long capacity)
        {
            Path = path;
            _mounted = mounted;
            Files = mounted ? null : new BudgetFileSystem(path, capacity);
            Kind = mounted ? $"tmpfs of {capacity / 1024} KB" : $"modelled disk of {capacity / 1024} KB";
        }

        public string Path { get; }

        /// <summary>What the test actually ran on (said in its output).</summary>
        public string Kind { get; }

        /// <summary>The file system to give the appender: null on a real tmpfs.</summary>
        public BudgetFileSystem? Files { get; }

        public long Free => _mounted ? new DriveInfo(Path).AvailableFreeSpace : Files!.Free;

        public static LimitedDisk Create(string kind, long capacity)
        {
            string path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "logperf-disk-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(path);
            bool mounted = kind == "tmpfs" && TryMount(path, capacity);
            return new LimitedDisk(path, mounted, capacity);
        }

        public string File(string name) => System.IO.Path.Combine(Path, name);

        /// <summary>An activated appender on <paramref name="file"/> of this disk: EventLines' layout, a 64KB journal.</summary>
        public MemoryMappedFileAppender Appender(string file, bool compiledLayout, ErrorRecorder errors, Action<MemoryMappedFileAppender>? settings = null)
        {
            var appender = new MemoryMappedFileAppender
            {
                Name = System.IO.Path.GetFileName(file),
                File = file,
                Layout = EventLines.Layout(compiledLayout),
                MappingBufferSize = "64KB",
                ErrorHandler = errors,
            };
            if (Files != null)
            {
                appender.FileSystem = Files;
            }

            settings?.Invoke(appender);
            appender.ActivateOptions();
            return appender;
        }

        /// <summary>Takes all free space but <paramref name="leaveFree"/> bytes with a file of its own.</summary>
        public void Fill(long leaveFree)
        {
            var zeros = new byte[4096];
            using var filler = new FileStream(File(FillerName), FileMode.Append, FileAccess.Write, FileShare.None, 1);
            try
            {
                while (Free - zeros.Length >= leaveFree)
                {
                    filler.Write(zeros, 0, zeros.Length);
                }
            }
            catch (IOException)
            {
                // Full already.
            }
        }

        /// <summary>Gives the filler's space back.</summary>
        public void Release() => System.IO.File.Delete(File(FillerName));

        /// <summary>The folder's files but the filler and the journals (hidden files).</summary>
        public string[] LogFiles() =>
            Directory.GetFiles(Path)
                .Where(f => System.IO.Path.GetFileName(f) != FillerName && !System.IO.Path.GetFileName(f).StartsWith(".", StringComparison.Ordinal))
                .OrderBy(f => f, StringComparer.Ordinal)
                .ToArray();

        public void Dispose()
        {
            if (_mounted)
            {
                // Lazy, so that a file a failed test left open cannot keep the mount.
                Run("umount", "-l", Path);
            }

            try
            {
                Directory.Delete(Path, true);
            }
            catch (IOException)
            {
            }
        }

        private static bool TryMount(string path, long capacity) =>
            RuntimeInformation.IsOSPlatform(OSPlatform.Linux) && Run("mount", "-t", "tmpfs", "-o", $"size={capacity}", "tmpfs", path);

        private static bool Run(string program, params string[] args)
        {
            var start = new ProcessStartInfo(program) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
            foreach (string arg in args)
            {
                start.ArgumentList.Add(arg);
            }

            try
            {
                using Process process = Process.Start(start)!;
                if (!process.WaitForExit(10_000))
                {
                    process.Kill();
                    return false;
                }

                return process.ExitCode == 0;
            }
            catch (System.ComponentModel.Win32Exception)
            {
                return false;
            }
        }
    }
}
