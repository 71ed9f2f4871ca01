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

        public NLogCompositionGenerator(int seed) => _random = new Random(seed);

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

            var async = _random.Next(5) == 0 ? " async=\"true\"" : string.Empty;
            var nlog = "<nlog xmlns=\"http://www.nlog-project.org/schemas/NLog.xsd\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n" +
                       $"  <targets{async}>\n{targets}  </targets>\n  <rules>\n{rules}  </rules>\n</nlog>";
            return _random.Next(3) == 0
                ? new ConfigUnderTest($"NLog generated #{index} (App.config)", "App.config", "<?xml version=\"1.0\"?>\n<configuration>\n  <configSections>\n    <section name=\"nlog\" type=\"NLog.Config.ConfigSectionHandler, NLog\" />\n  </configSections>\n" + nlog + "\n</configuration>\n")
                : new ConfigUnderTest($"NLog generated #{index}", "NLog.config", nlog);
        }

        private T Pick<T>(params T[] choices) => choices[_random.Next(choices.Length)];
    }
}
