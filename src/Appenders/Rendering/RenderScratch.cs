using System;
using System.Globalization;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// The buffers one appender renders and encodes an event in: nothing is allocated per event. Each appender owns one and
    /// uses it under its own serialization (AppenderSkeleton's lock, or its one worker), never one per thread: a message
    /// whose rendering logs to another appender on the same thread (a ToString that logs) would otherwise have that
    /// appender clear the line being rendered.
    /// </summary>
    internal sealed class RenderScratch
    {
        private const int MaxRetainedChars = 64 * 1024;

        public RenderScratch()
        {
            Text = new CharBuffer();
            Writer = new CharBufferWriter(Text, null);
            InvariantWriter = new CharBufferWriter(Text, CultureInfo.InvariantCulture);
            UnpaddedWriter = Writer;
        }

        /// <summary>The rendered text of the current event.</summary>
        public CharBuffer Text { get; }

        /// <summary>Writes into <see cref="Text"/> as the appender's writer would (current culture).</summary>
        public CharBufferWriter Writer { get; }

        /// <summary>
        /// What unpadded conversions write through for the render in progress: <see cref="Writer"/> for appenders that
        /// write to a stream, <see cref="InvariantWriter"/> for those that render to a string (log4net's
        /// RenderLoggingEvent(LoggingEvent) uses an invariant-culture writer).
        /// </summary>
        public CharBufferWriter UnpaddedWriter { get; set; }

        /// <summary>Writes into <see cref="Text"/> as PatternConverter's padding writer would (invariant culture).</summary>
        public CharBufferWriter InvariantWriter { get; }

        /// <summary>Encoded bytes of <see cref="Text"/>.</summary>
        public byte[] Bytes { get; private set; } = new byte[1024];

        /// <summary>Empties the buffers, to render as a stream appender does.</summary>
        public RenderScratch Begin()
        {
            Text.Trim(MaxRetainedChars);
            Text.Clear();
            UnpaddedWriter = Writer;
            return this;
        }

        /// <summary>Empties the buffers, to render as log4net renders an event to a string.</summary>
        public RenderScratch BeginString()
        {
            Begin();
            UnpaddedWriter = InvariantWriter;
            return this;
        }

        public byte[] BytesFor(int count)
        {
            if (Bytes.Length < count)
            {
                Bytes = new byte[Math.Max(count, Bytes.Length * 2)];
            }
            else if (Bytes.Length > 4 * MaxRetainedChars && count < MaxRetainedChars)
            {
                Bytes = new byte[Math.Max(1024, count)];
            }

            return Bytes;
        }
    }
}
