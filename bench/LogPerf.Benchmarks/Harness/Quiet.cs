using System;
using System.IO;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// Marks a measurement in progress with /tmp/bench-running (others sharing the machine keep it quiet) and
    /// returns the load average seen when it started.
    /// </summary>
    internal sealed class Quiet : IDisposable
    {
        private const string MarkerPath = "/tmp/bench-running";

        private Quiet()
        {
            File.WriteAllText(MarkerPath, $"LogPerf.Benchmarks pid {Environment.ProcessId} since {DateTime.UtcNow:O}\n");
        }

        public static Quiet Begin() => new Quiet();

        public static string LoadAverage()
        {
            try
            {
                return File.ReadAllText("/proc/loadavg").Trim();
            }
            catch (IOException)
            {
                return "n/a";
            }
        }

        public void Dispose()
        {
            try
            {
                File.Delete(MarkerPath);
            }
            catch (IOException)
            {
            }
        }
    }
}
