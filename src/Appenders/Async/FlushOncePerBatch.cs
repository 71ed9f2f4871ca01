using System;
using System.Collections.Concurrent;
using System.IO;
using System.Reflection;
using log4net.Appender;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Delivers a batch to a log4net <see cref="TextWriterAppender"/> (FileAppender, RollingFileAppender) through its own
    /// bulk append, <c>Append(LoggingEvent[])</c>: one rolling check, one stream lock and one flush per batch, all inside
    /// the appender's Append, under its lock. The appender renders into a <see cref="StagedWriter"/>, so that each event
    /// ends delivered or failed, and the file holds whole events only.
    /// </summary>
    /// <remarks>
    /// log4net 3.x's <c>DoAppend(LoggingEvent[])</c> no longer reaches that override (it appends, checks rolling and
    /// flushes event by event), and a FileAppender must not be flushed from outside its Append. So this does what
    /// <c>DoAppend(LoggingEvent[])</c> does, holding the appender's lock: refuse when closed (through DoAppend, which
    /// reports it), honour the recursion guard, ask <c>FilterEvent</c> for each event, <c>PreAppendCheck</c>, then call
    /// <c>Append(LoggingEvent[])</c> with the accepted events. An appender with ImmediateFlush=false is switched to true for
    /// that call only (nobody else can append while the lock is held), so its batch is written at the batch's end too.
    /// <list type="bullet">
    /// <item>When rendering throws (a layout or converter that fails), the staged text is discarded and the accepted events
    /// are appended again one at a time: the event that throws again is counted failed, the others are written once.</item>
    /// <item>When writing the staged text fails (a full disk), the file is cut back to its length before the batch and
    /// reopened (<see cref="FileTargetRepair"/>), so no part of the batch stays, and the events are appended again one at a
    /// time until one fails to be written: that one and the rest are counted failed with the cause. A nearly full disk
    /// thus takes what fits, as log4net alone would, without the cut line log4net leaves.</item>
    /// </list>
    /// Applies only to appenders whose Append overloads are log4net's (a subclass that overrides one gets its events one by
    /// one, through DoAppend), and only when the loaded log4net has the members used.
    /// </remarks>
    internal static class FlushOncePerBatch
    {
        private static readonly ConcurrentDictionary<Type, TypeShape> Shapes = new ConcurrentDictionary<Type, TypeShape>();

        private enum Outcome
        {
            Written,

            /// <summary>The layout threw: nothing of the call reached the file.</summary>
            RenderFailed,

            /// <summary>Writing failed and the file was cut back: nothing of the call is left in it.</summary>
            WriteFailedCutBack,

            /// <summary>Writing failed (or may have) and part of the call may be in the file.</summary>
            WriteFailed,
            NotWritten,
        }

        /// <summary>Whether the members used exist in the loaded log4net.</summary>
        internal static bool Supported => Log4NetInternals.BatchPathSupported;

        /// <summary>Whether <paramref name="target"/>'s batches go through its bulk Append, flushed once at their end.</summary>
        public static bool Applies(IAppender target) =>
            Supported && target is TextWriterAppender && Shape(target.GetType()).AppendsAreLog4Nets;

        /// <summary>Whether appenders of <paramref name="type"/> (a TextWriterAppender) take this path.</summary>
        public static bool AppliesTo(Type type) => Shape(type).AppendsAreLog4Nets;

        /// <summary>
        /// Appends <paramref name="batch"/>[0, <paramref name="count"/>) as log4net's DoAppend(LoggingEvent[]) would if it
        /// reached Append(LoggingEvent[]), marking in the worker's <paramref name="work"/> the events that failed.
        /// </summary>
        public static void Deliver(TextWriterAppender target, LoggingEvent[] batch, int count, TargetDelivery work)
        {
            lock (Log4NetInternals.LockOf!(target))
            {
                if (Log4NetInternals.IsClosed!(target) || Log4NetInternals.InAppend!(target))
                {
                    // Closed: DoAppend reports it as log4net does, and each event fails. Inside its own Append: DoAppend
                    // ignores it, as log4net's recursion guard does.
                    work.AppendEachObserved(target, batch, count);
                    return;
                }

                Log4NetInternals.SetInAppend!(target, true);
                try
                {
                    work.ReopenIfRepairFailed(target);
                    DeliverAccepted(target, batch, count, work);
                }
                finally
                {
                    Log4NetInternals.SetInAppend!(target, false);
                }
            }
        }

        private static void DeliverAccepted(TextWriterAppender target, LoggingEvent[] batch, int count, TargetDelivery work)
        {
            FailureProbe probe = work.Probe;
            LoggingEvent[] accepted = work.Arrays.Scratch(count);
            int[] index = work.AcceptedIndexes(count);
            int n = 0;
            probe.Open(target);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    if (Log4NetInternals.FilterEvent!(target, batch[i]))
                    {
                        index[n] = i;
                        accepted[n++] = batch[i];
                    }
                }

                if (n > 0 && !Log4NetInternals.PreAppendCheck!(target))
                {
                    // log4net reported why (no file open, writer closed); the events are lost, as they would be without us.
                    for (int j = 0; j < n; j++)
                    {
                        work.Failures.Fail(index[j], probe.Cause ?? NothingWritten(target));
                    }

                    n = 0;
                }
            }
            finally
            {
                probe.Close();
            }

            try
            {
                if (n > 0)
                {
                    AppendAll(target, accepted, index, n, work);
                }
            }
            finally
            {
                Array.Clear(accepted, 0, n);
            }
        }

        private static void AppendAll(TextWriterAppender target, LoggingEvent[] accepted, int[] index, int n, TargetDelivery work)
        {
            LoggingEvent[] exact = work.Arrays.Exact(accepted, n);
            Outcome outcome;
            Exception? cause;
            try
            {
                // A render failure of the whole batch is not reported: the events are appended again one at a time below,
                // and the one that fails then is reported as log4net reports it.
                outcome = AppendStaged(target, exact, work, reportRenderFailure: n == 1, out cause);
            }
            finally
            {
                Array.Clear(exact, 0, n);
            }

            if (outcome == Outcome.Written)
            {
                return;
            }

            if (n == 1 || !(outcome == Outcome.RenderFailed || outcome == Outcome.WriteFailedCutBack))
            {
                for (int j = 0; j < n; j++)
                {
                    work.Failures.Fail(index[j], cause);
                }

                return;
            }

            // Nothing of the batch is in the file (the text was discarded, or the file cut back): append the events one at a
            // time, so that only the ones that cannot be rendered fail, and a nearly full disk still takes what fits. A
            // failed write that could not be cut back fails the whole batch: appending again could write part of it twice.
            LoggingEvent[] single = work.Arrays.Exact(accepted, 1);
            try
            {
                for (int j = 0; j < n; j++)
                {
                    single[0] = accepted[j];
                    outcome = AppendStaged(target, single, work, reportRenderFailure: true, out cause);
                    if (outcome == Outcome.WriteFailed || outcome == Outcome.WriteFailedCutBack)
                    {
                        // The file cannot take more now: the rest of the batch fails with the same cause.
                        for (int k = j; k < n; k++)
                        {
                            work.Failures.Fail(index[k], cause);
                        }

                        return;
                    }

                    if (outcome != Outcome.Written)
                    {
                        work.Failures.Fail(index[j], cause);
                    }
                }
            }
            finally
            {
                single[0] = null!;
            }
        }

        /// <summary>One call of the appender's bulk Append with its writer staged; says whether the events reached the file.</summary>
        private static Outcome AppendStaged(TextWriterAppender target, LoggingEvent[] events, TargetDelivery work, bool reportRenderFailure, out Exception? cause)
        {
            FailureProbe probe = work.Probe;
            StagedWriter stage = work.Stage;
            bool immediate = target.ImmediateFlush;
            QuietTextWriter? quiet = null;
            TextWriter? real = null;
            long? countBefore = null;
            Exception? thrown = null;
            probe.Open(target);
            try
            {
                if (target is RollingFileAppender rolling && Shape(target.GetType()).RollCheckIsLog4Nets)
                {
                    // Roll first, so that the writer staged is the one the batch is rendered into; the check inside Append
                    // then finds nothing to do.
                    Log4NetInternals.AdjustFileBeforeAppend!(rolling);
                }

                quiet = Log4NetInternals.QuietWriterOf!(target);
                real = quiet == null ? null : Log4NetInternals.InnerWriterOf!(quiet);
                if (quiet != null && real != null)
                {
                    countBefore = (quiet as CountingQuietTextWriter)?.Count;
                    stage.Arm(real);
                    Log4NetInternals.SetInnerWriter!(quiet, stage);
                }

                if (!immediate)
                {
                    target.ImmediateFlush = true;
                }

                try
                {
                    Log4NetInternals.AppendBulk!(target, events);
                }
                catch (Exception e) when (!(e is OutOfMemoryException))
                {
                    thrown = e;
                }
                finally
                {
                    if (!immediate)
                    {
                        target.ImmediateFlush = false;
                    }

                    if (quiet != null && real != null && ReferenceEquals(Log4NetInternals.InnerWriterOf!(quiet), stage))
                    {
                        Log4NetInternals.SetInnerWriter!(quiet, real);
                    }
                }

                return Classify(target, events.Length, work, quiet, real, countBefore, thrown, reportRenderFailure, out cause);
            }
            finally
            {
                stage.Disarm();
                probe.Close();
            }
        }

        private static Outcome Classify(
            TextWriterAppender target,
            int events,
            TargetDelivery work,
            QuietTextWriter? quiet,
            TextWriter? real,
            long? countBefore,
            Exception? thrown,
            bool reportRenderFailure,
            out Exception? cause)
        {
            StagedWriter stage = work.Stage;
            FailureProbe probe = work.Probe;
            if (stage.CommitFailure is { } writeFailure)
            {
                cause = writeFailure;
                ReportToTarget(target, $"Failed to write a batch of {events} event(s); the file is cut back to its last whole event.", writeFailure, ErrorCode.WriteFailure);
                return work.Repair(target, stage.LengthBeforeFailure) ? Outcome.WriteFailedCutBack : Outcome.WriteFailed;
            }

            if (thrown != null)
            {
                cause = thrown;
                if (reportRenderFailure || stage.TargetClosed || real == null)
                {
                    ReportToTarget(target, events == 1 ? "Failed in DoAppend" : "Failed in Bulk DoAppend", thrown, ErrorCode.GenericFailure);
                }

                if (stage.TargetClosed || real == null)
                {
                    // The file rolled inside Append, so the events went to the new file unstaged: some may be in it.
                    // They are counted failed rather than appended again, which could write them twice.
                    return Outcome.WriteFailed;
                }

                if (countBefore is long count && quiet is CountingQuietTextWriter counting)
                {
                    counting.Count = count; // the discarded text never reached the file
                }

                return Outcome.RenderFailed;
            }

            if (stage.Committed || (stage.TargetClosed && !probe.Reported))
            {
                cause = null;
                return Outcome.Written;
            }

            // Append returned without writing (no writer, the file lock not taken): log4net reported why, or nothing.
            cause = probe.Cause ?? NothingWritten(target);
            return Outcome.NotWritten;
        }

        /// <summary>Reports to the appender's own ErrorHandler what log4net would have reported, without counting it twice.</summary>
        private static void ReportToTarget(TextWriterAppender target, string message, Exception exception, ErrorCode code)
        {
            FailureProbe? suspended = FailureProbe.Suspend();
            try
            {
                target.ErrorHandler.Error(message, exception, code);
            }
            finally
            {
                FailureProbe.Resume(suspended);
            }
        }

        private static Exception NothingWritten(IAppender target) =>
            new AppenderReportedException(target.Name, "the appender wrote nothing and reported no error", ErrorCode.GenericFailure, null);

        private static TypeShape Shape(Type type) => Shapes.GetOrAdd(type, t => new TypeShape(t));

        /// <summary>Which of a type's appending members are log4net's own.</summary>
        private sealed class TypeShape
        {
            public TypeShape(Type type)
            {
                const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public;
                Assembly log4net = typeof(AppenderSkeleton).Assembly;
                bool IsLog4Nets(string name, Type[] parameters) =>
                    type.GetMethod(name, Instance, null, parameters, null)?.DeclaringType?.Assembly == log4net;

                AppendsAreLog4Nets = IsLog4Nets("Append", new[] { typeof(LoggingEvent) }) && IsLog4Nets("Append", new[] { typeof(LoggingEvent[]) });
                RollCheckIsLog4Nets = typeof(RollingFileAppender).IsAssignableFrom(type)
                    && Log4NetInternals.AdjustFileBeforeAppend != null
                    && IsLog4Nets("AdjustFileBeforeAppend", Type.EmptyTypes);
            }

            /// <summary>Both Append overloads are log4net's (no subclass adds per-event behaviour).</summary>
            public bool AppendsAreLog4Nets { get; }

            /// <summary>A RollingFileAppender whose rolling check is log4net's, so running it once more before Append is harmless.</summary>
            public bool RollCheckIsLog4Nets { get; }
        }
    }
}
