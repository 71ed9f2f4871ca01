using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Base class for appenders that deliver events on a background worker: the caller fixes the event and
    /// puts it in a bounded queue; one worker thread takes batches and awaits <c>AppendAsync</c>.
    /// </summary>
    /// <remarks>
    /// Stable API for derived appenders:
    /// <list type="bullet">
    /// <item>override <see cref="AppendAsync(LoggingEvent, CancellationToken)"/> and optionally
    /// <see cref="AppendAsync(IReadOnlyList{LoggingEvent}, CancellationToken)"/> (default: one by one; an
    /// exception there fails the events not yet counted by <see cref="RecordFailedEvents"/>);</item>
    /// <item><see cref="OnQueueDrainedAsync"/>: called on the worker after a batch when the queue is empty;</item>
    /// <item><see cref="ComputeDefaultFix"/>: the flags fixed when the user sets no <see cref="Fix"/>
    /// (default <see cref="FixFlags.All"/>); call <see cref="RefreshFix"/> when its inputs change;</item>
    /// <item>overrides of <see cref="ActivateOptions"/> and <see cref="OnClose"/> must call the base; OnClose
    /// returns after draining (or after <see cref="ShutdownTimeout"/> and a short grace period for the
    /// cancelled sink to return; when it did not, <see cref="ShutdownTimedOut"/> is true and the worker may still
    /// be inside AppendAsync), so release resources after it.</item>
    /// </list>
    /// The token passed to AppendAsync is cancelled only when Close gives up after ShutdownTimeout.
    /// Settings are read once, when the worker starts: at ActivateOptions, or lazily at the first event when
    /// ActivateOptions was never called. DoAppend never throws and, because IAppender and IBulkAppender are
    /// re-implemented here, never takes the AppenderSkeleton lock: producers run concurrently, and producers
    /// blocked on a full queue do not keep Close from enforcing its timeout.
    /// Counters (all of them at once: <see cref="Counters"/>): EnqueuedCount = DeliveredCount + FailedCount +
    /// UnconfirmedCount + AwaitingConfirmationCount + (evicted and abandoned part of DroppedCount) + QueuedCount + the
    /// batch in flight; DroppedCount also counts events refused (DropNewest, Block past EnqueueTimeout, closed, re-entry
    /// from the caller's append path or from the worker).
    /// After Close, QueuedCount is 0 and nothing is in flight: every enqueued event was delivered, failed, unconfirmed
    /// or dropped, exactly once. The one exception is a sink Close gave up on while it was still inside a batch: that
    /// batch is counted when the sink returns (it may still write it), not at Close.
    /// From the moment the worker starts until Close, the counters are published as .NET metrics (meter
    /// <see cref="AppenderMetrics.MeterName"/>), read only when a listener collects.
    /// </remarks>
    public abstract class AsyncAppenderSkeleton : AppenderSkeleton, IAppender, IBulkAppender, IMeteredAppender
    {
        /// <summary>
        /// 2048 events: a 32 KB slot array on 64-bit, and at ~310 B per fixed event about 0.6 MB when full; covers bursts of
        /// about 2 ms at file speed.
        /// </summary>
        /// <remarks>
        /// Small enough that events do not outlive young collections because they wait: when the sink is slower than the
        /// callers the ring stays full, and an event waits behind at most 2048 + BatchSize others. With a gen-0 budget of
        /// 6 MB (the GC sizes it from the L3 cache; 6 MB is what a 2-core AMD EPYC VM gets) and ~800 B allocated per event,
        /// a collection comes every ~7,600 events, so a waiting event survives at most one gen-0 collection and dies in
        /// gen 1. With 8192 it survived two, and full queues were promoted to gen 2. Half the ring is also the point at
        /// which a producer wakes a napping worker (see BoundedEventQueue): 1024 events, more than a 1 ms nap sees at half
        /// a file target's speed, so callers below that rate never make a system call.
        /// </remarks>
        public const int DefaultBufferSize = 2048;

        /// <summary>256 events: one flush per 256 lines amortises the flush while keeping batches small.</summary>
        public const int DefaultBatchSize = 256;

        /// <summary>5000 ms.</summary>
        public const int DefaultShutdownTimeout = 5000;

        /// <summary>5000 ms, as log4net 3.5's RemoteSyslogAppender (EnqueueTimeoutMillis).</summary>
        public const int DefaultEnqueueTimeout = 5000;

        /// <summary>10000 ms.</summary>
        public const int DefaultDropReportInterval = 10000;

        /// <summary>
        /// Milliseconds Close waits, after ShutdownTimeout, for a sink whose token it cancelled to return. Close's own
        /// waiting is at most ShutdownTimeout plus this.
        /// </summary>
        public const int CancellationGraceMilliseconds = 100;

        [ThreadStatic]
        private static AsyncAppenderSkeleton? t_appending;

        private readonly object _lifecycle = new object();
        private readonly DeliveryAccounting _accounting = new DeliveryAccounting();
        private readonly DeliveryReports _reports;
        private BoundedEventQueue? _queue;
        private Thread? _worker;
        private CancellationTokenSource? _stopping;
        private volatile bool _closed;
        private volatile bool _abandoned;
        private OverflowPolicy _activePolicy;
        private int _activeBatchSize = DefaultBatchSize;
        private int _activeEnqueueTimeout = DefaultEnqueueTimeout;
        private QueueSettings _activeSettings;
        private System.Diagnostics.Stopwatch? _closeClock;
        private FixFlags? _fix;
        private int _effectiveFix = -1;
        private MeterRegistration? _metered;

        /// <summary>Creates the appender; settings are read when the worker starts.</summary>
        protected AsyncAppenderSkeleton()
        {
            _reports = new DeliveryReports(this);
        }

        /// <summary>
        /// Renders the event with the layout (and the exception, when the layout ignores it) without taking the
        /// appender's lock. log4net 3.x's own <c>RenderLoggingEvent(LoggingEvent)</c> locks the appender, which
        /// Close holds while it waits for the worker to drain: rendering on the worker through it would deadlock
        /// until ShutdownTimeout and drop what was queued. Derived appenders render with this one.
        /// </summary>
        protected new string RenderLoggingEvent(LoggingEvent loggingEvent)
        {
            using (var writer = new System.IO.StringWriter(System.Globalization.CultureInfo.InvariantCulture))
            {
                RenderLoggingEvent(writer, loggingEvent);
                return writer.ToString();
            }
        }

        /// <summary>Queue capacity in events (default <see cref="DefaultBufferSize"/>); must be greater than 0.</summary>
        public int BufferSize { get; set; } = DefaultBufferSize;

        /// <summary>What happens when the queue is full (default <see cref="OverflowPolicy.Block"/>).</summary>
        public OverflowPolicy OverflowPolicy { get; set; } = OverflowPolicy.Block;

        /// <summary>
        /// Under <see cref="OverflowPolicy.Block"/>, the most milliseconds a caller waits for room in a full queue
        /// before its event is dropped and counted (default 5000; 0 never waits; -1 waits without limit). XML:
        /// <c>&lt;enqueueTimeout value="5000"/&gt;</c>.
        /// </summary>
        public int EnqueueTimeout { get; set; } = DefaultEnqueueTimeout;

        /// <summary>Most events handed to one AppendAsync batch (default <see cref="DefaultBatchSize"/>).</summary>
        public int BatchSize { get; set; } = DefaultBatchSize;

        /// <summary>
        /// Milliseconds Close waits for the queue to drain (default 5000; 0 gives up at once; -1 waits until it has drained,
        /// as a synchronous appender would have written everything before). XML:
        /// <c>&lt;shutdownTimeout value="5000"/&gt;</c>.
        /// </summary>
        public int ShutdownTimeout { get; set; } = DefaultShutdownTimeout;

        /// <summary>
        /// Least milliseconds between two ErrorHandler reports of dropped or failed events (default 10000;
        /// 0 reports each). XML: <c>&lt;dropReportInterval value="10000"/&gt;</c>.
        /// </summary>
        public int DropReportInterval { get; set; } = DefaultDropReportInterval;

        /// <summary>
        /// The volatile data fixed on the caller thread before an event is queued. When not set, reads as
        /// <see cref="EffectiveFix"/>.
        /// </summary>
        public FixFlags Fix
        {
            get => _fix ?? EffectiveFix;
            set
            {
                _fix = value;
                RefreshFix();
            }
        }

        /// <summary>The flags actually fixed: <see cref="Fix"/> when set, else <see cref="ComputeDefaultFix"/>.</summary>
        public FixFlags EffectiveFix
        {
            get
            {
                int flags = Volatile.Read(ref _effectiveFix);
                if (flags < 0)
                {
                    flags = (int)(_fix ?? ComputeDefaultFix());
                    Volatile.Write(ref _effectiveFix, flags);
                }

                return (FixFlags)flags;
            }
        }

        /// <summary>Events accepted into the queue.</summary>
        public long EnqueuedCount => Volatile.Read(ref _queue)?.TotalEnqueued ?? 0;

        /// <summary>
        /// Events AppendAsync completed without error (for a network transport: events the receiver confirmed; see
        /// <see cref="UnconfirmedCount"/>).
        /// </summary>
        public long DeliveredCount => _accounting.Delivered;

        /// <summary>Events lost to a full queue, to closing, or to re-entrant logging.</summary>
        public long DroppedCount => _accounting.Dropped;

        /// <summary>Events whose AppendAsync threw or that the sink counted as failed; each is reported with its cause.</summary>
        public long FailedCount => _accounting.Failed;

        /// <summary>
        /// Events sent over a transport that cannot confirm receipt (UDP), or sent on a connection that broke before the
        /// receiver confirmed them (TCP): they may or may not have arrived.
        /// </summary>
        public long UnconfirmedCount => _accounting.Unconfirmed;

        /// <summary>Events sent and held until the transport confirms them or learns they may be lost.</summary>
        public long AwaitingConfirmationCount => _accounting.AwaitingConfirmation;

        /// <summary>Events waiting in the queue now.</summary>
        public int QueuedCount => Volatile.Read(ref _queue)?.Count ?? 0;

        /// <summary>
        /// Calls that found the queue full and waited for room (<see cref="OverflowPolicy.Block"/>), whether they then got
        /// room, timed out (and dropped their event) or met Close. Nothing is lost to these waits; they are the time the
        /// callers paid for a sink that fell behind or stalled (a file appender's roll, a slow disk, a receiver).
        /// </summary>
        public long BlockedCallCount => Volatile.Read(ref _queue)?.RoomWaits.Calls ?? 0;

        /// <summary>The time the calls counted in <see cref="BlockedCallCount"/> spent waiting for room, summed.</summary>
        public TimeSpan BlockedTime => Volatile.Read(ref _queue)?.RoomWaits.Total ?? TimeSpan.Zero;

        /// <summary>Every counter at once, for publishing (metrics, health checks).</summary>
        public DeliveryCounters Counters
        {
            get
            {
                BoundedEventQueue? queue = Volatile.Read(ref _queue);
                return new DeliveryCounters(
                    queue?.TotalEnqueued ?? 0,
                    _accounting.Delivered,
                    _accounting.Dropped,
                    _accounting.Failed,
                    _accounting.Unconfirmed,
                    _accounting.AwaitingConfirmation,
                    queue?.Count ?? 0,
                    _accounting.InFlight);
            }
        }

        /// <summary>The counters as the meter publishes them; derived appenders add their own.</summary>
        private protected virtual AppenderReading ReadMetrics()
        {
            DeliveryCounters counters = Counters;
            RoomWaits? waits = Volatile.Read(ref _queue)?.RoomWaits;
            return new AppenderReading
            {
                BlockedCalls = waits?.Calls ?? 0,
                BlockedSeconds = waits?.Total.TotalSeconds ?? 0,
                Delivered = counters.Delivered,
                Dropped = counters.Dropped,
                Failed = counters.Failed,
                Unconfirmed = counters.Unconfirmed,
                HasQueue = true,
                Queued = counters.Queued,
                QueueCapacity = Volatile.Read(ref _queue)?.Capacity ?? BufferSize,
                Delivering = counters.InFlight,
                AwaitingConfirmation = counters.AwaitingConfirmation,
            };
        }

        AppenderReading IMeteredAppender.ReadMetrics() => ReadMetrics();

        /// <summary>
        /// True once Close gave up on a sink that did not return even after its token was cancelled; the worker
        /// may still be inside AppendAsync.
        /// </summary>
        protected bool ShutdownTimedOut => _abandoned;

        /// <inheritdoc />
        public override void ActivateOptions()
        {
            base.ActivateOptions();
            RefreshFix();
            lock (_lifecycle)
            {
                if (_queue != null)
                {
                    // log4net 3.5's XmlConfigurator activates appenders after loggers already reference them, so events
                    // can start the worker first; only settings that changed since then are worth an error.
                    new AsyncSettingsCheck(this, _reports.Describe()).Apply();
                    IReadOnlyList<string> changes = _activeSettings.ChangesTo(QueueSettings.Of(this));
                    if (changes.Count > 0)
                    {
                        ErrorHandler.Error($"{_reports.Describe()}: queue settings changed after the worker started cannot apply: {string.Join(", ", changes)}.");
                    }

                    return;
                }
            }

            Start();
        }

        /// <summary>Queues the event; never throws, waits only under <see cref="OverflowPolicy.Block"/> (at most <see cref="EnqueueTimeout"/>).</summary>
        public new void DoAppend(LoggingEvent loggingEvent)
        {
            if (loggingEvent == null)
            {
                return;
            }

            AsyncAppenderSkeleton? outer = t_appending;
            if (outer == this || IsWorkerThread())
            {
                RecordDropped(1);
                return;
            }

            t_appending = this;
            try
            {
                if (IsAcceptingEvents(1) && FilterEvent(loggingEvent) && PreAppendCheck())
                {
                    Enqueue(loggingEvent);
                }
            }
            catch (Exception ex)
            {
                ErrorHandler.Error("Failed in DoAppend", ex);
            }
            finally
            {
                t_appending = outer;
            }
        }

        /// <summary>Queues each event that passes the filters, in order.</summary>
        public new void DoAppend(LoggingEvent[] loggingEvents)
        {
            if (loggingEvents == null)
            {
                return;
            }

            AsyncAppenderSkeleton? outer = t_appending;
            if (outer == this || IsWorkerThread())
            {
                RecordDropped(loggingEvents.Length);
                return;
            }

            t_appending = this;
            try
            {
                if (!IsAcceptingEvents(loggingEvents.Length) || !PreAppendCheck())
                {
                    return;
                }

                foreach (LoggingEvent loggingEvent in loggingEvents)
                {
                    if (loggingEvent != null && FilterEvent(loggingEvent))
                    {
                        Enqueue(loggingEvent);
                    }
                }
            }
            catch (Exception ex)
            {
                ErrorHandler.Error("Failed in Bulk DoAppend", ex);
            }
            finally
            {
                t_appending = outer;
            }
        }

        /// <summary>
        /// Waits until every event queued before the call has been handed to AppendAsync and completed.
        /// </summary>
        public override bool Flush(int millisecondsTimeout)
        {
            BoundedEventQueue? queue = Volatile.Read(ref _queue);
            if (queue == null)
            {
                return true;
            }

            if (Thread.CurrentThread == _worker)
            {
                return queue.IsEmpty;
            }

            return queue.WaitForCompletion(millisecondsTimeout);
        }

        /// <summary>Delivers one event. Runs on the worker thread.</summary>
        protected abstract Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken);

        /// <summary>
        /// Delivers a batch in queue order. Runs on the worker thread; default: one by one. The list is reused for the next
        /// batch once this returns (or its task completes): keep the events, not the list.
        /// </summary>
        protected virtual async Task AppendAsync(IReadOnlyList<LoggingEvent> batch, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Count; i++)
            {
                try
                {
                    await AppendAsync(batch[i], cancellationToken).ConfigureAwait(false);
                }
                catch (Exception ex) when (!(ex is OperationCanceledException && cancellationToken.IsCancellationRequested))
                {
                    RecordFailedEvents(1, ex);
                }
            }
        }

        /// <summary>Called on the worker after a batch when the queue is empty; flush buffered output here.</summary>
        protected virtual Task OnQueueDrainedAsync(CancellationToken cancellationToken) => Task.CompletedTask;

        /// <summary>The flags to fix when the user sets no <see cref="Fix"/>.</summary>
        protected virtual FixFlags ComputeDefaultFix() => FixFlags.All;

        /// <summary>Makes <see cref="EffectiveFix"/> recompute before the next event.</summary>
        protected void RefreshFix() => Volatile.Write(ref _effectiveFix, -1);

        /// <summary>
        /// Counts events of the current batch as failed and reports them with <paramref name="exception"/> as the cause
        /// (rate-limited). Call from a batch AppendAsync override for the events it gives up on; the rest of the batch
        /// counts as delivered.
        /// </summary>
        protected void RecordFailedEvents(int count, Exception? exception)
        {
            int counted = _accounting.Add(DeliveryOutcome.Failed, count);
            if (counted > 0)
            {
                _reports.Failed(counted, exception);
                ReportFailures(force: false);
            }
        }

        /// <summary>
        /// Counts events of the current batch as unconfirmed: handed to a transport that cannot tell whether they
        /// arrived (UDP). They are not counted as delivered.
        /// </summary>
        protected void RecordUnconfirmedEvents(int count) => _accounting.Add(DeliveryOutcome.Unconfirmed, count);

        /// <summary>Counts events of the current batch as delivered before the batch returns (a receiver confirmed them).</summary>
        private protected void RecordDeliveredEvents(int count) => _accounting.Add(DeliveryOutcome.Delivered, count);

        /// <summary>
        /// Events of the current batch that were sent and wait for a confirmation that may come in a later batch or at
        /// Close; <see cref="ReleaseHeldEvents"/> counts them once the transport knows.
        /// </summary>
        private protected void HoldEvents(int count) => _accounting.Hold(count);

        /// <summary>
        /// Held events the transport now knows about: confirmed (delivered) or not (unconfirmed, after a broken
        /// connection).
        /// </summary>
        private protected void ReleaseHeldEvents(long count, bool confirmed) =>
            _accounting.ReleaseHeld(count, confirmed ? DeliveryOutcome.Delivered : DeliveryOutcome.Unconfirmed);

        /// <summary>
        /// During OnClose: what is left of ShutdownTimeout (plus the cancellation grace) for work a derived appender does
        /// after the base OnClose, such as waiting for a receiver to confirm; zero when nothing is left.
        /// </summary>
        private protected TimeSpan ShutdownTimeRemaining
        {
            get
            {
                System.Diagnostics.Stopwatch? clock = _closeClock;
                if (clock == null)
                {
                    return TimeSpan.FromMilliseconds(Math.Max(ShutdownTimeout, 0));
                }

                TimeSpan left = TimeSpan.FromMilliseconds(Math.Max(ShutdownTimeout, 0) + CancellationGraceMilliseconds) - clock.Elapsed;
                return left > TimeSpan.Zero ? left : TimeSpan.Zero;
            }
        }

        /// <inheritdoc />
        protected sealed override void Append(LoggingEvent loggingEvent) => Enqueue(loggingEvent);

        /// <inheritdoc />
        protected sealed override void Append(LoggingEvent[] loggingEvents)
        {
            foreach (LoggingEvent loggingEvent in loggingEvents)
            {
                Enqueue(loggingEvent);
            }
        }

        /// <summary>Drains the queue within <see cref="ShutdownTimeout"/> and reports what was not delivered.</summary>
        protected override void OnClose()
        {
            _closeClock = System.Diagnostics.Stopwatch.StartNew();
            Thread? worker;
            BoundedEventQueue? queue;
            lock (_lifecycle)
            {
                _closed = true;
                worker = _worker;
                queue = _queue;
            }

            if (queue != null && worker != null)
            {
                queue.BeginClose();
                if (worker != Thread.CurrentThread)
                {
                    bool stopped = JoinWorker(worker);
                    if (!stopped || _stopping!.IsCancellationRequested)
                    {
                        // Also when the worker honoured the cancellation and left within the grace period: it
                        // stops taking batches once cancelled, so events may still be queued.
                        GiveUp(queue, stopped);
                    }
                    else
                    {
                        CountLeftBehind(queue);
                    }
                }
            }

            ReportDrops(force: true);
            ReportFailures(force: true);
            _metered?.Unregister();
            base.OnClose();
        }

        /// <summary>
        /// The sink logging into its own appender (on the worker): queued, the event would make the worker wait for
        /// itself on a full queue, so it is dropped like any re-entrant event.
        /// </summary>
        private bool IsWorkerThread() => Thread.CurrentThread == _worker;

        private bool IsAcceptingEvents(int count)
        {
            if (!_closed)
            {
                return true;
            }

            ErrorHandler.Error($"Attempted to append to closed appender named [{Name}].");
            RecordDropped(count);
            return false;
        }

        private void Enqueue(LoggingEvent loggingEvent)
        {
            BoundedEventQueue? queue = Volatile.Read(ref _queue) ?? Start();
            if (queue == null)
            {
                RecordDropped(1);
                return;
            }

            loggingEvent.Fix = EffectiveFix;
            EnqueueOutcome outcome = queue.Enqueue(loggingEvent, _activePolicy, _activeEnqueueTimeout, out int evicted);
            bool queued = outcome == EnqueueOutcome.Enqueued || outcome == EnqueueOutcome.EnqueuedAfterEvictingOldest;
            int dropped = evicted + (queued ? 0 : 1);
            if (dropped > 0)
            {
                RecordDropped(dropped);
            }
        }

        private BoundedEventQueue? Start()
        {
            lock (_lifecycle)
            {
                if (_queue != null || _closed)
                {
                    return _queue;
                }

                new AsyncSettingsCheck(this, _reports.Describe()).Apply();
                _activeSettings = QueueSettings.Of(this);
                _activePolicy = OverflowPolicy;
                _activeBatchSize = BatchSize;
                _activeEnqueueTimeout = EnqueueTimeout;
                _reports.SetInterval(DropReportInterval);
                _stopping = new CancellationTokenSource();
                var queue = new BoundedEventQueue(BufferSize);
                _worker = new Thread(RunWorker)
                {
                    IsBackground = true,
                    Name = $"LogPerf {GetType().Name} [{Name}]",
                };
                Volatile.Write(ref _queue, queue);
                _metered = MeterRegistration.TryRegister(this, this);
                _worker.Start(queue);
                return queue;
            }
        }

        private void RunWorker(object? state)
        {
            var queue = (BoundedEventQueue)state!;
            CancellationToken token = _stopping!.Token;
            int idleWait = Math.Max(DropReportInterval, 1000);
            var batch = new EventBatch(_activeBatchSize);
            while (!token.IsCancellationRequested)
            {
                int taken = queue.Take(batch.Events, idleWait, out long batchEnd);
                if (taken < 0)
                {
                    break;
                }

                if (taken > 0)
                {
                    batch.Count = taken;
                    Deliver(batch, token);
                    batch.Clear();
                    if (queue.IsEmpty)
                    {
                        RunDrainedHook(token);
                    }

                    queue.Complete(batchEnd);
                }

                ReportDrops(force: false);
                ReportFailures(force: false);
            }
        }

        /// <summary>Hands a batch to AppendAsync; <see cref="DeliveryAccounting"/> counts each event of it once.</summary>
        private void Deliver(EventBatch batch, CancellationToken token)
        {
            if (!_accounting.BeginBatch(batch.Count))
            {
                // Taken just before Close gave up, after it emptied the queue: Close no longer waits for it.
                return;
            }

            _metered?.RecordBatch(batch.Count);
            long failedBefore = _accounting.Failed;
            long deliveredBefore = _accounting.Delivered;
            try
            {
                AppendAsync(batch, token).GetAwaiter().GetResult();
            }
            catch (Exception ex)
            {
                RecordFailedEvents(batch.Count, ex);
            }

            if (_accounting.EndBatch() is int abandoned)
            {
                // The sink Close gave up on returned after all: its batch is counted now, as it ended.
                long failed = _accounting.Failed - failedBefore;
                long delivered = _accounting.Delivered - deliveredBefore;
                ErrorHandler.Error(
                    $"{_reports.Describe()}: the sink that Close gave up on returned from its batch of {abandoned} event(s): " +
                    $"{delivered} delivered, {failed} failed, {abandoned - delivered - failed} counted otherwise by the sink.");
                ReportFailures(force: true);
            }
        }

        private void RunDrainedHook(CancellationToken token)
        {
            try
            {
                OnQueueDrainedAsync(token).GetAwaiter().GetResult();
            }
            catch (Exception ex)
            {
                _reports.DrainFailed(ex);
            }
        }

        /// <summary>
        /// Waits ShutdownTimeout for the worker, then cancels its token and waits the grace period. The token is cancelled
        /// on a thread of its own: cancellation runs the sink's registrations and, often, its awaiting code inline, which
        /// would otherwise run on the closing thread for as long as the sink likes.
        /// </summary>
        private bool JoinWorker(Thread worker)
        {
            if (worker.Join(ShutdownTimeout == -1 ? Timeout.Infinite : Math.Max(ShutdownTimeout, 0)))
            {
                return true;
            }

            CancellationTokenSource stopping = _stopping!;
            new Thread(stopping.Cancel) { IsBackground = true, Name = "LogPerf cancel after ShutdownTimeout" }.Start();
            return worker.Join(CancellationGraceMilliseconds);
        }

        /// <summary>
        /// Counts as dropped the queued events Close gave up on. The batch still inside a sink that did not return is
        /// counted when it returns (it may still write it); <paramref name="workerStopped"/>: the worker left within the
        /// grace period.
        /// </summary>
        private void GiveUp(BoundedEventQueue queue, bool workerStopped)
        {
            _abandoned = !workerStopped;
            int inFlight = _accounting.GiveUp(workerStillRunning: !workerStopped);
            int queued = queue.Abandon();
            _accounting.AddDropped(queued);
            string batch = workerStopped
                ? inFlight == 0 ? string.Empty : $"; {inFlight} event(s) of the batch the sink had not finished were dropped"
                : inFlight == 0 ? "; the sink is still running" : $"; the sink is still running: the {inFlight} event(s) of its batch are counted when it returns";
            ErrorHandler.Error(
                $"{_reports.Describe()}: Close gave up after ShutdownTimeout {ShutdownTimeout} ms; {queued} queued event(s) were dropped{batch}.");
        }

        /// <summary>
        /// The worker left because the queue was closed and empty, so nothing should be left; should an event still
        /// be there, it is counted as dropped and reported rather than lost silently.
        /// </summary>
        private void CountLeftBehind(BoundedEventQueue queue)
        {
            int left = queue.Abandon();
            if (left > 0)
            {
                _accounting.AddDropped(left);
                ErrorHandler.Error($"{_reports.Describe()}: {left} event(s) were still queued when the worker stopped; counted as dropped.");
            }
        }

        private void RecordDropped(int count)
        {
            _accounting.AddDropped(count);
            _reports.Dropped(count);
            ReportDrops(force: false);
        }

        private void ReportDrops(bool force) =>
            _reports.ReportDrops(force, _accounting, _activePolicy, Volatile.Read(ref _queue)?.Capacity ?? BufferSize, _activeEnqueueTimeout);

        private void ReportFailures(bool force) => _reports.ReportFailures(force, _accounting);
    }
}
