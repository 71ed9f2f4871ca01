namespace LogPerf.Benchmarks.Harness
{
    /// <summary>What one fixed-duration run of a pipeline measured.</summary>
    internal sealed class RunResult
    {
        public long Logged { get; set; }

        public double LoopSeconds { get; set; }

        public double CloseSeconds { get; set; }

        public long OnDisk { get; set; }

        public long? Dropped { get; set; }

        public long ThreadAllocated { get; set; }

        public long ProcessAllocated { get; set; }

        /// <summary>CPU time of this process (every thread) per event over the loop and Close, when measured.</summary>
        public double? ProcessCpuPerEvent { get; set; }

        /// <summary>CPU time of the receiving server per event, until what it received stopped growing, when measured.</summary>
        public double? ServerCpuPerEvent { get; set; }

        /// <summary>Collections during the loop and Close.</summary>
        public GcCounts Gc { get; set; }

        public double CallerRate => Logged / LoopSeconds;

        public double EndToEndRate => OnDisk / (LoopSeconds + CloseSeconds);
    }
}
