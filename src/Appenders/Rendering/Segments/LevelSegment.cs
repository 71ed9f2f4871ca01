using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%level / %p: the level's display name.</summary>
    internal sealed class LevelSegment : RenderSegment
    {
        public LevelSegment(PatternConverter converter)
            : base(converter)
        {
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            Level? level = loggingEvent.Level;
            if (level is not null)
            {
                text.Append(level.DisplayName);
            }
        }
    }
}
