using System;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// One logging pipeline under test, built fresh in its own directory for each run: Log is the call the
    /// producer makes, Close returns once everything accepted has been written to the files (or given up on).
    /// </summary>
    internal abstract class BenchTarget : IDisposable
    {
        protected BenchTarget(LogDirectory directory)
        {
            Directory = directory;
        }

        public LogDirectory Directory { get; }

        /// <summary>Events the pipeline itself counted as dropped (null when it keeps no such count).</summary>
        public virtual long? Dropped => null;

        /// <summary>Calls that waited for room in a full queue and their summed wait (null when the pipeline keeps no such count).</summary>
        public virtual (long Calls, TimeSpan Time)? Blocked => null;

        /// <summary>Whether the pipeline writes files whose lines can be counted (false for the no-op floor).</summary>
        public virtual bool WritesFiles => true;

        public abstract void Log(long counter);

        public abstract void Close();

        public void Dispose() => Directory.Dispose();
    }

    /// <summary>A named way to build a <see cref="BenchTarget"/>.</summary>
    internal sealed class Variant
    {
        public Variant(string key, string description, Func<LogDirectory, BenchTarget> create, bool writesFiles = true)
        {
            Key = key;
            Description = description;
            Create = create;
            WritesFiles = writesFiles;
        }

        /// <summary>False for the rows that write nothing (floors, no-op targets): no end-to-end figure.</summary>
        public bool WritesFiles { get; }

        public string Key { get; }

        public string Description { get; }

        public Func<LogDirectory, BenchTarget> Create { get; }

        public string Label => $"({Key}) {Description}";
    }
}
