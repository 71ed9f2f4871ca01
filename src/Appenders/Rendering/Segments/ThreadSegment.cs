using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%thread / %t: the event's thread name.</summary>
    internal sealed class ThreadSegment : RenderSegment
    {
        public ThreadSegment(PatternConverter converter)
            : base(converter)
        {
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer) => text.Append(loggingEvent.ThreadName);
    }
}
