using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Reflection;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The worker's side of <see cref="AsyncForwardingAppender"/>: hands a batch to each target in the way that lets each
    /// event end delivered or failed with its cause, and keeps the per-batch state that needs (reused arrays, the staged
    /// writer, the failure probe). Worker thread only.
    /// </summary>
    /// <remarks>
    /// <list type="bullet">
    /// <item>LogPerf's own async appenders: one bulk call; they count what happens to each event themselves.</item>
    /// <item>log4net's TextWriterAppenders (FileAppender, RollingFileAppender): <see cref="FlushOncePerBatch"/>.</item>
    /// <item>Other log4net appenders (and subclasses) whose bulk append is log4net's default: one DoAppend per event, so an
    /// error the appender reports (to its ErrorHandler, observed through <see cref="ObservedErrorHandler"/>) costs that
    /// event only. log4net 3.x's bulk DoAppend does the same per event, but stops at the first failure.</item>
    /// <item>Appenders with a bulk append of their own: one bulk call; an error it reports or throws fails the call's
    /// events, since which of them were written is not known.</item>
    /// <item>Any other IAppender: one DoAppend per event; an exception fails that event.</item>
    /// </list>
    /// </remarks>
    internal sealed class TargetDelivery
    {
        private static readonly ConcurrentDictionary<Type, TargetKind> Kinds = new ConcurrentDictionary<Type, TargetKind>();
        private readonly Dictionary<FileAppender, string> _reopenPending = new Dictionary<FileAppender, string>();
        private int[] _acceptedIndexes = new int[0];

        private enum TargetKind
        {
            LogPerfAsync,
            Log4NetTextWriter,
            Log4NetPerEvent,
            Log4NetBulk,
            Bulk,
            PerEvent,
        }

        public BatchArrays Arrays { get; } = new BatchArrays();

        public StagedWriter Stage { get; } = new StagedWriter();

        public FailureProbe Probe { get; } = new FailureProbe();

        public BatchFailures Failures { get; } = new BatchFailures();

        /// <summary>Hands <paramref name="events"/>[0, <paramref name="count"/>) to <paramref name="target"/>, marking failed events in <see cref="Failures"/>.</summary>
        public void Deliver(IAppender target, LoggingEvent[] events, int count)
        {
            switch (Kinds.GetOrAdd(target.GetType(), KindOf))
            {
                case TargetKind.LogPerfAsync:
                    AppendBulk((IBulkAppender)target, events, count);
                    break;
                case TargetKind.Log4NetTextWriter:
                    ObservedErrorHandler.Ensure((AppenderSkeleton)target);
                    FlushOncePerBatch.Deliver((TextWriterAppender)target, events, count, this);
                    break;
                case TargetKind.Log4NetPerEvent:
                    ObservedErrorHandler.Ensure((AppenderSkeleton)target);
                    AppendEachObserved(target, events, count);
                    break;
                case TargetKind.Log4NetBulk:
                    ObservedErrorHandler.Ensure((AppenderSkeleton)target);
                    Probe.Open(target);
                    try
                    {
                        AppendBulk((IBulkAppender)target, events, count);
                    }
                    finally
                    {
                        if (Probe.Close())
                        {
                            Failures.FailRange(0, count, Probe.Cause);
                        }
                    }

                    break;
                case TargetKind.Bulk:
                    AppendBulk((IBulkAppender)target, events, count);
                    break;
                default:
                    for (int i = 0; i < count; i++)
                    {
                        try
                        {
                            target.DoAppend(events[i]);
                        }
                        catch (Exception e)
                        {
                            Failures.Fail(i, e);
                        }
                    }

                    break;
            }
        }

        /// <summary>One DoAppend per event, each observed: an error the appender reports fails that event.</summary>
        public void AppendEachObserved(IAppender target, LoggingEvent[] events, int count)
        {
            for (int i = 0; i < count; i++)
            {
                Probe.Open(target);
                try
                {
                    target.DoAppend(events[i]);
                }
                catch (Exception e)
                {
                    Failures.Fail(i, e);
                }
                finally
                {
                    if (Probe.Close())
                    {
                        Failures.Fail(i, Probe.Cause);
                    }
                }
            }
        }

        /// <summary>A reused array for the batch indexes of the events a target accepts.</summary>
        public int[] AcceptedIndexes(int count)
        {
            if (_acceptedIndexes.Length < count)
            {
                _acceptedIndexes = new int[count];
            }

            return _acceptedIndexes;
        }

        /// <summary>
        /// After a failed write: cuts the file back to its last whole event, where the locking model allows it. Returns
        /// whether it did (nothing of the failed write is left in the file).
        /// </summary>
        public bool Repair(TextWriterAppender target, long? lengthBeforeFailure)
        {
            if (!(lengthBeforeFailure is long length && target is FileAppender file && FileTargetRepair.Applies(target)
                && FileTargetRepair.OpenName(file) is string openName))
            {
                return false;
            }

            FailureProbe? suspended = FailureProbe.Suspend();
            try
            {
                bool cutBack = FileTargetRepair.Repair(file, openName, length, out bool reopened);
                if (!reopened)
                {
                    _reopenPending[file] = openName;
                }

                return cutBack;
            }
            finally
            {
                FailureProbe.Resume(suspended);
            }
        }

        /// <summary>Opens a file again that a repair could not reopen (the disk may have room again).</summary>
        public void ReopenIfRepairFailed(TextWriterAppender target)
        {
            if (_reopenPending.Count > 0 && target is FileAppender file && _reopenPending.TryGetValue(file, out string? openName)
                && Log4NetInternals.QuietWriterOf!(file) == null && FileTargetRepair.Reopen(file, openName))
            {
                _reopenPending.Remove(file);
            }
        }

        private void AppendBulk(IBulkAppender target, LoggingEvent[] events, int count)
        {
            try
            {
                Arrays.Append(target, events, count);
            }
            catch (Exception e)
            {
                Failures.FailRange(0, count, e);
            }
        }

        private static TargetKind KindOf(Type type)
        {
            if (typeof(AsyncAppenderSkeleton).IsAssignableFrom(type))
            {
                return TargetKind.LogPerfAsync;
            }

            if (!typeof(AppenderSkeleton).IsAssignableFrom(type))
            {
                return typeof(IBulkAppender).IsAssignableFrom(type) ? TargetKind.Bulk : TargetKind.PerEvent;
            }

            if (typeof(TextWriterAppender).IsAssignableFrom(type) && FlushOncePerBatch.Supported && FlushOncePerBatch.AppliesTo(type))
            {
                return TargetKind.Log4NetTextWriter;
            }

            return HasOwnBulkAppend(type) ? TargetKind.Log4NetBulk : TargetKind.Log4NetPerEvent;
        }

        /// <summary>
        /// Whether bulk appends of <paramref name="type"/> do something of their own: it re-implements IBulkAppender, or
        /// overrides <c>Append(IEnumerable&lt;LoggingEvent&gt;)</c>, which log4net 3.x's bulk DoAppend calls.
        /// </summary>
        private static bool HasOwnBulkAppend(Type type)
        {
            if (!BatchArrays.CopiesBulkAppends(type))
            {
                return true;
            }

            MethodInfo? append = type.GetMethod(
                "Append", BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public, null, new[] { typeof(IEnumerable<LoggingEvent>) }, null);
            return append != null && append.DeclaringType?.Assembly != typeof(AppenderSkeleton).Assembly;
        }
    }
}
