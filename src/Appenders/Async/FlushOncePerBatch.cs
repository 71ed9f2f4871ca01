using System;
using System.Collections.Concurrent;
using System.Reflection;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Delivers a batch to a log4net <see cref="TextWriterAppender"/> (FileAppender, RollingFileAppender) whose
    /// ImmediateFlush is true so that its writer is flushed once, after the batch, instead of after every event.
    /// </summary>
    /// <remarks>
    /// log4net 3.x flushes per event even in bulk appends, and must not be flushed from outside its Append (a
    /// FileAppender's stream is locked only inside Append). So, holding the appender's own lock (the one its DoAppend
    /// takes) for the whole batch: ImmediateFlush is turned off for the events before the last one the appender
    /// accepts, and back on for that one, whose Append flushes the writer. Every event still goes through DoAppend
    /// (threshold, recursion guard, rolling checks, error handling). Other threads appending to the same appender
    /// wait for the lock, so they only ever append with ImmediateFlush on.
    /// Applies only where which event is the last accepted is known without asking a filter twice: no filter chain,
    /// and FilterEvent/IsAsSevereAsThreshold not overridden. Otherwise the events are appended one by one as log4net
    /// does (flushed each).
    /// </remarks>
    internal static class FlushOncePerBatch
    {
        private static readonly Func<AppenderSkeleton, object>? LockOf = CreateLockReader();
        private static readonly ConcurrentDictionary<Type, bool> StandardFiltering = new ConcurrentDictionary<Type, bool>();

        /// <summary>Whether <paramref name="target"/>'s batches are flushed once at their end by <see cref="Deliver"/>.</summary>
        public static bool Applies(IAppender target) =>
            LockOf != null
            && target is TextWriterAppender writer
            && writer.ImmediateFlush
            && writer.FilterHead == null
            && StandardFiltering.GetOrAdd(target.GetType(), HasStandardFiltering);

        /// <summary>
        /// Appends <paramref name="batch"/>[0, <paramref name="count"/>) through DoAppend, flushing once, after the last
        /// event the appender accepts. Falls back to one flush per event when <see cref="Applies"/> no longer holds.
        /// </summary>
        public static void Deliver(TextWriterAppender target, LoggingEvent[] batch, int count)
        {
            lock (LockOf!(target))
            {
                int last = Applies(target) ? LastAccepted(target, batch, count) : -1;
                if (last > 0)
                {
                    target.ImmediateFlush = false;
                    try
                    {
                        for (int i = 0; i < last; i++)
                        {
                            target.DoAppend(batch[i]);
                        }
                    }
                    finally
                    {
                        target.ImmediateFlush = true;
                    }
                }

                for (int i = Math.Max(last, 0); i < count; i++)
                {
                    target.DoAppend(batch[i]);
                }
            }
        }

        /// <summary>AppenderSkeleton.IsAsSevereAsThreshold: events without a level pass.</summary>
        private static int LastAccepted(AppenderSkeleton target, LoggingEvent[] batch, int count)
        {
            Level threshold = target.Threshold;
            for (int i = count - 1; i >= 0; i--)
            {
                Level? level = batch[i].Level;
                if (level is null || level >= threshold)
                {
                    return i;
                }
            }

            return -1;
        }

        private static bool HasStandardFiltering(Type type)
        {
            const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
            MethodInfo? filter = type.GetMethod("FilterEvent", Instance, null, new[] { typeof(LoggingEvent) }, null);
            MethodInfo? threshold = type.GetMethod("IsAsSevereAsThreshold", Instance, null, new[] { typeof(Level) }, null);
            PropertyInfo? head = type.GetProperty(nameof(AppenderSkeleton.FilterHead), Instance);
            return filter?.DeclaringType == typeof(AppenderSkeleton)
                && threshold?.DeclaringType == typeof(AppenderSkeleton)
                && head?.GetMethod?.DeclaringType == typeof(AppenderSkeleton);
        }

        /// <summary>AppenderSkeleton's protected LockObj (log4net 3.x), which DoAppend, Close and Flush lock.</summary>
        private static Func<AppenderSkeleton, object>? CreateLockReader()
        {
            MethodInfo? getter = typeof(AppenderSkeleton)
                .GetProperty("LockObj", BindingFlags.Instance | BindingFlags.NonPublic)?
                .GetGetMethod(nonPublic: true);
            return getter is null || getter.ReturnType != typeof(object)
                ? null
                : (Func<AppenderSkeleton, object>)Delegate.CreateDelegate(typeof(Func<AppenderSkeleton, object>), getter);
        }
    }
}
