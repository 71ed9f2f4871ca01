using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using LogPerf.Benchmarks.Harness;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>One rule's cost: the setting it flags against the one its fix writes, measured side by side.</summary>
    internal sealed record RuleCost(string RuleId, string Constant, string Slow, string Fast, string Measure, double Ratio)
    {
        /// <summary>How messages and pages quote the ratio: one decimal below 10, whole numbers above.</summary>
        public string Factor => Ratio.ToString(Ratio >= 10 ? "0" : "0.0", CultureInfo.InvariantCulture) + "x";
    }

    /// <summary>
    /// The cost of each setting a rule flags, against the setting its fix writes, on the same pipeline with seed 004's
    /// layout: the figures LP0003, LP0004, LP0005, LP0008 and LP0010 quote in their messages and pages. (LP0001's cost is
    /// a network round trip per event; on loopback a UDP SendAsync completes at once and shows none.)
    /// </summary>
    internal static class RuleCostScenario
    {
        private const string Plain = "%date{ISO8601} [%-5level] [%thread] %logger{1} - %message%newline";

        private sealed record Pair(string RuleId, string Constant, string Measure, Variant Slow, Variant Fast, bool CallerSide);

        private static IReadOnlyList<Pair> Pairs() => new[]
        {
            new Pair("LP0003", "MinimalLock", "end-to-end events/s",
                new Variant("LP0003-slow", "RollingFileAppender with MinimalLock", dir => Rolling(dir, immediateFlush: true, new FileAppender.MinimalLock())),
                new Variant("LP0003-fast", "RollingFileAppender with ExclusiveLock (the default)", dir => Rolling(dir, immediateFlush: true, null)),
                CallerSide: false),
            new Pair("LP0004", "ImmediateFlush", "end-to-end events/s",
                new Variant("LP0004-slow", "RollingFileAppender, ImmediateFlush=true (the default)", dir => Rolling(dir, immediateFlush: true, null)),
                new Variant("LP0004-fast", "RollingFileAppender, ImmediateFlush=false", dir => Rolling(dir, immediateFlush: false, null)),
                CallerSide: false),
            new Pair("LP0005", "FixAll", "caller events/s, buffer of 512 to a no-op appender",
                new Variant("LP0005-slow", "BufferingForwardingAppender without Fix (FixFlags.All)", dir => Buffer(dir, FixFlags.All)),
                new Variant("LP0005-fast", "Fix = Message, ThreadName, Exception (what the layout prints)", dir => Buffer(dir, FixFlags.Message | FixFlags.ThreadName | FixFlags.Exception)),
                CallerSide: true),
            new Pair("LP0008", "CallerLocation", "end-to-end events/s",
                new Variant("LP0008-slow", "pattern with %location", dir => Rolling(dir, immediateFlush: false, null, Plain.Replace("%logger{1}", "%location", StringComparison.Ordinal))),
                new Variant("LP0008-fast", "the same pattern with %logger", dir => Rolling(dir, immediateFlush: false, null, Plain)),
                CallerSide: false),
            new Pair("LP0010", "EagerMessage", "caller calls/s, DEBUG off",
                new Variant("LP0010-slow", "log.Debug($\"Counter is: {n}\") with DEBUG off", dir => new CallTarget(dir, new CountingAppender(), (log, n) => log.Debug($"Counter is: {n}"), Level.Info)),
                new Variant("LP0010-fast", "log.DebugFormat(\"Counter is: {0}\", n) with DEBUG off", dir => new CallTarget(dir, new CountingAppender(), (log, n) => log.DebugFormat("Counter is: {0}", n), Level.Info)),
                CallerSide: true),
        };

        public static IReadOnlyList<RuleCost> Run(Report report, string root, TimeSpan duration, int reps)
        {
            IReadOnlyList<Pair> pairs = Pairs();
            var variants = pairs.SelectMany(p => new[] { p.Slow, p.Fast }).ToList();
            var results = InterleavedRuns.Run(
                variants,
                reps,
                v => ThroughputScenario.Once(v, root, TimeSpan.FromSeconds(1)),
                v => ThroughputScenario.Once(v, root, duration),
                (rep, v, r) => $"  rule costs rep {rep} {v.Key}: caller {Stats.Rate(r.CallerRate)}/s, e2e {Stats.Rate(r.EndToEndRate)}/s");

            double Rate(Pair pair, Variant v) => Stats.Median(results[v.Key].Select(r => pair.CallerSide ? r.CallerRate : r.EndToEndRate).ToList());
            var costs = pairs.Select(p => new RuleCost(p.RuleId, p.Constant, p.Slow.Description, p.Fast.Description, p.Measure, Rate(p, p.Fast) / Rate(p, p.Slow))).ToList();

            report.Heading("Rule costs: each flagged setting against its fix");
            report.Line($"{duration.TotalSeconds:0} s per run, {reps} runs per variant interleaved, after a 1 s warm-up run each; median events/s. " +
                        "Factor = fixed ÷ flagged, the figure the rule's message and page quote.");
            report.Line();
            report.Table(
                new[] { "rule", "flagged", "events/s", "fixed", "events/s", "measure", "factor" },
                costs.Zip(pairs, (c, p) => (IReadOnlyList<string>)new[]
                {
                    c.RuleId, c.Slow, Stats.MedianSpread(Select(results, p, p.Slow), Stats.Rate), c.Fast, Stats.MedianSpread(Select(results, p, p.Fast), Stats.Rate), c.Measure, c.Factor,
                }));
            return costs;
        }

        private static List<double> Select(Dictionary<string, List<RunResult>> results, Pair pair, Variant variant) =>
            results[variant.Key].Select(r => pair.CallerSide ? r.CallerRate : r.EndToEndRate).ToList();

        private static BenchTarget Rolling(LogDirectory dir, bool immediateFlush, FileAppender.LockingModelBase? lockingModel, string pattern = Plain)
        {
            RollingFileAppender appender = Log4NetTargets.SeedRollingFile(dir, immediateFlush);
            appender.Layout = Log4NetTargets.Layout(pattern);
            if (lockingModel != null)
            {
                appender.LockingModel = lockingModel;
            }

            appender.ActivateOptions();
            return new Log4NetTarget(dir, appender);
        }

        private static BenchTarget Buffer(LogDirectory dir, FixFlags fix)
        {
            var buffer = new BufferingForwardingAppender { Name = "Buffer", BufferSize = 512, Lossy = false, Fix = fix };
            buffer.AddAppender(new CountingAppender { Name = "NoOp" });
            buffer.ActivateOptions();
            return new CallTarget(dir, buffer, (log, n) => log.DebugFormat("Counter is: {0}", n));
        }

        /// <summary>A log4net repository with one appender, logging with a call of the scenario's choosing.</summary>
        private sealed class CallTarget : BenchTarget
        {
            private readonly Log4NetTarget _inner;
            private readonly ILog _log;
            private readonly Action<ILog, long> _call;

            public CallTarget(LogDirectory dir, IAppender appender, Action<ILog, long> call, Level? rootLevel = null)
                : base(dir)
            {
                _inner = new Log4NetTarget(dir, appender);
                if (rootLevel != null)
                {
                    ((log4net.Repository.Hierarchy.Hierarchy)_inner.Repository).Root.Level = rootLevel;
                }

                _log = _inner.Logger;
                _call = call;
            }

            public override bool WritesFiles => false;

            public override void Log(long counter) => _call(_log, counter);

            public override void Close() => _inner.Close();
        }

        /// <summary>Counts the events it gets and writes nothing.</summary>
        private sealed class CountingAppender : AppenderSkeleton
        {
            public long Count { get; private set; }

            protected override void Append(LoggingEvent loggingEvent) => Count++;
        }
    }
}
