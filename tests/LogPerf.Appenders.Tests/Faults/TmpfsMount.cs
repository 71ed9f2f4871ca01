using System;
using System.Diagnostics;
using System.IO;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// A size-limited tmpfs mounted on a fresh temp directory, for a real full disk. Needs Linux and the right to mount
    /// (root in CI); <see cref="TryMount"/> says why not otherwise. Dispose unmounts it (lazily if something still holds
    /// it open) and removes the directory.
    /// </summary>
    internal sealed class TmpfsMount : IDisposable
    {
        private TmpfsMount(string path) => Path = path;

        public string Path { get; }

        public static TmpfsMount? TryMount(string size, out string reason)
        {
            if (!OperatingSystem.IsLinux())
            {
                reason = "not Linux";
                return null;
            }

            string path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "logperf-tmpfs-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(path);
            (int exit, string output) = Run("mount", "-t", "tmpfs", "-o", $"size={size}", "tmpfs", path);
            if (exit != 0)
            {
                reason = $"mount exited with {exit}: {output.Trim()}";
                TryDelete(path);
                return null;
            }

            reason = $"tmpfs size={size} on {path}";
            return new TmpfsMount(path);
        }

        public void Dispose()
        {
            if (Run("umount", Path).Exit != 0)
            {
                Run("umount", "-l", Path);
            }

            TryDelete(Path);
        }

        private static (int Exit, string Output) Run(string command, params string[] args)
        {
            var start = new ProcessStartInfo(command) { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
            foreach (string arg in args)
            {
                start.ArgumentList.Add(arg);
            }

            try
            {
                using Process process = Process.Start(start)!;
                string output = process.StandardOutput.ReadToEnd() + process.StandardError.ReadToEnd();
                if (!process.WaitForExit(10_000))
                {
                    process.Kill();
                    return (-1, command + " timed out");
                }

                return (process.ExitCode, output);
            }
            catch (System.ComponentModel.Win32Exception e)
            {
                return (-1, e.Message);
            }
        }

        private static void TryDelete(string path)
        {
            try
            {
                Directory.Delete(path, recursive: true);
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
            }
        }
    }
}
