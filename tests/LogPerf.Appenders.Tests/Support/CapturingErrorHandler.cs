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

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e)
        {
            lock (_errors)
            {
                _errors.Add((message, e));
            }
        }
    }
}
