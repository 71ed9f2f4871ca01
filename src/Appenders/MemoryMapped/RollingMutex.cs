using System.Threading;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// log4net 3.5's RollingFileAppender takes a named, system-wide mutex around every append (to coordinate rolling
    /// between processes writing one file); on Linux that is most of an append's cost. A memory-mapped file has one
    /// writing process by contract (the journal is per file), and the appender's own lock already serializes appends
    /// and rolls in the process, so the mutex is released and dropped. The field is private (<see cref="Log4NetInternals.RollingMutexOf"/>);
    /// when the loaded log4net has no such field, nothing changes.
    /// </summary>
    internal static class RollingMutex
    {
        /// <summary>Whether the loaded log4net has the per-append mutex this class removes.</summary>
        internal static bool Present => Log4NetInternals.RollingMutexOf != null && Log4NetInternals.SetRollingMutex != null;

        internal static void Drop(RollingFileAppender appender)
        {
            if (Present && Log4NetInternals.RollingMutexOf!(appender) is { } mutex)
            {
                Log4NetInternals.SetRollingMutex!(appender, null);
                mutex.Dispose();
            }
        }

        /// <summary>For tests: whether <paramref name="appender"/> still holds a rolling mutex.</summary>
        internal static bool IsHeld(RollingFileAppender appender) => Log4NetInternals.RollingMutexOf?.Invoke(appender) is Mutex;
    }
}
