namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// The measured costs the NLog rules quote, from bench/'s "nlog" scenario (docs/benchmarks.md, section 7: NLog 6.2,
    /// seed 003's table side by side). Kept in one place so messages and docs say the same.
    /// </summary>
    internal static class NLogMeasuredCosts
    {
        public const string KeepFileOpenFalse = "measured PENDING slower than keepFileOpen=\"true\" with NLog 6.2 (docs/benchmarks.md)";

        public const string Synchronous = "measured PENDING slower per call than behind an async wrapper with NLog 6.2 (docs/benchmarks.md)";
    }
}
