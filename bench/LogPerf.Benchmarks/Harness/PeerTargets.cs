using System;
using Microsoft.Extensions.Logging;
using NLog;
using NLog.Config;
using NLog.Targets;
using NLog.Targets.Wrappers;
using Serilog;
using Serilog.Core;
using Serilog.Events;
using ZLogger;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// The peers that the NuGet mirror serves: NLog 6.2.0, Serilog 3.1.1 + Sinks.Async 1.5.0 + Sinks.File 5.0.0, and ZLogger
    /// 2.6.1 on Microsoft.Extensions.Logging.
    /// </summary>
    internal static class PeerTargets
    {
        /// <summary>Seed 004's layout in NLog's syntax (FileTarget adds the line ending itself).</summary>
        public const string NLogLayout = "${date:format=yyyy-MM-dd HH\\:mm\\:ss,fff} [${level:uppercase=true:padding=-5}] [${threadid:padding=2}] ${logger:shortName=true} - ${message}${onexception:${newline}${exception}}";

        /// <summary>Seed 004's layout in Serilog's syntax (ThreadId comes from a caching enricher below).</summary>
        public const string SerilogTemplate = "{Timestamp:yyyy-MM-dd HH:mm:ss,fff} [{Level:u5}] [{ThreadId,2}] {SourceContext} - {Message}{NewLine}{Exception}";

        public static Variant NLogAsync(string key, AsyncTargetWrapperOverflowAction overflow, string note) => new Variant(
            key,
            $"NLog 6.2 AsyncTargetWrapper ({note}) → FileTarget",
            dir => new NLogTarget(dir, overflow));

        public static Variant ZLoggerFile(string key) => new Variant(
            key,
            "ZLogger 2.6.1 → file (defaults: background queue that grows without bound)",
            dir => new ZLoggerTarget(dir));

        public static Variant SerilogAsync(string key, bool blockWhenFull, string note) => new Variant(
            key,
            $"Serilog Sinks.Async ({note}) → Sinks.File",
            dir => new SerilogTarget(dir, blockWhenFull));
    }

    internal sealed class NLogTarget : BenchTarget
    {
        private readonly LogFactory _factory;
        private readonly NLog.Logger _logger;

        public NLogTarget(LogDirectory dir, AsyncTargetWrapperOverflowAction overflow)
            : base(dir)
        {
            var file = new FileTarget("file")
            {
                FileName = dir.File("nlog.log"),
                Layout = PeerTargets.NLogLayout,
                ArchiveAboveSize = 50L * 1024 * 1024,
            };

            // Everything else at NLog's defaults: queue 10,000, batch 200; only the overflow action varies.
            var async = new AsyncTargetWrapper("async", file) { OverflowAction = overflow };
            var config = new LoggingConfiguration();
            config.AddRule(NLog.LogLevel.Trace, NLog.LogLevel.Fatal, async);
            _factory = new LogFactory { Configuration = config };
            _logger = _factory.GetLogger("LogPerf.Benchmarks.Throughput");
        }

        public override void Log(long counter) => _logger.Debug("Counter is: {0}", counter);

        public override void Close() => _factory.Shutdown();
    }

    internal sealed class SerilogTarget : BenchTarget
    {
        private readonly Serilog.Core.Logger _root;
        private readonly Serilog.ILogger _logger;

        public SerilogTarget(LogDirectory dir, bool blockWhenFull)
            : base(dir)
        {
            // Sinks.Async defaults (bufferSize 10,000); File sink buffered (its flush-per-event default would be
            // slower still), rolling at 50 MB like the log4net appender.
            _root = new LoggerConfiguration()
                .MinimumLevel.Verbose()
                .Enrich.With(new ThreadIdEnricher())
                .WriteTo.Async(
                    a => a.File(dir.File("serilog.log"), outputTemplate: PeerTargets.SerilogTemplate, buffered: true, fileSizeLimitBytes: 50L * 1024 * 1024, rollOnFileSizeLimit: true),
                    blockWhenFull: blockWhenFull)
                .CreateLogger();
            _logger = _root.ForContext(Constants.SourceContextPropertyName, "Throughput");
        }

        public override void Log(long counter) => _logger.Debug("Counter is: {Counter}", counter);

        public override void Close() => _root.Dispose();

        private sealed class ThreadIdEnricher : ILogEventEnricher
        {
            [System.ThreadStatic]
            private static LogEventProperty? t_property;

            public void Enrich(LogEvent logEvent, ILogEventPropertyFactory propertyFactory)
                => logEvent.AddPropertyIfAbsent(t_property ??= new LogEventProperty("ThreadId", new ScalarValue(Environment.CurrentManagedThreadId)));
        }
    }

    /// <summary>
    /// ZLogger 2.6.1's file provider at its defaults (UTF-8 straight to a buffered stream on its own thread), seed 004's
    /// layout as a prefix (ZLogger captures the thread id only when asked), logging through its interpolated-string API.
    /// </summary>
    internal sealed class ZLoggerTarget : BenchTarget
    {
        private readonly ILoggerFactory _factory;
        private readonly Microsoft.Extensions.Logging.ILogger _logger;

        public ZLoggerTarget(LogDirectory dir)
            : base(dir)
        {
            _factory = LoggerFactory.Create(logging =>
            {
                logging.SetMinimumLevel(Microsoft.Extensions.Logging.LogLevel.Trace);
                logging.AddZLoggerFile(dir.File("zlogger.log"), options =>
                {
                    options.CaptureThreadInfo = true;
                    options.UsePlainTextFormatter(formatter => formatter.SetPrefixFormatter(
                        $"{0:yyyy-MM-dd HH:mm:ss,fff} [{1,-5}] [{2,2}] {3} - ",
                        (in ZLogger.MessageTemplate template, in ZLogger.LogInfo info) =>
                            template.Format(info.Timestamp.Local.DateTime, LevelName(info.LogLevel), info.ThreadInfo.ThreadId, info.Category.Name)));
                });
            });
            _logger = _factory.CreateLogger("Throughput");
        }

        public override void Log(long counter) => _logger.ZLogDebug($"Counter is: {counter}");

        public override void Close() => _factory.Dispose();

        private static string LevelName(Microsoft.Extensions.Logging.LogLevel level) => level switch
        {
            Microsoft.Extensions.Logging.LogLevel.Trace => "TRACE",
            Microsoft.Extensions.Logging.LogLevel.Debug => "DEBUG",
            Microsoft.Extensions.Logging.LogLevel.Information => "INFO",
            Microsoft.Extensions.Logging.LogLevel.Warning => "WARN",
            Microsoft.Extensions.Logging.LogLevel.Error => "ERROR",
            _ => "FATAL",
        };
    }
}
