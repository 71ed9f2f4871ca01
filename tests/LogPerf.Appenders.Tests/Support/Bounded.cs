using System;
using System.Threading;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>Runs an action on its own background thread and waits a bounded time for it.</summary>
    public static class Bounded
    {
        public static Thread Start(Action action, string name = "bounded")
        {
            var thread = new Thread(() => action()) { IsBackground = true, Name = name };
            thread.Start();
            return thread;
        }

        /// <summary>True when <paramref name="action"/> finished within <paramref name="millisecondsTimeout"/>.</summary>
        public static bool Run(Action action, int millisecondsTimeout) => Start(action).Join(millisecondsTimeout);
    }
}
