using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>An AsyncAppenderSkeleton whose per-event append is a delegate; optionally a batch delegate too.</summary>
    internal sealed class DelegateAsyncAppender : AsyncAppenderSkeleton
    {
        private readonly Func<LoggingEvent, CancellationToken, Task> _append;
        private readonly Func<IReadOnlyList<LoggingEvent>, CancellationToken, Task>? _appendBatch;

        public DelegateAsyncAppender(
            Func<LoggingEvent, CancellationToken, Task> append,
            Func<IReadOnlyList<LoggingEvent>, CancellationToken, Task>? appendBatch = null)
        {
            _append = append;
            _appendBatch = appendBatch;
            Name = "delegate";
            ErrorHandler = Errors;
        }

        public CapturingErrorHandler Errors { get; } = new CapturingErrorHandler();

        /// <summary>RecordFailedEvents, for delegates that give up on part of their batch.</summary>
        public void Fail(int count, Exception? exception) => RecordFailedEvents(count, exception);

        protected override Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken) =>
            _append(loggingEvent, cancellationToken);

        protected override Task AppendAsync(IReadOnlyList<LoggingEvent> batch, CancellationToken cancellationToken) =>
            _appendBatch == null ? base.AppendAsync(batch, cancellationToken) : _appendBatch(batch, cancellationToken);
    }
}
