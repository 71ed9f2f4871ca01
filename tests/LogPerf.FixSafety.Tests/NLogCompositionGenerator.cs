using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// Seeded NLog configs for fix composition: file targets written synchronously (some reopened per write), one target
    /// named by several rules, async wrappers with small Discard queues (sized above the workload so the original loses
    /// nothing), wrappers inside wrappers, final rules, misspelt writeTo names, and NLog.config or an App.config section.
    /// Unless LOGPERF_FIXSAFETY_SHAPES=0, drawn from a second generator so that configs of earlier runs keep their targets and rules: the internal log at
    /// Debug or Trace (LP0205), throwExceptions on (LP0206), and a second file target writing the first one's file (LP0207,
    /// no fix of its own: what the other rules' fixes do to such a pair, LP0201's wrapper around each, say).
    /// </summary>
    public sealed class NLogCompositionGenerator
    {
        private static readonly string[] Layouts =
        {
            "${longdate} ${level} ${logger} ${message} ${exception}",
            "${level:uppercase=true}|${threadname}|${scopeproperty:user}|${scopenested}|${message}|${event-properties:order}",
            "${time} ${message}${onexception:${newline}${exception:format=tostring}}",
        };

        private readonly Random _random;

        /// <summary>
        /// The shapes added after the first generated runs (docs/fix-safety.md numbers configs by seed), null when not asked
        /// for (LOGPERF_FIXSAFETY_SHAPES=0 gives the configs of the runs before them).
        /// </summary>
        private readonly Random? _shapes;

        public NLogCompositionGenerator(int seed, bool shapes = false)
        {
            _random = new Random(seed);
            _shapes = shapes ? new Random(unchecked((seed * 31) + 17)) : null;
        }

        public ConfigUnderTest Next(int index)
        {
            var targets = new StringBuilder();
            var names = new List<string>();
            var count = _random.Next(1, 4);
            for (var i = 0; i < count; i++)
            {
                var name = "file" + i;
                names.Add(name);
                var keepOpen = _random.Next(3) == 0 ? " keepFileOpen=\"false\"" : string.Empty;
                var file = $"<target name=\"{name}\" xsi:type=\"File\" fileName=\"${{basedir}}/logs/{name}.log\"{keepOpen} layout=\"{Pick(Layouts)}\" />";
                targets.Append("    ").Append(_random.Next(5) == 0
                    ? $"<target name=\"{name}\" xsi:type=\"AsyncWrapper\" queueLimit=\"{_random.Next(5, 9) * 1000}\">{file.Replace($"name=\"{name}\"", $"name=\"{name}_inner\"", StringComparison.Ordinal)}</target>"
                    : file).Append('\n');
            }

            if (_random.Next(4) == 0)
            {
                names.Add("console");
                targets.Append("    <target name=\"console\" xsi:type=\"Console\" layout=\"${level} ${message}\" />\n");
            }

            var shared = Shape(5);
            if (shared)
            {
                // Not written by the first rule (its writeTo draws stay as they were), so named by "*" below.
                targets.Append("    <target name=\"shared\" xsi:type=\"File\" fileName=\"${basedir}/logs/file0.log\" layout=\"${level} ${threadname} ${message}\" />\n");
            }

            var rules = new StringBuilder();
            foreach (var logger in new[] { "App.*", "Audit", "*" })
            {
                if (logger != "*" && _random.Next(2) == 0)
                {
                    continue;
                }

                var writeTo = names.Where(_ => _random.Next(2) == 0).DefaultIfEmpty(names[0]).ToList();
                if (_random.Next(4) == 0)
                {
                    var typo = Pick(names.ToArray());
                    writeTo.Add(typo.Remove(_random.Next(typo.Length), 1));
                }

                var final = logger != "*" && _random.Next(2) == 0 ? " final=\"true\"" : string.Empty;
                rules.Append($"    <logger name=\"{logger}\" minlevel=\"{Pick("Trace", "Debug", "Info", "Warn")}\" writeTo=\"{string.Join(",", writeTo)}\"{final} />\n");
            }

            if (shared)
            {
                rules.Append("    <logger name=\"*\" minlevel=\"Info\" writeTo=\"shared\" />\n");
            }

            var async = _random.Next(5) == 0 ? " async=\"true\"" : string.Empty;
            var settings = (Shape(5) ? $" internalLogLevel=\"{(Shape(2) ? "Debug" : "Trace")}\"" : string.Empty)
                + (Shape(5) ? " throwExceptions=\"true\"" : string.Empty);
            var nlog = $"<nlog xmlns=\"http://www.nlog-project.org/schemas/NLog.xsd\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"{settings}>\n" +
                       $"  <targets{async}>\n{targets}  </targets>\n  <rules>\n{rules}  </rules>\n</nlog>";
            return _random.Next(3) == 0
                ? new ConfigUnderTest($"NLog generated #{index} (App.config)", "App.config", "<?xml version=\"1.0\"?>\n<configuration>\n  <configSections>\n    <section name=\"nlog\" type=\"NLog.Config.ConfigSectionHandler, NLog\" />\n  </configSections>\n" + nlog + "\n</configuration>\n")
                : new ConfigUnderTest($"NLog generated #{index}", "NLog.config", nlog);
        }

        private T Pick<T>(params T[] choices) => choices[_random.Next(choices.Length)];

        /// <summary>One chance in <paramref name="odds"/> of an added shape; never when they were not asked for.</summary>
        private bool Shape(int odds) => _shapes != null && _shapes.Next(odds) == 0;
    }
}
