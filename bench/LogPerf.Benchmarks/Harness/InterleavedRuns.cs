using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// How every scenario measures its variants: each once to warm it up (the result discarded), then <c>reps</c> rounds
    /// of all of them in turn, so that a change in the shared machine's load spreads over every variant rather than
    /// landing on one; each result is printed to stderr as it comes and kept under its variant's key.
    /// </summary>
    internal static class InterleavedRuns
    {
        public static Dictionary<string, List<T>> Run<T>(
            IReadOnlyList<Variant> variants, int reps, Action<Variant> warmUp, Func<Variant, T> measure, Func<int, Variant, T, string> progress)
        {
            var results = variants.ToDictionary(v => v.Key, _ => new List<T>());
            foreach (Variant v in variants)
            {
                warmUp(v);
            }

            for (int rep = 0; rep < reps; rep++)
            {
                foreach (Variant v in variants)
                {
                    T result = measure(v);
                    results[v.Key].Add(result);
                    Console.Error.WriteLine(progress(rep + 1, v, result));
                }
            }

            return results;
        }
    }
}
