using System;
using System.Collections.Generic;
using log4net.Core;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>Keeps every ErrorHandler message (log4net's default handler reports only the first).</summary>
    internal sealed class ErrorRecorder : IErrorHandler
    {
        private readonly List<string> _messages = new List<string>();

        public IReadOnlyList<string> Messages
        {
            get
            {
                lock (_messages)
                {
                    return _messages.ToArray();
                }
            }
        }

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e)
        {
            lock (_messages)
            {
                _messages.Add(e is null ? message : message + " | " + e.GetType().Name + ": " + e.Message);
            }
        }
    }
}
