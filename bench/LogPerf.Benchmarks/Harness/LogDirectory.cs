using System;
using System.IO;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>A fresh directory for one run's log files; counts the lines written there; deleted on Dispose.</summary>
    internal sealed class LogDirectory : IDisposable
    {
        public LogDirectory(string root)
        {
            Path = Directory.CreateDirectory(System.IO.Path.Combine(root, Guid.NewGuid().ToString("N"))).FullName;
        }

        public string Path { get; }

        public string File(string name) => System.IO.Path.Combine(Path, name);

        /// <summary>Newlines in every file of the directory (one per event for the layouts used here).</summary>
        public long CountLines()
        {
            long lines = 0;
            byte[] buffer = new byte[1 << 20];
            foreach (string file in Directory.GetFiles(Path, "*", SearchOption.AllDirectories))
            {
                using var stream = new FileStream(file, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, 1, FileOptions.SequentialScan);
                int read;
                while ((read = stream.Read(buffer, 0, buffer.Length)) > 0)
                {
                    lines += buffer.AsSpan(0, read).Count((byte)'\n');
                }
            }

            return lines;
        }

        public void Dispose()
        {
            try
            {
                Directory.Delete(Path, recursive: true);
            }
            catch (IOException)
            {
            }
        }
    }
}
