using System;
using System.Collections.Generic;
using System.Linq;
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

        public void Error(string message, Exception? e, ErrorCode errorCode) => Add(message, e);

        public void Error(string message, Exception? e) => Add(message, e);

        public void Error(string message) => Add(message, null);

        private void Add(string message, Exception? e)
        {
            lock (_messages)
            {
                _messages.Add(e is null ? message : $"{message} | {e.GetType().Name}: {e.Message}");
            }
        }
    }
}
