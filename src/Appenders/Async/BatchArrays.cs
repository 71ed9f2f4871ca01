using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Arrays of exactly a batch's length for <see cref="IBulkAppender.DoAppend(LoggingEvent[])"/>, reused per length for
    /// appenders whose bulk DoAppend is known not to keep the array (log4net's AppenderSkeleton copies the events into a
    /// list; LogPerf's async appenders queue them one by one); a fresh array for any other. Worker thread only.
    /// </summary>
    internal sealed class BatchArrays
    {
        private static readonly ConcurrentDictionary<Type, bool> KeepsNoReference = new ConcurrentDictionary<Type, bool>();
        private readonly Dictionary<int, LoggingEvent[]> _byLength = new Dictionary<int, LoggingEvent[]>();
        private LoggingEvent[] _scratch = new LoggingEvent[0];

        /// <summary>A reused array of at least <paramref name="length"/> elements.</summary>
        public LoggingEvent[] Scratch(int length)
        {
            if (_scratch.Length < length)
            {
                _scratch = new LoggingEvent[length];
            }

            return _scratch;
        }

        /// <summary>
        /// A reused array of exactly <paramref name="count"/> elements holding <paramref name="source"/>[0, count), for an
        /// appender that does not keep it; clear it after use.
        /// </summary>
        public LoggingEvent[] Exact(LoggingEvent[] source, int count)
        {
            if (!_byLength.TryGetValue(count, out LoggingEvent[]? exact))
            {
                exact = new LoggingEvent[count];
                _byLength[count] = exact;
            }

            Array.Copy(source, exact, count);
            return exact;
        }

        /// <summary>Hands <paramref name="events"/>[0, <paramref name="count"/>) to <paramref name="target"/> as one array.</summary>
        public void Append(IBulkAppender target, LoggingEvent[] events, int count)
        {
            if (!CopiesBulkAppends(target.GetType()))
            {
                var fresh = new LoggingEvent[count];
                Array.Copy(events, fresh, count);
                target.DoAppend(fresh);
                return;
            }

            LoggingEvent[] exact = Exact(events, count);
            try
            {
                target.DoAppend(exact);
            }
            finally
            {
                Array.Clear(exact, 0, count);
            }
        }

        /// <summary>Whether bulk DoAppend of <paramref name="type"/> is log4net's AppenderSkeleton's or LogPerf's (neither keeps the array).</summary>
        internal static bool CopiesBulkAppends(Type type) => KeepsNoReference.GetOrAdd(type, HasKnownBulkAppend);

        private static bool HasKnownBulkAppend(Type type)
        {
            Type declaring = type.GetInterfaceMap(typeof(IBulkAppender)).TargetMethods[0].DeclaringType!;
            return declaring == typeof(AppenderSkeleton) || declaring == typeof(AsyncAppenderSkeleton);
        }
    }
}
