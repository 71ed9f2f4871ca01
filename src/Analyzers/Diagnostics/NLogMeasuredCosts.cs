namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// The measured costs the NLog rules quote, from bench/'s "nlog" scenario on NLog 6.2 (docs/benchmarks.md, section 7; raw output bench/LogPerf.Benchmarks/results/results-nlog-6.2.md). Kept in one place so
    /// messages and docs say the same.
    /// </summary>
    internal static class NLogMeasuredCosts
    {
        public const string KeepFileOpenFalse = "each call took 4.8x as long as with keepFileOpen=\"true\" in LogPerf's NLog 6.2 benchmark";

        public const string Synchronous = "in LogPerf's NLog 6.2 benchmark a call took 5.6x as long as behind async=\"true\"";
    }
}
