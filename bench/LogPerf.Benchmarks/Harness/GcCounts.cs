using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>Garbage collections of each generation between <see cref="Start"/> and <see cref="Stop"/>, for the GC column of every table.</summary>
    internal readonly struct GcCounts
    {
        private GcCounts(int gen0, int gen1, int gen2)
        {
            Gen0 = gen0;
            Gen1 = gen1;
            Gen2 = gen2;
        }

        public int Gen0 { get; }

        public int Gen1 { get; }

        public int Gen2 { get; }

        public static GcCounts Start() => new GcCounts(GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2));

        public GcCounts Stop() => new GcCounts(GC.CollectionCount(0) - Gen0, GC.CollectionCount(1) - Gen1, GC.CollectionCount(2) - Gen2);

        /// <summary>"gen0/gen1/gen2", each the median over the runs.</summary>
        public static string Medians(IEnumerable<GcCounts> runs)
        {
            List<GcCounts> all = runs.ToList();
            return $"{Stats.Median(all.Select(r => (double)r.Gen0).ToList()):0}/{Stats.Median(all.Select(r => (double)r.Gen1).ToList()):0}/{Stats.Median(all.Select(r => (double)r.Gen2).ToList()):0}";
        }
    }
}
