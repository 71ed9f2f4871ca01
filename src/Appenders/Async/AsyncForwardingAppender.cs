using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Forwards events to its <c>&lt;appender-ref&gt;</c> appenders on a background worker, in batches
    /// (<see cref="IBulkAppender"/> targets get one call per batch), and flushes <see cref="IFlushable"/>
    /// targets whenever the queue runs dry. When no Fix is configured, fixes only what the targets' layouts read.
    /// </summary>
    public class AsyncForwardingAppender : AsyncAppenderSkeleton, IAppenderAttachable
    {
        private readonly object _targetsLock = new object();
        private readonly AppenderAttachedImpl _attached = new AppenderAttachedImpl();
        private IAppender[] _targets = Array.Empty<IAppender>();
        private HashSet<IAppender>? _unflushableReported;

        /// <inheritdoc />
        public AppenderCollection Appenders
        {
            get
            {
                lock (_targetsLock)
                {
                    return _attached.Appenders;
                }
            }
        }

        /// <inheritdoc />
        public void AddAppender(IAppender appender)
        {
            if (appender == null)
            {
                throw new ArgumentNullException(nameof(appender));
            }

            lock (_targetsLock)
            {
                _attached.AddAppender(appender);
                PublishTargets();
            }
        }

        /// <inheritdoc />
        public IAppender? GetAppender(string? name)
        {
            lock (_targetsLock)
            {
                return name == null ? null : _attached.GetAppender(name);
            }
        }

        /// <summary>Removes and closes every target.</summary>
        public void RemoveAllAppenders()
        {
            lock (_targetsLock)
            {
                _attached.RemoveAllAppenders();
                PublishTargets();
            }
        }

        /// <inheritdoc />
        public IAppender? RemoveAppender(IAppender? appender)
        {
            lock (_targetsLock)
            {
                IAppender? removed = appender == null ? null : _attached.RemoveAppender(appender);
                PublishTargets();
                return removed;
            }
        }

        /// <inheritdoc />
        public IAppender? RemoveAppender(string? name)
        {
            lock (_targetsLock)
            {
                IAppender? removed = name == null ? null : _attached.RemoveAppender(name);
                PublishTargets();
                return removed;
            }
        }

        /// <summary>
        /// Waits for the queue, then flushes the targets within what is left of the timeout. False when the time ran
        /// out or a target could not be flushed (see <see cref="CanFlushFromOutside"/>).
        /// </summary>
        public override bool Flush(int millisecondsTimeout)
        {
            var started = System.Diagnostics.Stopwatch.StartNew();
            bool flushed = base.Flush(millisecondsTimeout);
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                if (!CanFlushFromOutside(target))
                {
                    flushed = false;
                }
                else if (target is IFlushable flushable)
                {
                    int remaining = millisecondsTimeout < 0
                        ? millisecondsTimeout
                        : Math.Max(0, millisecondsTimeout - (int)started.ElapsedMilliseconds);
                    flushed &= flushable.Flush(remaining);
                }
            }

            return flushed;
        }

        /// <inheritdoc />
        protected override Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken)
        {
            Exception? failure = null;
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                try
                {
                    target.DoAppend(loggingEvent);
                }
                catch (Exception ex)
                {
                    failure = ex;
                }
            }

            if (failure != null)
            {
                RecordFailedEvents(1, failure);
            }

            return Task.CompletedTask;
        }

        /// <inheritdoc />
        protected override Task AppendAsync(IReadOnlyList<LoggingEvent> batch, CancellationToken cancellationToken)
        {
            LoggingEvent[] events = batch as LoggingEvent[] ?? new List<LoggingEvent>(batch).ToArray();
            Exception? failure = null;
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                try
                {
                    if (target is IBulkAppender bulk)
                    {
                        bulk.DoAppend(events);
                    }
                    else
                    {
                        foreach (LoggingEvent loggingEvent in events)
                        {
                            target.DoAppend(loggingEvent);
                        }
                    }
                }
                catch (Exception ex)
                {
                    failure = ex;
                }
            }

            if (failure != null)
            {
                RecordFailedEvents(events.Length, failure);
            }

            return Task.CompletedTask;
        }

        /// <summary>Flushes the targets that buffer, so no event waits for a buffer to fill.</summary>
        protected override Task OnQueueDrainedAsync(CancellationToken cancellationToken)
        {
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                if (target is IFlushable flushable && CanFlushFromOutside(target))
                {
                    flushable.Flush(0);
                }
            }

            return Task.CompletedTask;
        }

        /// <summary>What the targets' layouts read, through nested forwarders; All for unknown appenders.</summary>
        protected override FixFlags ComputeDefaultFix() => AppenderFixFlags.For(Volatile.Read(ref _targets));

        /// <summary>
        /// Drains the queue, then closes the targets (like BufferingForwardingAppender). When the drain timed out,
        /// a target may be stuck inside DoAppend holding its own lock, so the targets are closed in the
        /// background instead of making Close wait for them.
        /// </summary>
        protected override void OnClose()
        {
            base.OnClose();
            if (!ShutdownTimedOut)
            {
                RemoveAllAppenders();
                return;
            }

            IAppender[] targets;
            lock (_targetsLock)
            {
                targets = Volatile.Read(ref _targets);
                foreach (IAppender target in targets)
                {
                    _attached.RemoveAppender(target);
                }

                PublishTargets();
            }

            var closer = new Thread(() => CloseAll(targets)) { IsBackground = true, Name = "LogPerf close after timeout" };
            closer.Start();
        }

        /// <summary>
        /// log4net's FileAppender locks its stream only inside Append and Close: with ImmediateFlush=false its
        /// Flush(int) fails after the StreamWriter has emptied its buffer, losing the buffered lines. Such a target is
        /// never flushed from here (its lines reach the file when its buffer fills or it closes); said once in log4net's debug log.
        /// </summary>
        private bool CanFlushFromOutside(IAppender target)
        {
            if (!(target is FileAppender file) || file.ImmediateFlush)
            {
                return true;
            }

            lock (_targetsLock)
            {
                _unflushableReported ??= new HashSet<IAppender>();
                if (_unflushableReported.Add(target))
                {
                    // A working configuration, so no error: log4net's internal debug log says why Flush returns false.
                    LogLog.Debug(
                        typeof(AsyncForwardingAppender),
                        $"{nameof(AsyncForwardingAppender)} [{Name}]: [{target.Name}] is a FileAppender with ImmediateFlush=false, which log4net " +
                        "cannot flush outside an append without losing its buffered lines; they reach the file when its buffer fills or it " +
                        "closes. Set ImmediateFlush=true on it: behind this forwarder the flush costs the worker thread, not the caller.");
                }
            }

            return false;
        }

        private static void CloseAll(IAppender[] targets)
        {
            foreach (IAppender target in targets)
            {
                try
                {
                    target.Close();
                }
                catch (Exception ex)
                {
                    LogLog.Error(typeof(AsyncForwardingAppender), $"Failed to close appender [{target.Name}]", ex);
                }
            }
        }

        private void PublishTargets()
        {
            Volatile.Write(ref _targets, AppenderCollections.ToArray(_attached.Appenders));
            RefreshFix();
        }
    }
}
