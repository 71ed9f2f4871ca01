using System;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Replaces each bad queue setting of an <see cref="AsyncAppenderSkeleton"/> with its default and says so through
    /// the appender's ErrorHandler, so a typo in a config file is visible and never throws.
    /// </summary>
    internal readonly struct AsyncSettingsCheck
    {
        private readonly AsyncAppenderSkeleton _appender;
        private readonly string _describe;

        public AsyncSettingsCheck(AsyncAppenderSkeleton appender, string describe)
        {
            _appender = appender;
            _describe = describe;
        }

        public void Apply()
        {
            AsyncAppenderSkeleton a = _appender;
            if (a.BufferSize <= 0)
            {
                Report($"BufferSize {a.BufferSize} must be greater than 0; using {AsyncAppenderSkeleton.DefaultBufferSize}.");
                a.BufferSize = AsyncAppenderSkeleton.DefaultBufferSize;
            }

            if (a.BatchSize <= 0)
            {
                Report($"BatchSize {a.BatchSize} must be greater than 0; using {AsyncAppenderSkeleton.DefaultBatchSize}.");
                a.BatchSize = AsyncAppenderSkeleton.DefaultBatchSize;
            }

            if (a.ShutdownTimeout < -1)
            {
                Report($"ShutdownTimeout {a.ShutdownTimeout} ms must be -1 (no limit), 0 (no wait) or more; using {AsyncAppenderSkeleton.DefaultShutdownTimeout}.");
                a.ShutdownTimeout = AsyncAppenderSkeleton.DefaultShutdownTimeout;
            }

            if (a.EnqueueTimeout < -1)
            {
                Report($"EnqueueTimeout {a.EnqueueTimeout} ms must be -1 (no limit), 0 (no wait) or more; using {AsyncAppenderSkeleton.DefaultEnqueueTimeout}.");
                a.EnqueueTimeout = AsyncAppenderSkeleton.DefaultEnqueueTimeout;
            }

            if (a.DropReportInterval < 0)
            {
                Report($"DropReportInterval {a.DropReportInterval} ms must not be negative; using {AsyncAppenderSkeleton.DefaultDropReportInterval}.");
                a.DropReportInterval = AsyncAppenderSkeleton.DefaultDropReportInterval;
            }

            if (!Enum.IsDefined(typeof(OverflowPolicy), a.OverflowPolicy))
            {
                Report($"OverflowPolicy {(int)a.OverflowPolicy} is not one of Block, DropNewest, DropOldest; using Block.");
                a.OverflowPolicy = OverflowPolicy.Block;
            }
        }

        private void Report(string problem) => _appender.ErrorHandler.Error($"{_describe}: {problem}");
    }
}
