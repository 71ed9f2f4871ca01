using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>Keeps every ErrorHandler message (public so XML can name it in <c>&lt;errorHandler type="…"/&gt;</c>).</summary>
    public sealed class RecordingErrorHandler : IErrorHandler
    {
        private readonly List<string> _messages = new List<string>();

        public IReadOnlyList<string> Messages
        {
            get
            {
                lock (_messages)
                {
                    return _messages.ToList();
                }
            }
        }

        /// <summary>
        /// Waits until a message containing <paramref name="fragment"/> has arrived, or <paramref name="timeout"/> has
        /// passed: failures the worker thread reports come when the worker gets to them, not when the caller returns.
        /// </summary>
        public bool WaitForMessage(string fragment, TimeSpan timeout)
        {
            var deadline = DateTime.UtcNow + timeout;
            lock (_messages)
            {
                while (!_messages.Any(m => m.Contains(fragment, StringComparison.Ordinal)))
                {
                    TimeSpan left = deadline - DateTime.UtcNow;
                    if (left <= TimeSpan.Zero)
                    {
                        return false;
                    }

                    Monitor.Wait(_messages, left);
                }

                return true;
            }
        }

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e)
        {
            lock (_messages)
            {
                _messages.Add(e is null ? message : $"{message} | {e.GetType().Name}: {e.Message}");
                Monitor.PulseAll(_messages);
            }
        }
    }
}
