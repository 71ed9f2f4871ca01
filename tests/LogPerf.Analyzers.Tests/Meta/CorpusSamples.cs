using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using LogPerf.Analyzers.Tests.Config;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The project's own sample configs and code that the generated corpus is made from: the samples the model tests
    /// use, samples/SlowService (copied beside the tests), and one config and one source that reach every rule.
    /// </summary>
    internal static class CorpusSamples
    {
        public const string EveryRuleConfig = @"<?xml version=""1.0"" encoding=""utf-8"" ?>
<log4net debug=""false"">
  <appender name=""Syslog"" type=""log4net.Appender.RemoteSyslogAppender"">
    <remoteAddress value=""127.0.0.1"" />
    <identity value=""%property{app}"" />
  </appender>
  <appender name=""File"" type=""log4net.Appender.RollingFileAppender, log4net"">
    <param name=""File"" value=""logs/app.log"" />
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
    <immediateFlush value=""true"" />
    <layout type=""log4net.Layout.PatternLayout"">
      <conversionPattern value=""%date [%thread] %-5level %logger %location - %message%newline"" />
    </layout>
  </appender>
  <appender name=""Quiet"" type=""log4net.Appender.FileAppender"">
    <file value=""quiet.log"" />
    <threshold value=""ERROR"" />
    <filter type=""log4net.Filter.LevelRangeFilter""><levelMin value=""WARN"" /><levelMax value=""FATAL"" /></filter>
    <layout type=""log4net.Layout.PatternLayout"" value=""%Level %m%n"" />
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    <bufferSize value=""512"" />
    <appender-ref ref=""File"" />
    <appender-ref ref=""Fiel"" />
  </appender>
  <appender name=""Partial"" type=""log4net.Appender.BufferingForwardingAppender"">
    <fix value=""Message, Exception"" />
    <lossy value=""true"" />
    <appender-ref ref=""Quiet"" />
  </appender>
  <appender name=""Db"" type=""log4net.Appender.AdoNetAppender"">
    <parameter><parameterName value=""@msg"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message"" /></layout></parameter>
  </appender>
  <appender name=""Forward"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"">
    <appender-ref ref=""Quiet"" />
  </appender>
  <appender name=""Typo"" type=""log4net.Appender.RollingFileAppendr"" />
  <root>
    <level value=""DEBUG"" />
    <appender-ref ref=""Syslog"" />
    <appender-ref ref=""File"" />
    <appender-ref ref=""Buffer"" />
    <appender-ref ref=""Partial"" />
    <appender-ref ref=""Forward"" />
  </root>
  <logger name=""Db"" additivity=""false"">
    <appender-ref ref=""Db"" />
  </logger>
  <logger name=""Noisy"" additivity=""false"">
    <level value=""ERROR"" />
    <appender-ref ref=""Quiet"" />
  </logger>
</log4net>
";

        public const string EveryRuleCode = @"using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Core;
using log4net.Layout;
using log4net.Repository.Hierarchy;

[assembly: XmlConfigurator(ConfigFile = ""missing.config"", Watch = true)]

public class WaitingAppender : AppenderSkeleton
{
    private readonly Stream _stream = Stream.Null;

    protected override void Append(LoggingEvent loggingEvent)
    {
        _stream.WriteAsync(new byte[1], 0, 1).Wait();
        Task.WaitAll(_stream.FlushAsync());
    }
}

public static class Setup
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Setup));

    public static void Configure(Hierarchy hierarchy, int id)
    {
        var file = new RollingFileAppender { File = ""a.log"", LockingModel = new FileAppender.MinimalLock(), Layout = new PatternLayout(""%date %location %message%newline"") };
        hierarchy.Root.AddAppender(file);
        hierarchy.Root.AddAppender(new RemoteSyslogAppender { Identity = new PatternLayout(""app"") });
        var buffer = new BufferingForwardingAppender { BufferSize = 512, Lossy = true };
        buffer.AddAppender(file);
        BasicConfigurator.Configure(new FileAppender { File = ""b.log"", ImmediateFlush = true }, buffer);
        XmlConfigurator.Configure(hierarchy, new FileInfo(""other.config""));
        Log.Debug($""Order {id}"");
        Log.Info(""User "" + id);
        if (Log.IsDebugEnabled) Log.Debug(string.Format(""guarded {0}"", id));
    }
}
";

        private static string SamplesFolder => Path.Combine(AppContext.BaseDirectory, "samples");

        /// <summary>The sample configs by name, standalone (and ConfigSamples.AppConfig).</summary>
        public static IReadOnlyList<(string Name, string Path, string Text)> Standalone() =>
            Configs().Where(c => !c.Name.EndsWith(".config", StringComparison.Ordinal)).ToList();

        /// <summary>Every sample config by name, standalone and inside App.config / Web.config ("… in App.config").</summary>
        public static IReadOnlyList<(string Name, string Path, string Text)> Configs()
        {
            var standalone = new List<(string Name, string Text)>
            {
                ("ConfigSamples.Standalone", ConfigSamples.Standalone),
                ("EveryRuleConfig", EveryRuleConfig),
                ("SlowService", File.ReadAllText(Path.Combine(SamplesFolder, "SlowService", "log4net.config"))),
            };
            var configs = new List<(string, string, string)> { ("ConfigSamples.AppConfig", "App.config", ConfigSamples.AppConfig) };
            foreach (var (name, text) in standalone)
            {
                configs.Add((name, "log4net.config", text));
                configs.Add((name + " in App.config", "App.config", Wrapped(text)));
                configs.Add((name + " in Web.config", "Web.config", Wrapped(text).Replace("<configuration>", "<configuration>\r\n  <system.web><compilation debug=\"true\" /></system.web>")));
            }

            return configs;
        }

        /// <summary>Every sample source by name.</summary>
        public static IReadOnlyList<(string Name, string Text)> Sources() => new[]
        {
            ("EveryRuleCode", EveryRuleCode),
            ("SlowService", File.ReadAllText(Path.Combine(SamplesFolder, "SlowService", "Program.cs"))),
        };

        /// <summary>Where a truncation of a wrapped config falls in what the wrapper adds, rather than in the section itself.</summary>
        public static bool IsInWrapper(string wrapped, int length)
        {
            var start = wrapped.IndexOf("<log4net", StringComparison.Ordinal);
            var end = wrapped.LastIndexOf("</log4net>", StringComparison.Ordinal);
            return length <= start + 20 || length >= end - 20;
        }

        /// <summary>A standalone config's log4net element as the section of an App.config.</summary>
        public static string Wrapped(string standalone)
        {
            var start = standalone.IndexOf("<log4net", StringComparison.Ordinal);
            return "<?xml version=\"1.0\"?>\r\n<configuration>\r\n  <configSections>\r\n" +
                   "    <section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\" />\r\n  </configSections>\r\n  " +
                   standalone.Substring(start).TrimEnd() + "\r\n</configuration>\r\n";
        }
    }
}
