using System;
using System.IO;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>A temp directory for one scenario, deleted with everything in it on Dispose.</summary>
    internal sealed class FaultDirectory : IDisposable
    {
        public FaultDirectory(string? path = null)
        {
            Path = path ?? System.IO.Path.Combine(System.IO.Path.GetTempPath(), "logperf-fault-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(Path);
        }

        public string Path { get; }

        public string File(string name) => System.IO.Path.Combine(Path, name);

        public string[] Files(string pattern) => Directory.GetFiles(Path, pattern);

        public void Dispose()
        {
            try
            {
                Directory.Delete(Path, recursive: true);
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
            }
        }
    }
}
