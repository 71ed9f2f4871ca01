using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%level / %p: the level's display name; padded or truncated ones are kept per level (a few at most).</summary>
    internal sealed class LevelSegment : RenderSegment
    {
        private const int MaxCached = 16;
        private volatile Fitted[] _fitted = new Fitted[0];

        public LevelSegment(PatternConverter converter)
            : base(converter)
        {
        }

        public override void Render(LoggingEvent loggingEvent, RenderScratch scratch)
        {
            if (!IsPadded)
            {
                Write(loggingEvent, scratch.Text, scratch.UnpaddedWriter);
                return;
            }

            Level? level = loggingEvent.Level;
            Fitted[] fitted = _fitted;
            foreach (Fitted entry in fitted)
            {
                if (ReferenceEquals(entry.Level, level))
                {
                    scratch.Text.Append(entry.Text);
                    return;
                }
            }

            int start = scratch.Text.Length;
            base.Render(loggingEvent, scratch);
            if (level is not null && fitted.Length < MaxCached)
            {
                var more = new Fitted[fitted.Length + 1];
                fitted.CopyTo(more, 0);
                more[fitted.Length] = new Fitted(level, new string(scratch.Text.Chars, start, scratch.Text.Length - start));
                _fitted = more;
            }
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            Level? level = loggingEvent.Level;
            if (level is not null)
            {
                text.Append(level.DisplayName);
            }
        }

        private sealed class Fitted
        {
            public Fitted(Level level, string text)
            {
                Level = level;
                Text = text;
            }

            public Level Level { get; }

            public string Text { get; }
        }
    }
}
