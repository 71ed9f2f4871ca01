using System;
using System.IO;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>A temp folder for the log files of a config a test runs in log4net, deleted afterwards.</summary>
    public sealed class TempLogFolder : IDisposable
    {
        public TempLogFolder() => Path = Directory.CreateTempSubdirectory("logperf-").FullName;

        public string Path { get; }

        /// <summary>A log file in the folder, with forward slashes so it can go into XML as written.</summary>
        public string LogFile => System.IO.Path.Combine(Path, "app.log").Replace('\\', '/');

        public void Dispose() => Directory.Delete(Path, recursive: true);
    }
}
