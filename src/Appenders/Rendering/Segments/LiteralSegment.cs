using System.IO;
using log4net.Core;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>Literal text and %newline: LiteralPatternConverter writes its Option and ignores padding.</summary>
    internal sealed class LiteralSegment : RenderSegment
    {
        private readonly string? _text;

        public LiteralSegment(string? text)
        {
            _text = text;
        }

        public override void Render(LoggingEvent loggingEvent, RenderScratch scratch) => scratch.Text.Append(_text);

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer) => text.Append(_text);
    }
}
