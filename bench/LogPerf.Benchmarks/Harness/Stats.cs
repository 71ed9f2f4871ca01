using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>Median and spread of repeated measurements, and percentiles of latency samples.</summary>
    internal static class Stats
    {
        public static double Median(IReadOnlyList<double> values)
        {
            double[] sorted = values.OrderBy(v => v).ToArray();
            int n = sorted.Length;
            return n == 0 ? double.NaN : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        }

        /// <summary>"median (min–max)".</summary>
        public static string MedianSpread(IReadOnlyList<double> values, Func<double, string> format)
            => values.Count == 1
                ? format(values[0])
                : $"{format(Median(values))} ({format(values.Min())}–{format(values.Max())})";

        /// <summary>Percentile of sorted samples by nearest rank.</summary>
        public static long Percentile(long[] sorted, int count, double p)
        {
            if (count == 0)
            {
                return 0;
            }

            int rank = (int)Math.Ceiling(p / 100.0 * count) - 1;
            return sorted[Math.Clamp(rank, 0, count - 1)];
        }

        public static string Rate(double perSecond) => perSecond >= 1e6
            ? (perSecond / 1e6).ToString("0.00", CultureInfo.InvariantCulture) + "M"
            : (perSecond / 1e3).ToString("0", CultureInfo.InvariantCulture) + "k";

        public static string Ratio(double value, double baseline)
            => baseline <= 0 ? "–" : (value / baseline).ToString(value / baseline >= 10 ? "0.0" : "0.00", CultureInfo.InvariantCulture) + "×";

        public static string F0(double v) => v.ToString("0", CultureInfo.InvariantCulture);

        public static string F1(double v) => v.ToString("0.0", CultureInfo.InvariantCulture);

        public static string Micros(long ticks) => (ticks * 1e6 / System.Diagnostics.Stopwatch.Frequency).ToString("0.00", CultureInfo.InvariantCulture);
    }
}
