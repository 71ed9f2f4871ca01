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
    /// Forwards events to its <c>&lt;appender-ref&gt;</c> appenders on a background worker, in batches, and flushes
    /// <see cref="IFlushable"/> targets whenever the queue runs dry. When no Fix is configured, fixes only what the
    /// targets' layouts read.
    /// </summary>
    /// <remarks>
    /// Each event ends delivered (every target took it) or failed (a target threw, or reported an error to its
    /// ErrorHandler while taking it; see <see cref="TargetDelivery"/>). While a log4net appender is attached, its
    /// ErrorHandler is a LogPerf wrapper that passes every call to the handler it had (<see cref="ObservedErrorHandler"/>);
    /// the handler is given back when the appender is removed.
    /// </remarks>
    public class AsyncForwardingAppender : AsyncAppenderSkeleton, IAppenderAttachable
    {
        private readonly object _targetsLock = new object();
        private readonly AppenderAttachedImpl _attached = new AppenderAttachedImpl();
        private readonly TargetDelivery _delivery = new TargetDelivery();
        private readonly LoggingEvent[] _single = new LoggingEvent[1];
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
                foreach (IAppender target in Volatile.Read(ref _targets))
                {
                    ObservedErrorHandler.Remove(target);
                }

                _attached.RemoveAllAppenders();
                PublishTargets();
            }
        }

        /// <summary>
        /// Removes <paramref name="appender"/> when it is a target; null when it is not one. log4net's own list throws for an
        /// appender it does not hold once it holds any, and log4net 3.5 asks every forwarder of the config to remove an
        /// appender that failed to activate: that threw "Could not detach an Appender that failed to activate" and left the
        /// failed appender attached to the forwarders after this one (the fix-safety harness, corpus 05-gemini).
        /// </summary>
        public IAppender? RemoveAppender(IAppender? appender)
        {
            lock (_targetsLock)
            {
                IAppender? removed = appender == null || Array.IndexOf(Volatile.Read(ref _targets), appender) < 0 ? null : _attached.RemoveAppender(appender);
                Detached(removed);
                return removed;
            }
        }

        /// <inheritdoc />
        public IAppender? RemoveAppender(string? name)
        {
            lock (_targetsLock)
            {
                IAppender? removed = name == null ? null : _attached.RemoveAppender(name);
                Detached(removed);
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
                if (FlushOncePerBatch.Applies(target))
                {
                    // Flushed at the end of every batch; its own Flush would read ImmediateFlush while a batch runs.
                    continue;
                }

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
            LoggingEvent[] single = _single;
            single[0] = loggingEvent;
            try
            {
                Forward(single, 1);
            }
            finally
            {
                single[0] = null!;
            }

            return Task.CompletedTask;
        }

        /// <inheritdoc />
        protected override Task AppendAsync(IReadOnlyList<LoggingEvent> batch, CancellationToken cancellationToken)
        {
            if (batch is EventBatch reused)
            {
                Forward(reused.Events, reused.Count);
            }
            else
            {
                LoggingEvent[] events = batch as LoggingEvent[] ?? new List<LoggingEvent>(batch).ToArray();
                Forward(events, events.Length);
            }

            return Task.CompletedTask;
        }

        /// <summary>Flushes the targets that buffer, so no event waits for a buffer to fill.</summary>
        protected override Task OnQueueDrainedAsync(CancellationToken cancellationToken)
        {
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                if (target is IFlushable flushable && !FlushOncePerBatch.Applies(target) && CanFlushFromOutside(target))
                {
                    flushable.Flush(0);
                }
            }

            return Task.CompletedTask;
        }

        /// <summary>What the targets' layouts read, through nested forwarders; All for unknown appenders.</summary>
        protected override FixFlags ComputeDefaultFix() => AppenderFixFlags.For(Volatile.Read(ref _targets));

        /// <summary>
        /// Drains the queue, then closes the targets (like BufferingForwardingAppender), giving back the ErrorHandlers it
        /// wrapped. The targets are closed on a thread of their own, for as long as ShutdownTimeout leaves: when the drain
        /// timed out a target may be stuck inside DoAppend holding its own lock, and a target's own Close may take long
        /// (a network appender draining); Close then returns and the targets finish closing in the background.
        /// </summary>
        protected override void OnClose()
        {
            base.OnClose();
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

            if (targets.Length == 0)
            {
                return;
            }

            var closer = new Thread(() => CloseAll(targets)) { IsBackground = true, Name = "LogPerf close targets" };
            closer.Start();
            if (!ShutdownTimedOut)
            {
                closer.Join(ShutdownTimeRemaining);
            }
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
                    // Here, not on the closing thread: giving the handler back takes the target's lock, which a sink
                    // Close gave up on may still hold.
                    ObservedErrorHandler.Remove(target);
                    target.Close();
                }
                catch (Exception ex)
                {
                    LogLog.Error(typeof(AsyncForwardingAppender), $"Failed to close appender [{target.Name}]", ex);
                }
            }
        }

        private void Detached(IAppender? removed)
        {
            if (removed != null)
            {
                ObservedErrorHandler.Remove(removed);
            }

            PublishTargets();
        }

        /// <summary>Hands the events to every target; events that failed at any target are counted once, with the last cause.</summary>
        private void Forward(LoggingEvent[] events, int count)
        {
            BatchFailures failures = _delivery.Failures;
            failures.Begin(count);
            foreach (IAppender target in Volatile.Read(ref _targets))
            {
                _delivery.Deliver(target, events, count);
            }

            if (failures.Count > 0)
            {
                RecordFailedEvents(failures.Count, failures.Cause);
            }
        }

        private void PublishTargets()
        {
            Volatile.Write(ref _targets, AppenderCollections.ToArray(_attached.Appenders));
            RefreshFix();
        }
    }
}
