using System;
using System.Globalization;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>Per-thread buffers for rendering and encoding one event: nothing is allocated per event.</summary>
    internal sealed class RenderScratch
    {
        private const int MaxRetainedChars = 64 * 1024;

        [ThreadStatic]
        private static RenderScratch? t_current;

        private RenderScratch()
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

        /// <summary>This thread's scratch, emptied, rendering as a stream appender does.</summary>
        public static RenderScratch Begin()
        {
            RenderScratch scratch = t_current ??= new RenderScratch();
            scratch.Text.Trim(MaxRetainedChars);
            scratch.Text.Clear();
            scratch.UnpaddedWriter = scratch.Writer;
            return scratch;
        }

        /// <summary>This thread's scratch, emptied, rendering as log4net renders an event to a string.</summary>
        public static RenderScratch BeginString()
        {
            RenderScratch scratch = Begin();
            scratch.UnpaddedWriter = scratch.InvariantWriter;
            return scratch;
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
