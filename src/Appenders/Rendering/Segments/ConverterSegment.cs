using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// A conversion not rendered natively (location, identity, NDC, custom converters, …): log4net's own converter
    /// formats it, padding included, into the render buffer.
    /// </summary>
    internal sealed class ConverterSegment : RenderSegment
    {
        private readonly PatternConverter _converter;

        public ConverterSegment(PatternConverter converter)
        {
            _converter = converter;
        }

        public override void Render(LoggingEvent loggingEvent, RenderScratch scratch) => _converter.Format(scratch.UnpaddedWriter, loggingEvent);

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer) => _converter.Format(writer, loggingEvent);
    }
}
