using System.Collections.Generic;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The queue settings an <see cref="AsyncAppenderSkeleton"/> reads once, when its worker starts. Kept so that an
    /// ActivateOptions after a lazy start (log4net 3.5's XmlConfigurator activates appenders only after loggers already
    /// reference them) can tell a configuration that changed nothing from one whose changes cannot apply any more.
    /// </summary>
    internal readonly struct QueueSettings
    {
        private QueueSettings(int bufferSize, OverflowPolicy overflowPolicy, int batchSize, int enqueueTimeout, int dropReportInterval)
        {
            BufferSize = bufferSize;
            OverflowPolicy = overflowPolicy;
            BatchSize = batchSize;
            EnqueueTimeout = enqueueTimeout;
            DropReportInterval = dropReportInterval;
        }

        public int BufferSize { get; }

        public OverflowPolicy OverflowPolicy { get; }

        public int BatchSize { get; }

        public int EnqueueTimeout { get; }

        public int DropReportInterval { get; }

        public static QueueSettings Of(AsyncAppenderSkeleton appender) =>
            new QueueSettings(appender.BufferSize, appender.OverflowPolicy, appender.BatchSize, appender.EnqueueTimeout, appender.DropReportInterval);

        /// <summary>The settings of <paramref name="now"/> that differ from these, as "Name was → is" phrases.</summary>
        public IReadOnlyList<string> ChangesTo(QueueSettings now)
        {
            var changes = new List<string>();
            Compare(changes, nameof(BufferSize), BufferSize, now.BufferSize);
            Compare(changes, nameof(OverflowPolicy), OverflowPolicy, now.OverflowPolicy);
            Compare(changes, nameof(BatchSize), BatchSize, now.BatchSize);
            Compare(changes, nameof(EnqueueTimeout), EnqueueTimeout, now.EnqueueTimeout);
            Compare(changes, nameof(DropReportInterval), DropReportInterval, now.DropReportInterval);
            return changes;
        }

        private static void Compare<T>(List<string> changes, string name, T used, T set)
        {
            if (!EqualityComparer<T>.Default.Equals(used, set))
            {
                changes.Add($"{name} {set} (the worker keeps {used})");
            }
        }
    }
}
