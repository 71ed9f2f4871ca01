using System;
using System.Collections.Concurrent;
using System.Linq.Expressions;
using System.Reflection;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Delivers a batch to a log4net <see cref="TextWriterAppender"/> (FileAppender, RollingFileAppender) whose
    /// ImmediateFlush is true through its own bulk append, <c>Append(LoggingEvent[])</c>: one rolling check, one stream
    /// lock and one flush per batch, all inside the appender's Append, under its lock.
    /// </summary>
    /// <remarks>
    /// log4net 3.x's <c>DoAppend(LoggingEvent[])</c> no longer reaches that override (it passes a list to
    /// <c>Append(IEnumerable)</c>, which appends, checks rolling and flushes event by event), and a FileAppender must not
    /// be flushed from outside its Append. So this does what <c>DoAppend(LoggingEvent[])</c> does, holding the appender's
    /// lock: refuse when closed (through DoAppend, which reports it), honour the recursion guard, ask
    /// <c>FilterEvent</c> for each event, <c>PreAppendCheck</c>, then call <c>Append(LoggingEvent[])</c> with the accepted
    /// events, reporting an exception as "Failed in Bulk DoAppend". ImmediateFlush is never changed, so other writers of
    /// the appender see nothing different. Applies only to appenders whose Append overloads are log4net's own (a
    /// subclass that overrides one gets its events one by one), and only when the loaded log4net has the members used.
    /// </remarks>
    internal static class FlushOncePerBatch
    {
        private static readonly Func<AppenderSkeleton, object>? LockOf = Getter<object>(Property("LockObj"));
        private static readonly Func<AppenderSkeleton, bool>? IsClosed = Getter<bool>(Field("_isClosed"));
        private static readonly Func<AppenderSkeleton, bool>? InAppend = Getter<bool>(Field("_recursiveGuard"));
        private static readonly Action<AppenderSkeleton, bool>? SetInAppend = Setter(Field("_recursiveGuard"));
        private static readonly Func<AppenderSkeleton, LoggingEvent, bool>? FilterEvent =
            Method<Func<AppenderSkeleton, LoggingEvent, bool>>("FilterEvent", typeof(LoggingEvent));

        private static readonly Func<AppenderSkeleton, bool>? PreAppendCheck = Method<Func<AppenderSkeleton, bool>>("PreAppendCheck");
        private static readonly Action<AppenderSkeleton, LoggingEvent[]>? AppendBulk =
            Method<Action<AppenderSkeleton, LoggingEvent[]>>("Append", typeof(LoggingEvent[]));

        private static readonly ConcurrentDictionary<Type, bool> Log4NetAppends = new ConcurrentDictionary<Type, bool>();

        /// <summary>Whether the members used exist in the loaded log4net.</summary>
        internal static bool Supported =>
            LockOf != null && IsClosed != null && InAppend != null && SetInAppend != null && FilterEvent != null && PreAppendCheck != null && AppendBulk != null;

        /// <summary>Whether <paramref name="target"/>'s batches go through its bulk Append, flushed once at their end.</summary>
        public static bool Applies(IAppender target) =>
            Supported
            && target is TextWriterAppender writer
            && writer.ImmediateFlush
            && Log4NetAppends.GetOrAdd(target.GetType(), AppendsAreLog4Nets);

        /// <summary>
        /// Appends <paramref name="batch"/>[0, <paramref name="count"/>) as log4net's DoAppend(LoggingEvent[]) would if it
        /// reached Append(LoggingEvent[]); the worker's <paramref name="arrays"/> provide the arrays, reused.
        /// </summary>
        public static void Deliver(TextWriterAppender target, LoggingEvent[] batch, int count, BatchArrays arrays)
        {
            lock (LockOf!(target))
            {
                if (IsClosed!(target) || InAppend!(target) || !Applies(target))
                {
                    // Closed: DoAppend reports it as log4net does. Inside its own Append: DoAppend ignores it. Changed
                    // meanwhile (ImmediateFlush off): one by one, as configured.
                    for (int i = 0; i < count; i++)
                    {
                        target.DoAppend(batch[i]);
                    }

                    return;
                }

                SetInAppend!(target, true);
                try
                {
                    LoggingEvent[] accepted = arrays.Scratch(count);
                    int n = 0;
                    for (int i = 0; i < count; i++)
                    {
                        if (FilterEvent!(target, batch[i]))
                        {
                            accepted[n++] = batch[i];
                        }
                    }

                    if (n > 0 && PreAppendCheck!(target))
                    {
                        LoggingEvent[] exact = arrays.Exact(accepted, n);
                        try
                        {
                            AppendBulk!(target, exact);
                        }
                        finally
                        {
                            Array.Clear(exact, 0, n);
                        }
                    }

                    Array.Clear(accepted, 0, n);
                }
                catch (Exception ex) when (!(ex is OutOfMemoryException || ex is StackOverflowException))
                {
                    target.ErrorHandler.Error("Failed in Bulk DoAppend", ex);
                }
                finally
                {
                    SetInAppend!(target, false);
                }
            }
        }

        /// <summary>Both Append overloads of <paramref name="type"/> are log4net's (no subclass adds per-event behaviour).</summary>
        private static bool AppendsAreLog4Nets(Type type)
        {
            const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public;
            Assembly log4net = typeof(AppenderSkeleton).Assembly;
            return type.GetMethod("Append", Instance, null, new[] { typeof(LoggingEvent) }, null)?.DeclaringType?.Assembly == log4net
                && type.GetMethod("Append", Instance, null, new[] { typeof(LoggingEvent[]) }, null)?.DeclaringType?.Assembly == log4net;
        }

        private static MemberInfo? Property(string name) =>
            typeof(AppenderSkeleton).GetProperty(name, BindingFlags.Instance | BindingFlags.NonPublic);

        private static FieldInfo? Field(string name) =>
            typeof(AppenderSkeleton).GetField(name, BindingFlags.Instance | BindingFlags.NonPublic) is { } field && field.FieldType == typeof(bool) ? field : null;

        private static Func<AppenderSkeleton, T>? Getter<T>(MemberInfo? member)
        {
            if (member is null || (member is PropertyInfo p && p.PropertyType != typeof(T)))
            {
                return null;
            }

            ParameterExpression appender = Expression.Parameter(typeof(AppenderSkeleton), "appender");
            return Expression.Lambda<Func<AppenderSkeleton, T>>(Expression.MakeMemberAccess(appender, member), appender).Compile();
        }

        private static Action<AppenderSkeleton, bool>? Setter(FieldInfo? field)
        {
            if (field is null)
            {
                return null;
            }

            ParameterExpression appender = Expression.Parameter(typeof(AppenderSkeleton), "appender");
            ParameterExpression value = Expression.Parameter(typeof(bool), "value");
            return Expression.Lambda<Action<AppenderSkeleton, bool>>(Expression.Assign(Expression.Field(appender, field), value), appender, value).Compile();
        }

        /// <summary>An open delegate to a protected virtual method of AppenderSkeleton: calls dispatch to the override.</summary>
        private static TDelegate? Method<TDelegate>(string name, params Type[] parameters)
            where TDelegate : Delegate
        {
            MethodInfo? method = typeof(AppenderSkeleton).GetMethod(name, BindingFlags.Instance | BindingFlags.NonPublic, null, parameters, null);
            return method is null ? null : (TDelegate?)Delegate.CreateDelegate(typeof(TDelegate), method, throwOnBindFailure: false);
        }
    }
}
