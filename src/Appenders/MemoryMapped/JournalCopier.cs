using System;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The thread that appends a journal's committed text to its log file: every interval, and at once when the writer
    /// asks (the journal is half full), so the appending thread itself only copies when the journal is completely full.
    /// </summary>
    internal sealed class JournalCopier : IDisposable
    {
        private readonly Action _copy;
        private readonly int _intervalMillis;
        private readonly AutoResetEvent _wake = new AutoResetEvent(false);
        private readonly Thread _thread;
        private volatile bool _stopping;
        private int _requested;

        public JournalCopier(Action copy, int intervalMillis, string name)
        {
            _copy = copy;
            _intervalMillis = intervalMillis;
            _thread = new Thread(Run) { IsBackground = true, Name = name };
            _thread.Start();
        }

        /// <summary>Wakes the copier unless a wake-up is already pending: one system call per request, not per event.</summary>
        public void Request()
        {
            if (Volatile.Read(ref _requested) == 0 && Interlocked.Exchange(ref _requested, 1) == 0)
            {
                _wake.Set();
            }
        }

        /// <summary>Stops the thread and waits for a copy in progress to end.</summary>
        public void Dispose()
        {
            _stopping = true;
            _wake.Set();
            if (Thread.CurrentThread != _thread)
            {
                _thread.Join();
            }

            _wake.Dispose();
        }

        private void Run()
        {
            while (!_stopping)
            {
                _wake.WaitOne(_intervalMillis);
                Volatile.Write(ref _requested, 0);
                if (!_stopping)
                {
                    _copy();
                }
            }
        }
    }
}
