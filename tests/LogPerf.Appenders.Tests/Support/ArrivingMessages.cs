using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>
    /// Waits for an ErrorHandler message that a background thread reports when it gets to it (the worker after it counted
    /// a batch, a transport's retry), not before the call the test made returns. The handlers add to their list under a
    /// lock on it and pulse it.
    /// </summary>
    internal static class ArrivingMessages
    {
        /// <summary>True once <paramref name="messages"/> holds one that matches, false when <paramref name="timeout"/> passed first.</summary>
        public static bool WaitFor<T>(List<T> messages, Func<T, bool> matches, TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            lock (messages)
            {
                while (!messages.Exists(m => matches(m)))
                {
                    TimeSpan left = timeout - clock.Elapsed;
                    if (left <= TimeSpan.Zero)
                    {
                        return false;
                    }

                    Monitor.Wait(messages, left);
                }

                return true;
            }
        }

        /// <summary>Adds <paramref name="message"/> and wakes the threads waiting in <see cref="WaitFor"/>.</summary>
        public static void Add<T>(List<T> messages, T message)
        {
            lock (messages)
            {
                messages.Add(message);
                Monitor.PulseAll(messages);
            }
        }
    }
}
