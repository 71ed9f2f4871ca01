using System;
using System.Collections.Generic;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
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
        public bool WaitForMessage(string fragment, TimeSpan timeout) =>
            ArrivingMessages.WaitFor(_messages, m => m.Contains(fragment, StringComparison.Ordinal), timeout);

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e) =>
            ArrivingMessages.Add(_messages, e is null ? message : $"{message} | {e.GetType().Name}: {e.Message}");
    }
}
