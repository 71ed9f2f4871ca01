using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// What the bench accepts on its command line. Checked before anything runs: a mistyped option or scenario used to
    /// be ignored, so `--help` or `--scenaro cpu` started the full default run (half an hour of both cores) instead
    /// of saying what was wrong.
    /// </summary>
    internal static class BenchCommandLine
    {
        /// <summary>Options followed by a value.</summary>
        private static readonly string[] ValueOptions = { "--scenario", "--duration", "--reps", "--out", "--variants" };

        /// <summary>Options that stand alone.</summary>
        private static readonly string[] Flags = { "--update-docs" };

        public const string Usage =
            "usage: dotnet run -c Release --project bench/LogPerf.Benchmarks -- [options]\n" +
            "  --scenario LIST   all (default) or a comma-separated list of: {0}\n" +
            "  --duration S      seconds per measured run (default 5; some scenarios cap it)\n" +
            "  --reps N          runs per variant (default 3)\n" +
            "  --variants LIST   only these variant keys (a,b,d,...), for quick looks; documented runs use all\n" +
            "  --out FILE        where the raw results go (default artifacts/bench/results-<time>.md)\n" +
            "  --update-docs     rewrite the matching sections of docs/benchmarks.md from this run\n" +
            "  --help, -h        this text\n" +
            "exit codes: 0 done (or help), 2 bad command line; a scenario that throws ends the run with the runtime's error code";

        public static bool WantsHelp(string[] args) => args.Any(a => a is "--help" or "-h" or "-?");

        /// <summary>The first problem with <paramref name="args"/>, or null when the bench can run them.</summary>
        public static string? Problem(string[] args, IReadOnlyCollection<string> scenarios)
        {
            for (int i = 0; i < args.Length; i++)
            {
                string arg = args[i];
                if (Flags.Contains(arg))
                {
                    continue;
                }

                if (!ValueOptions.Contains(arg))
                {
                    return $"unknown option '{arg}'";
                }

                if (i + 1 >= args.Length || args[i + 1].StartsWith("--", StringComparison.Ordinal))
                {
                    return $"{arg} needs a value";
                }

                string value = args[++i];
                switch (arg)
                {
                    case "--duration" when !double.TryParse(value, NumberStyles.Float, CultureInfo.InvariantCulture, out double s) || s <= 0:
                        return $"--duration '{value}' is not a positive number of seconds";
                    case "--reps" when !int.TryParse(value, NumberStyles.Integer, CultureInfo.InvariantCulture, out int n) || n <= 0:
                        return $"--reps '{value}' is not a positive whole number";
                    case "--scenario" when value != "all":
                        string? unknown = value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
                            .FirstOrDefault(s => !scenarios.Contains(s));
                        if (unknown != null)
                        {
                            return $"unknown scenario '{unknown}'";
                        }

                        break;
                }
            }

            return null;
        }
    }
}
