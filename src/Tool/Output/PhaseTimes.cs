using System;
using System.Diagnostics;

namespace LogPerf.Tool.Output
{
    /// <summary>
    /// With LOGPERF_TIMINGS=1, one stderr line per phase of a run (restore, SDK look-up, project load, compilation,
    /// analysis, output): wall time since the process started and the process's CPU time, so a slow check says where its
    /// time went. Silent otherwise.
    /// </summary>
    internal static class PhaseTimes
    {
        private static readonly bool Enabled = Environment.GetEnvironmentVariable("LOGPERF_TIMINGS") == "1";

        public static void Mark(string phase)
        {
            if (!Enabled)
            {
                return;
            }

            using var process = Process.GetCurrentProcess();
            var wall = DateTime.Now - process.StartTime;
            Console.Error.WriteLine($"timing: {wall.TotalSeconds,6:F2} s wall, {process.TotalProcessorTime.TotalSeconds,6:F2} s CPU: {phase}");
        }
    }
}
