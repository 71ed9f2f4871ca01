using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// Seeded log4net configs built to break the composition of fixes: one file appender reached from several loggers and
    /// through forwarders (log4net's ForwardingAppender, BufferingForwardingAppender, nested), duplicate refs in one
    /// logger, misspelt refs whose close name the same logger (or an ancestor, through additivity) already names, two
    /// appenders sharing one file under MinimalLock, thresholds, level filters, additivity off, a buffering appender and
    /// an AdoNetAppender without Fix, a type name with trailing white space, and the section standalone or in App.config
    /// / Web.config. Unless LOGPERF_FIXSAFETY_SHAPES=0, drawn from a second generator so that configs of earlier runs keep their appenders and refs: log4net's
    /// internal debugging on (debug="true", or the log4net.Internal.Debug app setting: LP0011) and a RemoteSyslogAppender on
    /// the root (LP0012's switch to LogPerf's AsyncRemoteSyslogAppender).
    /// </summary>
    public sealed class Log4NetCompositionGenerator
    {
        private static readonly string[] Patterns =
        {
            "%date [%thread] %-5level %logger %property{user} %ndc - %message%newline%exception",
            "%level %logger{1} [%thread] %message %property{order}%newline",
            "%timestamp %-5level %message%newline%exception",
            "%date{ISO8601} %property{user} %message%newline",
        };

        private readonly Random _random;

        /// <summary>
        /// The shapes added after the first generated runs (docs/fix-safety.md numbers configs by seed), null when not asked
        /// for (LOGPERF_FIXSAFETY_SHAPES=0 gives the configs of the runs before them).
        /// </summary>
        private readonly Random? _shapes;

        public Log4NetCompositionGenerator(int seed, bool shapes = false)
        {
            _random = new Random(seed);
            _shapes = shapes ? new Random(unchecked((seed * 31) + 17)) : null;
        }

        public ConfigUnderTest Next(int index)
        {
            var appenders = new List<string>();
            var files = new List<string>();
            var fileCount = _random.Next(1, 4);
            var sharedFile = fileCount > 1 && _random.Next(4) == 0;
            for (var i = 0; i < fileCount; i++)
            {
                var name = "File" + i;
                files.Add(name);
                var path = sharedFile && i == 1 ? "logs/file0.log" : $"logs/file{i}.log";
                var children = new List<string> { $"<file value=\"{path}\" />" };
                if (_random.Next(3) == 0 || (sharedFile && i < 2))
                {
                    children.Add("<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />");
                }

                if (_random.Next(3) == 0)
                {
                    children.Add("<immediateFlush value=\"true\" />");
                }

                if (_random.Next(5) == 0)
                {
                    children.Add($"<threshold value=\"{Pick("INFO", "WARN", "ERROR")}\" />");
                }

                if (_random.Next(5) == 0)
                {
                    children.Add($"<filter type=\"log4net.Filter.LevelRangeFilter\"><levelMin value=\"{Pick("DEBUG", "INFO")}\" /><levelMax value=\"{Pick("WARN", "FATAL")}\" /></filter>");
                }

                children.Add(Layout());
                appenders.Add(Appender(name, Pick("log4net.Appender.FileAppender", "log4net.Appender.RollingFileAppender", "log4net.Appender.RollingFileAppender, log4net"), children));
            }

            var reachable = new List<string>(files);
            if (_random.Next(2) == 0)
            {
                appenders.Add(Appender("Forward", "log4net.Appender.ForwardingAppender", Refs(files.Take(_random.Next(1, files.Count + 1)))));
                reachable.Add("Forward");
            }

            if (_random.Next(2) == 0)
            {
                var lossy = _random.Next(3) == 0;
                var children = new List<string> { $"<bufferSize value=\"{_random.Next(1, 8)}\" />" };
                if (lossy)
                {
                    children.Add("<lossy value=\"true\" /><evaluator type=\"log4net.Core.LevelEvaluator\"><threshold value=\"ERROR\" /></evaluator>");
                }

                children.AddRange(Refs(new[] { Pick(files.ToArray()) }));
                appenders.Add(Appender("Buffer", "log4net.Appender.BufferingForwardingAppender", children));
                reachable.Add("Buffer");
                if (_random.Next(2) == 0)
                {
                    appenders.Add(Appender("Outer", "log4net.Appender.ForwardingAppender", Refs(new[] { "Buffer" })));
                    reachable.Add("Outer");
                }
            }

            if (_random.Next(4) == 0)
            {
                appenders.Add(Appender("Console", Pick("log4net.Appender.ConsoleAppender", "log4net.Appender.ConsoleAppender "), new[] { Layout() }));
                reachable.Add("Console");
            }

            if (_random.Next(5) == 0)
            {
                appenders.Add(Appender("Db", "log4net.Appender.AdoNetAppender", new[]
                {
                    $"<bufferSize value=\"{_random.Next(1, 4)}\" />",
                    "<commandText value=\"INSERT INTO Log (Message, Thread, User) VALUES (@message, @thread, @user)\" />",
                    "<parameter><parameterName value=\"@message\" /><dbType value=\"String\" /><size value=\"4000\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message\" /></layout></parameter>",
                    "<parameter><parameterName value=\"@thread\" /><dbType value=\"String\" /><size value=\"255\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%thread\" /></layout></parameter>",
                    "<parameter><parameterName value=\"@user\" /><dbType value=\"String\" /><size value=\"255\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%property{user}\" /></layout></parameter>",
                }));
                reachable.Add("Db");
            }

            var loggers = new StringBuilder();
            loggers.Append("  <root>\n    <level value=\"").Append(Pick("ALL", "DEBUG", "INFO")).Append("\" />\n");
            foreach (var reference in LoggerRefs(reachable))
            {
                loggers.Append("    ").Append(reference).Append('\n');
            }

            loggers.Append("  </root>\n");
            foreach (var logger in new[] { "App", "App.Core", "Audit" }.Where(_ => _random.Next(2) == 0))
            {
                var additivity = _random.Next(3) == 0 ? " additivity=\"false\"" : string.Empty;
                var level = _random.Next(2) == 0 ? $"<level value=\"{Pick("DEBUG", "INFO", "WARN")}\" />" : string.Empty;
                loggers.Append($"  <logger name=\"{logger}\"{additivity}>{level}{string.Concat(LoggerRefs(reachable))}</logger>\n");
            }

            var rootRefs = loggers.ToString();
            if (Shape(6))
            {
                appenders.Add(Appender("Syslog", "log4net.Appender.RemoteSyslogAppender", new[] { "<remoteAddress value=\"127.0.0.1\" />", "<layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%level %logger [%thread] %message\" /></layout>" }));
                rootRefs = rootRefs.Replace("  </root>\n", "    <appender-ref ref=\"Syslog\" />\n  </root>\n", StringComparison.Ordinal);
            }

            var debug = Shape(5) ? " debug=\"true\"" : string.Empty;
            var section = $"<log4net{debug}>\n" + string.Concat(appenders.Select(a => "  " + a + "\n")) + rootRefs + "</log4net>";
            var wrapped = Wrapped(section, Shape(4));
            return _random.Next(3) switch
            {
                0 => new ConfigUnderTest($"log4net generated #{index}", "log4net.config", section),
                1 => new ConfigUnderTest($"log4net generated #{index} (App.config)", "App.config", wrapped),
                _ => new ConfigUnderTest($"log4net generated #{index} (Web.config)", "Web.config", wrapped.Replace("<configuration>", "<configuration>\n  <system.web><compilation debug=\"true\" /></system.web>", StringComparison.Ordinal)),
            };
        }

        /// <summary>Some of the appenders, sometimes one twice, sometimes one misspelt (a letter dropped).</summary>
        private IEnumerable<string> LoggerRefs(List<string> reachable)
        {
            var chosen = reachable.Where(_ => _random.Next(2) == 0).ToList();
            foreach (var name in chosen)
            {
                yield return $"<appender-ref ref=\"{name}\" />";
            }

            if (chosen.Count > 0 && _random.Next(4) == 0)
            {
                yield return $"<appender-ref ref=\"{Pick(chosen.ToArray())}\" />";
            }

            if (_random.Next(3) == 0)
            {
                var target = Pick(reachable.ToArray());
                yield return $"<appender-ref ref=\"{target.Remove(_random.Next(target.Length), 1)}\" />";
            }
        }

        private string Layout() => $"<layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"{Pick(Patterns)}\" /></layout>";

        private static IEnumerable<string> Refs(IEnumerable<string> names) => names.Select(n => $"<appender-ref ref=\"{n}\" />");

        private static string Appender(string name, string type, IEnumerable<string> children) =>
            $"<appender name=\"{name}\" type=\"{type}\">\n" + string.Concat(children.Select(c => "    " + c + "\n")) + "  </appender>";

        /// <param name="internalDebug">log4net.Internal.Debug in appSettings (LP0011 in App.config and Web.config).</param>
        private static string Wrapped(string section, bool internalDebug) =>
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <configSections>\n" +
            "    <section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\" />\n  </configSections>\n" +
            (internalDebug ? "  <appSettings>\n    <add key=\"log4net.Internal.Debug\" value=\"true\" />\n  </appSettings>\n" : string.Empty) +
            section + "\n</configuration>\n";

        private T Pick<T>(params T[] choices) => choices[_random.Next(choices.Length)];

        /// <summary>One chance in <paramref name="odds"/> of an added shape; never when they were not asked for.</summary>
        private bool Shape(int odds) => _shapes != null && _shapes.Next(odds) == 0;
    }
}
