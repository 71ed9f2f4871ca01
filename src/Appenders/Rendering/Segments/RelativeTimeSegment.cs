using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%timestamp / %r: milliseconds since the process started, in invariant digits.</summary>
    internal sealed class RelativeTimeSegment : RenderSegment
    {
        public RelativeTimeSegment(PatternConverter converter)
            : base(converter)
        {
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            long millis = (long)(loggingEvent.TimeStampUtc.ToUniversalTime() - LoggingEvent.StartTimeUtc.ToUniversalTime()).TotalMilliseconds;
            if (millis < 0)
            {
                text.Append(System.Globalization.NumberFormatInfo.InvariantInfo.NegativeSign);
                if (millis == long.MinValue)
                {
                    text.Append("9223372036854775808");
                    return;
                }

                millis = -millis;
            }

            text.AppendDigits(millis);
        }
    }
}
