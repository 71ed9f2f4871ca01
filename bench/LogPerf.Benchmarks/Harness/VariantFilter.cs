using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>`--variants a,b,d`: runs only the named variants of a scenario (the reference rows stay when named).</summary>
    internal static class VariantFilter
    {
        public static string[]? Only { get; set; }

        public static IReadOnlyList<Variant> Apply(IReadOnlyList<Variant> variants) =>
            Only is null ? variants : variants.Where(v => Only.Contains(v.Key, StringComparer.Ordinal)).ToArray();
    }
}
