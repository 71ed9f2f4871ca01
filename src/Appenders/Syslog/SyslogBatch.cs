using System;
using System.Collections.Generic;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Encoded syslog messages waiting to be sent together, stored back to back in one reused buffer, with what the
    /// transport learnt of each: not sent yet, failed, sent (without confirmation), or acknowledged by the receiver. An
    /// event may have several messages (NewLineHandling Split); <see cref="CountEvents"/> says how the events ended.
    /// </summary>
    internal sealed class SyslogBatch
    {
        private readonly List<Message> _messages = new List<Message>();
        private byte[] _buffer = new byte[4096];
        private int _length;

        public int Count => _messages.Count;

        public ArraySegment<byte> this[int index]
        {
            get
            {
                Message message = _messages[index];
                return new ArraySegment<byte>(_buffer, message.Offset, message.Count);
            }
        }

        /// <summary>
        /// Messages sent before this batch's or earlier in it that the transport learnt were lost (UDP "port
        /// unreachable"); which event each belonged to is not known, so they are counted as failed events of this batch.
        /// </summary>
        public int LostEarlier { get; private set; }

        /// <summary>Why the last message marked failed failed, if the transport said.</summary>
        public Exception? FailureCause { get; private set; }

        public void MarkLostEarlier() => LostEarlier++;

        /// <summary>Adds a message of the event at <paramref name="eventIndex"/> in the appender's batch.</summary>
        public void Add(ArraySegment<byte> message, int eventIndex)
        {
            if (_buffer.Length < _length + message.Count)
            {
                Array.Resize(ref _buffer, Math.Max(_length + message.Count, _buffer.Length * 2));
            }

            Buffer.BlockCopy(message.Array!, message.Offset, _buffer, _length, message.Count);
            _messages.Add(new Message(_length, message.Count, eventIndex));
            _length += message.Count;
        }

        public MessageState StateOf(int messageIndex) => _messages[messageIndex].State;

        public void Mark(int messageIndex, MessageState state)
        {
            Message message = _messages[messageIndex];
            message.State = state;
            _messages[messageIndex] = message;
        }

        public void MarkFailed(int messageIndex, Exception? cause)
        {
            Mark(messageIndex, MessageState.Failed);
            if (cause != null)
            {
                FailureCause = cause;
            }
        }

        /// <summary>Marks every message still in <paramref name="from"/> as <paramref name="to"/>.</summary>
        public void MarkAll(MessageState from, MessageState to)
        {
            for (int i = 0; i < _messages.Count; i++)
            {
                if (_messages[i].State == from)
                {
                    Mark(i, to);
                }
            }
        }

        /// <summary>
        /// How the events with messages in this batch ended: failed when any of their messages failed, acknowledged when
        /// all were, sent when all were at least sent; the rest were not (all) sent.
        /// </summary>
        public EventStates CountEvents()
        {
            var states = new EventStates();
            int i = 0;
            while (i < _messages.Count)
            {
                int eventIndex = _messages[i].Event;
                MessageState weakest = MessageState.Acknowledged;
                bool failed = false;
                for (; i < _messages.Count && _messages[i].Event == eventIndex; i++)
                {
                    MessageState state = _messages[i].State;
                    failed |= state == MessageState.Failed;
                    if (state < weakest)
                    {
                        weakest = state;
                    }
                }

                if (failed)
                {
                    states.Failed++;
                }
                else if (weakest == MessageState.Acknowledged)
                {
                    states.Acknowledged++;
                }
                else if (weakest == MessageState.Sent)
                {
                    states.Sent++;
                }
                else
                {
                    states.NotSent++;
                }
            }

            return states;
        }

        public void Clear()
        {
            _messages.Clear();
            LostEarlier = 0;
            FailureCause = null;
            _length = 0;
        }

        /// <summary>How the events of a batch ended, by <see cref="CountEvents"/>.</summary>
        internal struct EventStates
        {
            public int NotSent;
            public int Failed;
            public int Sent;
            public int Acknowledged;
        }

        private struct Message
        {
            public Message(int offset, int count, int eventIndex)
            {
                Offset = offset;
                Count = count;
                Event = eventIndex;
                State = MessageState.NotSent;
            }

            public int Offset { get; }

            public int Count { get; }

            public int Event { get; }

            public MessageState State { get; set; }
        }
    }

    /// <summary>What the transport knows of one message; ordered from least to most known.</summary>
    internal enum MessageState : byte
    {
        NotSent,
        Failed,
        Sent,
        Acknowledged,
    }
}
