using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// One conversion of a compiled pattern. Natively rendered conversions write their text and leave padding and
    /// truncation to this base class, which applies PatternConverter.Format's rules.
    /// </summary>
    internal abstract class RenderSegment
    {
        private readonly int _min;
        private readonly int _max;
        private readonly bool _leftAlign;
        private readonly bool _padded;

        protected RenderSegment()
        {
            _min = -1;
            _max = int.MaxValue;
        }

        protected RenderSegment(PatternConverter converter)
        {
            FormattingInfo formatting = converter.FormattingInfo;
            _min = formatting.Min;
            _max = formatting.Max;
            _leftAlign = formatting.LeftAlign;
            _padded = !(_min < 0 && _max == int.MaxValue);
        }

        /// <summary>Whether the conversion has a minimum or maximum width.</summary>
        protected bool IsPadded => _padded;

        /// <summary>Appends this conversion of <paramref name="loggingEvent"/> to <paramref name="scratch"/>'s text.</summary>
        public virtual void Render(LoggingEvent loggingEvent, RenderScratch scratch)
        {
            if (!_padded)
            {
                Write(loggingEvent, scratch.Text, scratch.UnpaddedWriter);
                return;
            }

            int start = scratch.Text.Length;
            Write(loggingEvent, scratch.Text, scratch.InvariantWriter);
            scratch.Text.Fit(start, _min, _max, _leftAlign);
        }

        /// <summary>
        /// Writes the unpadded text, to <paramref name="text"/> directly or through <paramref name="writer"/> (which appends
        /// to it and formats as the writer log4net would have used).
        /// </summary>
        protected abstract void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer);
    }
}
