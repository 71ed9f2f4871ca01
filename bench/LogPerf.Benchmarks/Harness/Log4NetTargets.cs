using System;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Repository.Hierarchy;
using LogPerf.Appenders;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>log4net pipelines, configured in code exactly as seed 004's XML configures them.</summary>
    internal static class Log4NetTargets
    {
        public const string SeedPattern = "%date{ISO8601} [%-5level] [%2thread] %logger{1} - %message%newline%exception";

        public static PatternLayout Layout(string pattern)
        {
            var layout = new PatternLayout(pattern);
            layout.ActivateOptions();
            return layout;
        }

        /// <summary>Seed 004's RollingFileAppender.</summary>
        public static RollingFileAppender SeedRollingFile(LogDirectory dir, bool immediateFlush, bool appendToFile = false)
        {
            var appender = new RollingFileAppender
            {
                Name = "RollingFile",
                File = dir.File("Benchmarker.log"),
                AppendToFile = appendToFile,
                RollingStyle = RollingFileAppender.RollingMode.Composite,
                MaxSizeRollBackups = -1,
                MaximumFileSize = "50MB",
                StaticLogFileName = true,
                DatePattern = "yyyy-MM-dd",
                PreserveLogFileNameExtension = true,
                CountDirection = 1,
                ImmediateFlush = immediateFlush,
                Layout = Layout(SeedPattern),
            };
            appender.ActivateOptions();
            return appender;
        }

        /// <summary>Seed 004's RollingFileAppender as LP0004's memory-mapped fix rewrites it: only the type changes.</summary>
        public static MemoryMappedFileAppender SeedMemoryMapped(LogDirectory dir)
        {
            var appender = new MemoryMappedFileAppender
            {
                Name = "RollingFile",
                File = dir.File("Benchmarker.log"),
                AppendToFile = false,
                RollingStyle = RollingFileAppender.RollingMode.Composite,
                MaxSizeRollBackups = -1,
                MaximumFileSize = "50MB",
                StaticLogFileName = true,
                DatePattern = "yyyy-MM-dd",
                PreserveLogFileNameExtension = true,
                CountDirection = 1,
                Layout = Layout(SeedPattern),
            };
            appender.ActivateOptions();
            return appender;
        }

        /// <summary>Seed 004's BufferingForwardingAppender: 512 events, not lossy, Fix=268, WARN evaluator.</summary>
        public static BufferingForwardingAppender SeedBufferingForwarder(IAppender target)
        {
            var appender = new BufferingForwardingAppender
            {
                Name = "BufferingForwarder",
                BufferSize = 512,
                Lossy = false,
                Fix = (FixFlags)268,
                Evaluator = new LevelEvaluator(Level.Warn),
            };
            appender.AddAppender(target);
            appender.ActivateOptions();
            return appender;
        }

        public static AsyncForwardingAppender AsyncForwarder(IAppender target, OverflowPolicy policy = OverflowPolicy.Block)
        {
            var appender = new AsyncForwardingAppender { Name = "AsyncForwarder", OverflowPolicy = policy };
            appender.AddAppender(target);
            appender.ActivateOptions();
            return appender;
        }

        public static Variant Rolling(string key, bool immediateFlush) => new Variant(
            key,
            $"log4net RollingFileAppender, ImmediateFlush={immediateFlush.ToString().ToLowerInvariant()}",
            dir => new Log4NetTarget(dir, SeedRollingFile(dir, immediateFlush)));

        /// <summary>
        /// (d) with the file opened for appending: log4net then creates each file without truncating it, and closing it at
        /// a roll does not make ext4 (auto_da_alloc) write the whole file back first. Isolates what a roll costs the queue.
        /// </summary>
        public static Variant AsyncAppending(string key) => new Variant(
            key,
            "LogPerf AsyncForwardingAppender (defaults) → RollingFile with AppendToFile=true (seed 004 has false)",
            dir => new Log4NetTarget(dir, AsyncForwarder(SeedRollingFile(dir, immediateFlush: true, appendToFile: true))));

        public static Variant Buffering(string key) => new Variant(
            key,
            "log4net BufferingForwardingAppender Fix=268 → RollingFile",
            dir => new Log4NetTarget(dir, SeedBufferingForwarder(SeedRollingFile(dir, immediateFlush: true))));

        public static Variant Async(string key, OverflowPolicy policy = OverflowPolicy.Block, string? suffix = null) => new Variant(
            key,
            $"LogPerf AsyncForwardingAppender{suffix ?? (policy == OverflowPolicy.Block ? " (defaults)" : " " + policy)} → RollingFile",
            dir => new Log4NetTarget(dir, AsyncForwarder(SeedRollingFile(dir, immediateFlush: true), policy)));

        public static Variant MemoryMapped(string key) => new Variant(
            key,
            "LogPerf MemoryMappedFileAppender (LP0004's memory-mapped fix: seed 004's RollingFile with only the type changed)",
            dir => new Log4NetTarget(dir, SeedMemoryMapped(dir)));

        public static Variant AsyncMemoryMapped(string key) => new Variant(
            key,
            "LogPerf AsyncForwardingAppender (defaults) → MemoryMappedFileAppender (rendering and writing on the worker; events still queued are lost if the process is killed)",
            dir => new Log4NetTarget(dir, AsyncForwarder(SeedMemoryMapped(dir))));

        public static Variant NoOp(string key) => new Variant(
            key,
            "floor: log4net logger → no-op appender (event built, nothing written)",
            dir => new Log4NetTarget(dir, new NoOpAppender { Name = "NoOp" }),
            writesFiles: false);

        /// <summary>The floor plus the Fix the queue rows apply on the caller: what queuing itself costs is the difference.</summary>
        public static Variant NoOpFixing(string key) => new Variant(
            key,
            "floor with Fix=268: no-op appender that fixes Message, ThreadName, Exception on the caller, as the queue does",
            dir => new Log4NetTarget(dir, new FixingNoOpAppender { Name = "NoOpFix", Fix = (FixFlags)268 }, writesFiles: false),
            writesFiles: false);

        public static Variant AsyncNoOp(string key) => new Variant(
            key,
            "LogPerf AsyncForwardingAppender Fix=268 → no-op IAppender (caller side and queue; the worker delivers to a no-op that, unlike log4net's AppenderSkeleton, allocates nothing per batch)",
            dir =>
            {
                var forwarder = new AsyncForwardingAppender { Name = "AsyncNoOp", Fix = (FixFlags)268 };
                forwarder.AddAppender(new BareNoOpAppender { Name = "NoOp" });
                forwarder.ActivateOptions();
                return new Log4NetTarget(dir, forwarder, writesFiles: false);
            },
            writesFiles: false);
    }

    /// <summary>A log4net repository of its own with one appender on the root; logs as seed 004 does.</summary>
    internal sealed class Log4NetTarget : BenchTarget
    {
        private readonly Hierarchy _repository;
        private readonly ILog _log;
        private readonly IAppender _appender;
        private readonly bool _writesFiles;

        public Log4NetTarget(LogDirectory dir, IAppender appender, bool writesFiles = true)
            : base(dir)
        {
            _appender = appender;
            _writesFiles = writesFiles && !(appender is NoOpAppender);
            string name = "bench-" + Guid.NewGuid().ToString("N");
            _repository = (Hierarchy)LogManager.CreateRepository(name);
            _repository.Root.Level = Level.All;
            _repository.Root.AddAppender(appender);
            _repository.Configured = true;
            _log = LogManager.GetLogger(name, "LogPerf.Benchmarks.Throughput");
        }

        public IAppender Appender => _appender;

        public log4net.Repository.ILoggerRepository Repository => _repository;

        public ILog Logger => _log;

        public override long? Dropped => _appender is AsyncAppenderSkeleton async ? async.DroppedCount : null;

        public override (long Calls, TimeSpan Time)? Blocked =>
            _appender is AsyncAppenderSkeleton async ? (async.BlockedCallCount, async.BlockedTime) : null;

        public override bool WritesFiles => _writesFiles;

        public override void Log(long counter) => _log.DebugFormat("Counter is: {0}", counter);

        public override void Close() => _repository.Shutdown();
    }

    /// <summary>Fixes each event as a forwarder would on the caller's thread, then drops it.</summary>
    internal sealed class FixingNoOpAppender : AppenderSkeleton
    {
        public FixFlags Fix { get; set; }

        protected override void Append(LoggingEvent loggingEvent) => loggingEvent.Fix = Fix;
    }

    /// <summary>Accepts events and does nothing: the cost of building a LoggingEvent and calling an appender.</summary>
    internal sealed class NoOpAppender : AppenderSkeleton
    {
        protected override void Append(LoggingEvent loggingEvent)
        {
        }
    }

    /// <summary>
    /// A no-op appender that is not an AppenderSkeleton: log4net's AppenderSkeleton.DoAppend(LoggingEvent[]) allocates a
    /// list of the filtered events per batch, which would be counted as the queue's allocation.
    /// </summary>
    internal sealed class BareNoOpAppender : IAppender
    {
        public string Name { get; set; } = "NoOp";

        public void DoAppend(LoggingEvent loggingEvent)
        {
        }

        public void Close()
        {
        }
    }
}
