using System;
using System.Collections.Generic;

namespace LogPerf.Appenders
{
    /// <summary>Encoded syslog messages waiting to be sent together, stored back to back in one reused buffer.</summary>
    internal sealed class SyslogBatch
    {
        private readonly List<(int Offset, int Count, int Event)> _messages = new List<(int, int, int)>();
        private readonly List<int> _failedEvents = new List<int>();
        private byte[] _buffer = new byte[4096];
        private int _length;

        public int Count => _messages.Count;

        public ArraySegment<byte> this[int index]
        {
            get
            {
                (int offset, int count, _) = _messages[index];
                return new ArraySegment<byte>(_buffer, offset, count);
            }
        }

        /// <summary>Events (by the index given to <see cref="Add"/>) with at least one message given up.</summary>
        public int FailedEvents => _failedEvents.Count;

        /// <summary>
        /// Messages sent before this batch's or earlier in it that the transport learnt were lost (UDP "port
        /// unreachable"); which event each belonged to is not known, so they are counted as failed events of this batch.
        /// </summary>
        public int LostEarlier { get; private set; }

        public void MarkLostEarlier() => LostEarlier++;

        /// <summary>Adds a message of the event at <paramref name="eventIndex"/> in the appender's batch.</summary>
        public void Add(ArraySegment<byte> message, int eventIndex)
        {
            if (_buffer.Length < _length + message.Count)
            {
                Array.Resize(ref _buffer, Math.Max(_length + message.Count, _buffer.Length * 2));
            }

            Buffer.BlockCopy(message.Array!, message.Offset, _buffer, _length, message.Count);
            _messages.Add((_length, message.Count, eventIndex));
            _length += message.Count;
        }

        public void MarkFailed(int messageIndex)
        {
            int eventIndex = _messages[messageIndex].Event;
            if (_failedEvents.Count == 0 || _failedEvents[_failedEvents.Count - 1] != eventIndex)
            {
                _failedEvents.Add(eventIndex);
            }
        }

        public void Clear()
        {
            _messages.Clear();
            _failedEvents.Clear();
            LostEarlier = 0;
            _length = 0;
        }
    }
}
