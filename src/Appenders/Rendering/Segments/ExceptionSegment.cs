using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%exception without an option: the exception string and a line break, when there is one.</summary>
    internal sealed class ExceptionSegment : RenderSegment
    {
        public ExceptionSegment(PatternConverter converter)
            : base(converter)
        {
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            string? exception = loggingEvent.GetExceptionString();
            if (!string.IsNullOrEmpty(exception))
            {
                writer.WriteLine(exception);
            }
        }
    }
}
