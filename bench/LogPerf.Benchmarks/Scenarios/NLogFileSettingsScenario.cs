using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using LogPerf.Benchmarks.Harness;
using NLog;
using NLog.Config;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 7, seed 003's table on NLog 6.2: the same NLog.config (File target, "${longdate} ${message}", one file
    /// per day and level), the same loop (logger.Debug($"{index}_{i}_{DateTime.Now}") N times, timed, then Flush), the
    /// same settings side by side: keepFileOpen false (NLog 4.x's default, the seed's "default" row) and true, each
    /// synchronous and under async="true", plus NLog 6.2's own defaults. Extra rows measure what LP0202 and LP0203 are
    /// about: a caller-location layout, and a small discarding queue against a blocking one.
    /// </summary>
    internal static class NLogFileSettingsScenario
    {
        private const string SeedLayout = "${longdate} ${message}";

        private static readonly int[] Counts = { 1_000, 10_000, 100_000, 1_000_000 };

        public static IReadOnlyList<NLogVariant> Variants() => new[]
        {
            new NLogVariant("n0", "NLog 6.2 defaults (keepFileOpen unset = true since NLog 5.0), synchronous", Targets(false), File(null)),
            new NLogVariant("n1", "keepFileOpen=\"false\", synchronous (NLog 4.x default; the seed's 預設 row)", Targets(false), File("false")),
            new NLogVariant("n2", "keepFileOpen=\"true\", synchronous (the seed's keepFileOpen row)", Targets(false), File("true")),
            new NLogVariant("n3", "async=\"true\", keepFileOpen=\"false\" (the seed's async row)", Targets(true), File("false")),
            new NLogVariant("n4", "async=\"true\" + keepFileOpen=\"true\" (the seed's async + keepFileOpen row)", Targets(true), File("true")),
            new NLogVariant("n5", "keepFileOpen=\"true\", synchronous, layout with ${callsite} (LP0203)", Targets(false), File("true", "${longdate} ${callsite} ${message}")),
            new NLogVariant("n6", "async=\"true\" + keepFileOpen=\"true\", layout with ${callsite} (LP0203)", Targets(true), File("true", "${longdate} ${callsite} ${message}")),
            new NLogVariant("n7", "AsyncWrapper queueLimit=\"1000\" (overflowAction Discard, the default) + keepFileOpen=\"true\" (LP0202)", Targets(false), Wrapped("Discard")),
            new NLogVariant("n8", "AsyncWrapper queueLimit=\"1000\" overflowAction=\"Block\" + keepFileOpen=\"true\" (LP0202's fix)", Targets(false), Wrapped("Block")),
        };

        public static void Run(Report report, string root, int reps)
        {
            IReadOnlyList<NLogVariant> variants = Variants();
            var results = variants.ToDictionary(v => v.Key, _ => Counts.ToDictionary(c => c, _ => new List<RunResult>()));
            foreach (NLogVariant v in variants)
            {
                Once(v, root, 0, 10_000);
            }

            for (int rep = 0; rep < reps; rep++)
            {
                foreach (int count in Counts)
                {
                    foreach (NLogVariant v in variants)
                    {
                        RunResult r = Once(v, root, rep, count);
                        results[v.Key][count].Add(r);
                        Console.Error.WriteLine($"  nlog rep {rep + 1} {v.Key} {count}: caller {r.LoopSeconds * 1000:0} ms, end to end {(r.LoopSeconds + r.CloseSeconds) * 1000:0} ms, on disk {r.OnDisk}/{r.Logged}");
                    }
                }
            }

            Write(report, variants, results, reps);
        }

        private static RunResult Once(NLogVariant variant, string root, int index, int count)
        {
            using var dir = new LogDirectory(root);
            using var factory = new LogFactory { ThrowConfigExceptions = true };
            factory.Configuration = XmlLoggingConfiguration.CreateFromXmlString(variant.Xml(dir.Path), factory);
            Logger logger = factory.GetLogger("LogPerf.Benchmarks.Seed003");
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < count; i++)
            {
                logger.Debug($"{index}_{i}_{DateTime.Now}");
            }

            long loopEnd = Stopwatch.GetTimestamp();
            factory.Flush();
            factory.Shutdown();
            long closed = Stopwatch.GetTimestamp();
            return new RunResult
            {
                Logged = count,
                LoopSeconds = (loopEnd - start) / (double)Stopwatch.Frequency,
                CloseSeconds = (closed - loopEnd) / (double)Stopwatch.Frequency,
                OnDisk = dir.CountLines(),
            };
        }

        private static void Write(Report report, IReadOnlyList<NLogVariant> variants, Dictionary<string, Dictionary<int, List<RunResult>>> results, int reps)
        {
            report.Heading("7. NLog file settings (seed 003) on NLog 6.2: logger.Debug($\"{index}_{i}_{DateTime.Now}\") N times");
            string nlogVersion = typeof(LogFactory).Assembly.GetCustomAttributes(typeof(System.Reflection.AssemblyInformationalVersionAttribute), false)
                .OfType<System.Reflection.AssemblyInformationalVersionAttribute>().FirstOrDefault()?.InformationalVersion.Split('+')[0] ?? "?";
            report.Line($"Seed 003's NLog.config and loop, NLog {nlogVersion}, log files in a fresh folder per run. " +
                        $"{reps} runs per cell, variants interleaved, after a 10,000-event warm-up run each. Caller ms = the timed loop, as the seed times it " +
                        "(for async rows: enqueueing only). End-to-end ms = loop + Flush + Shutdown, i.e. until every accepted event is written to the OS (page cache; no fsync). " +
                        "On disk = lines in the files ÷ events logged. Figures: median (min–max) over the runs.");
            report.Line();
            var header = new List<string> { "variant" };
            foreach (int count in Counts)
            {
                header.Add($"{count:N0}: caller ms");
                header.Add($"{count:N0}: end-to-end ms");
                header.Add($"{count:N0}: on disk");
            }

            report.Table(header, variants.Select(v =>
            {
                var row = new List<string> { v.Label };
                foreach (int count in Counts)
                {
                    List<RunResult> rs = results[v.Key][count];
                    row.Add(Stats.MedianSpread(rs.Select(r => r.LoopSeconds * 1000).ToList(), Ms));
                    row.Add(Stats.MedianSpread(rs.Select(r => (r.LoopSeconds + r.CloseSeconds) * 1000).ToList(), Ms));
                    row.Add(Stats.MedianSpread(rs.Select(r => 100.0 * r.OnDisk / r.Logged).ToList(), x => Stats.F1(x) + "%"));
                }

                return (IReadOnlyList<string>)row;
            }));

            // Ratios only where both rows wrote every event: async="true" keeps NLog's Discard default and drops events
            // once its 10,000-event queue is full, so its caller time beyond that is the time to enqueue or drop.
            double Median(string key, int count, Func<RunResult, double> pick) => Stats.Median(results[key][count].Select(pick).ToList());
            double caller(RunResult r) => r.LoopSeconds;
            double endToEnd(RunResult r) => r.LoopSeconds + r.CloseSeconds;
            double kept(RunResult r) => 100.0 * r.OnDisk / r.Logged;
            report.Line($"Ratios (medians): keepFileOpen=\"false\" takes {Stats.Ratio(Median("n1", 100_000, caller), Median("n2", 100_000, caller))} the caller time of keepFileOpen=\"true\" at 100,000 events (n1 ÷ n2, LP0200). " +
                        $"Synchronous keepFileOpen=\"true\" takes {Stats.Ratio(Median("n2", 10_000, caller), Median("n4", 10_000, caller))} the caller time of async=\"true\" at 10,000 events, which fit NLog's default queue, " +
                        $"and {Stats.Ratio(Median("n2", 10_000, endToEnd), Median("n4", 10_000, endToEnd))} its end-to-end time (n2 ÷ n4, LP0201); " +
                        $"at 100,000 events async=\"true\" wrote {Stats.F1(Median("n4", 100_000, kept))}% of them and at 1,000,000 {Stats.F1(Median("n4", 1_000_000, kept))}% (the rest dropped by the default overflowAction, Discard). " +
                        $"${{callsite}} multiplies the caller time by {Stats.Ratio(Median("n5", 100_000, caller), Median("n2", 100_000, caller))} synchronously at 100,000 events (n5 ÷ n2) and by {Stats.Ratio(Median("n6", 10_000, caller), Median("n4", 10_000, caller))} behind async at 10,000 (n6 ÷ n4, LP0203). " +
                        $"With a 1,000-event queue, Discard wrote {Stats.F1(Median("n7", 100_000, kept))}% of 100,000 events and Block {Stats.F1(Median("n8", 100_000, kept))}%, Block's caller taking {Stats.Ratio(Median("n8", 100_000, caller), Median("n2", 100_000, caller))} the time of writing synchronously (n8 ÷ n2, LP0202).");
            report.Line();
        }

        private static string Ms(double value) => value.ToString(value < 10 ? "0.0" : "0", CultureInfo.InvariantCulture);

        private static string Targets(bool async) => async ? "<targets async=\"true\">" : "<targets>";

        private static string File(string? keepFileOpen, string layout = SeedLayout) =>
            $"<target xsi:type=\"File\" name=\"f\" fileName=\"{{dir}}/${{shortdate}}.${{uppercase:${{level}}}}.log\" layout=\"{layout}\"" +
            (keepFileOpen is null ? string.Empty : $" keepFileOpen=\"{keepFileOpen}\"") + " />";

        private static string Wrapped(string overflow) =>
            $"<target xsi:type=\"AsyncWrapper\" name=\"f\" queueLimit=\"1000\"{(overflow == "Discard" ? string.Empty : $" overflowAction=\"{overflow}\"")}>" +
            File("true").Replace(" name=\"f\"", string.Empty) + "</target>";
    }

    /// <summary>One NLog.config of scenario 7: seed 003's file, with the settings under test.</summary>
    internal sealed class NLogVariant
    {
        private readonly string _targetsTag;
        private readonly string _target;

        public NLogVariant(string key, string description, string targetsTag, string target)
        {
            Key = key;
            Description = description;
            _targetsTag = targetsTag;
            _target = target;
        }

        public string Key { get; }

        public string Description { get; }

        public string Label => $"({Key}) {Description}";

        public string Xml(string directory) => $"""
            <?xml version="1.0" encoding="utf-8" ?>
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" autoReload="false" throwExceptions="false" internalLogLevel="Off">
              {_targetsTag}
                {_target.Replace("{dir}", System.Security.SecurityElement.Escape(directory), StringComparison.Ordinal)}
              </targets>
              <rules>
                <logger name="*" minlevel="Debug" writeTo="f" />
              </rules>
            </nlog>
            """;
    }
}
