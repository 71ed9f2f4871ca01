using System;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Turns one event's priority, identity, time and rendered message into encoded syslog messages: one, or
    /// one per line with <see cref="SyslogNewLineHandling.Split"/>, and none for an empty message, as log4net.
    /// The identity is written as given (see <see cref="SyslogIdentity"/>). Used by one thread at a time.
    /// </summary>
    internal sealed class SyslogMessageFormatter
    {
        private readonly SyslogHeader _header;
        private readonly SyslogMessageEncoder _encoder;
        private readonly SyslogNewLineHandling _newLines;
        private readonly SyslogTextRules _rules;
        private readonly StringBuilder _builder = new StringBuilder(256);

        public SyslogMessageFormatter(SyslogHeader header, SyslogMessageEncoder encoder, SyslogNewLineHandling newLines, SyslogTextRules rules)
        {
            _header = header;
            _encoder = encoder;
            _newLines = newLines;
            _rules = rules;
        }

        public long Truncated => _encoder.Truncated;

        public void Format(int priority, string? identity, DateTime timeStampUtc, string message, SyslogBatch into, int eventIndex) =>
            Format(priority, identity, timeStampUtc, message.ToCharArray(), message.Length, into, eventIndex);

        /// <summary>As <see cref="Format(int, string?, DateTime, string, SyslogBatch, int)"/>, for message[0, length).</summary>
        public void Format(int priority, string? identity, DateTime timeStampUtc, char[] message, int length, SyslogBatch into, int eventIndex)
        {
            int index = 0;
            while (index < length)
            {
                _builder.Length = 0;
                _header.Append(_builder, priority, identity, timeStampUtc);
                SyslogMessageText.AppendNext(message, length, ref index, _builder, _newLines, _rules);
                into.Add(_encoder.Encode(_builder), eventIndex);
            }
        }
    }
}
