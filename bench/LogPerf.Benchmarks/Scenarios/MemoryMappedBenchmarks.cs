using System;
using System.IO;
using BenchmarkDotNet.Attributes;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Repository.Hierarchy;
using LogPerf.Appenders;
using LogPerf.Benchmarks.Harness;

namespace LogPerf.Benchmarks.Scenarios
{
    /// <summary>
    /// Scenario 5, seed 001's table shape: 300k rows through RollingFileAppender (ImmediateFlush true and
    /// false) and MemoryMappedFileAppender; 2 MB mapping, 10 MB files, 5 backups, Composite rolling.
    /// One operation = configure, log RowCount rows, Close (so buffered text is counted until it is written).
    /// </summary>
    [MemoryDiagnoser]
    public class MemoryMappedBenchmarks
    {
        private const string Pattern = "%date [%thread] %-5level %logger [%property{NDC}] - %message%newline";
        private const string Message = "Order 12345 accepted for customer 67890, total 1234.56 EUR, 3 lines";

        private string _root = string.Empty;
        private LogDirectory? _dir;

        [Params(300_000)]
        public int RowCount { get; set; }

        [GlobalSetup]
        public void GlobalSetup() => _root = Directory.CreateTempSubdirectory("logperf-bench-mmf-").FullName;

        [GlobalCleanup]
        public void GlobalCleanup() => Directory.Delete(_root, recursive: true);

        [IterationSetup]
        public void IterationSetup() => _dir = new LogDirectory(_root);

        [IterationCleanup]
        public void IterationCleanup() => _dir?.Dispose();

        [Benchmark(Baseline = true, Description = "RollingFileAppender ImmediateFlush=true")]
        public void RollingFlush() => Log(Configure(new RollingFileAppender { ImmediateFlush = true }));

        [Benchmark(Description = "RollingFileAppender ImmediateFlush=false")]
        public void RollingNoFlush() => Log(Configure(new RollingFileAppender { ImmediateFlush = false }));

        [Benchmark(Description = "LogPerf MemoryMappedFileAppender 2MB")]
        public void MemoryMapped() => Log(Configure(new MemoryMappedFileAppender { MappingBufferSize = "2MB" }));

        private RollingFileAppender Configure(RollingFileAppender appender)
        {
            appender.Name = "File";
            appender.File = _dir!.File("logfile.log");
            appender.AppendToFile = true;
            appender.RollingStyle = RollingFileAppender.RollingMode.Composite;
            appender.DatePattern = "yyyyMMdd";
            appender.MaxSizeRollBackups = 5;
            appender.MaximumFileSize = "10MB";
            appender.Layout = Log4NetTargets.Layout(Pattern);
            appender.ActivateOptions();
            return appender;
        }

        private void Log(IAppender appender)
        {
            var repository = (Hierarchy)LogManager.CreateRepository("mmf-" + Guid.NewGuid().ToString("N"));
            repository.Root.Level = Level.All;
            repository.Root.AddAppender(appender);
            repository.Configured = true;
            ILog log = LogManager.GetLogger(repository.Name, "LogPerf.Benchmarks.MemoryMapped");
            for (int i = 0; i < RowCount; i++)
            {
                log.Info(Message);
            }

            repository.Shutdown();
        }
    }
}
