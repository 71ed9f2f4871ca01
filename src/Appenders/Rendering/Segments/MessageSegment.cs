using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%message / %m: the event renders itself, exactly as MessagePatternConverter asks it to.</summary>
    internal sealed class MessageSegment : RenderSegment
    {
        public MessageSegment(PatternConverter converter)
            : base(converter)
        {
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer) => loggingEvent.WriteRenderedMessage(writer);
    }
}
