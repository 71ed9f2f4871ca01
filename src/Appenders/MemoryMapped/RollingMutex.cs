using System.Linq;
using System.Reflection;
using System.Threading;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// log4net 3.5's RollingFileAppender takes a named, system-wide mutex around every append (to coordinate rolling
    /// between processes writing one file); on Linux that is most of an append's cost. A memory-mapped file has one
    /// writing process by contract (the journal is per file), and the appender's own lock already serializes appends
    /// and rolls in the process, so the mutex is released and dropped. Found by its type, since the field is private;
    /// when the loaded log4net has no such field, nothing changes.
    /// </summary>
    internal static class RollingMutex
    {
        private static readonly FieldInfo? Field = typeof(RollingFileAppender)
            .GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.DeclaredOnly)
            .Where(f => f.FieldType == typeof(Mutex))
            .ToArray() is { Length: 1 } fields ? fields[0] : null;

        /// <summary>Whether the loaded log4net has the per-append mutex this class removes.</summary>
        internal static bool Present => Field != null;

        internal static void Drop(RollingFileAppender appender)
        {
            if (Field?.GetValue(appender) is Mutex mutex)
            {
                Field.SetValue(appender, null);
                mutex.Dispose();
            }
        }

        /// <summary>For tests: whether <paramref name="appender"/> still holds a rolling mutex.</summary>
        internal static bool IsHeld(RollingFileAppender appender) => Field?.GetValue(appender) is Mutex;
    }
}
