using System;
using System.Collections.Generic;
using System.Linq;
using log4net.Core;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>An IErrorHandler that keeps every message (the default one reports only the first).</summary>
    public sealed class CapturingErrorHandler : IErrorHandler
    {
        private readonly List<(string Message, Exception? Exception)> _errors = new List<(string, Exception?)>();

        public IReadOnlyList<(string Message, Exception? Exception)> Errors
        {
            get
            {
                lock (_errors)
                {
                    return _errors.ToList();
                }
            }
        }

        public IReadOnlyList<string> Messages => Errors.Select(error => error.Message).ToList();

        /// <summary>
        /// Waits until a message containing <paramref name="fragment"/> has arrived, or <paramref name="timeout"/> has
        /// passed: what the worker reports comes when the worker gets to it, not when the caller's wait returns.
        /// </summary>
        public bool WaitForMessage(string fragment, TimeSpan timeout) =>
            ArrivingMessages.WaitFor(_errors, error => error.Message.Contains(fragment, StringComparison.Ordinal), timeout);

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e) => ArrivingMessages.Add(_errors, (message, e));
    }
}
