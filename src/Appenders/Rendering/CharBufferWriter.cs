using System;
using System.Globalization;
using System.IO;
using System.Text;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// The TextWriter converters and renderers write into during a render: appends to a <see cref="CharBuffer"/>.
    /// Formats like the writer log4net would have handed them: the appender's StreamWriter (current culture) for
    /// unpadded conversions, PatternConverter's invariant-culture StringWriter for padded ones.
    /// </summary>
    internal sealed class CharBufferWriter : TextWriter
    {
        private readonly CharBuffer _buffer;
        private readonly IFormatProvider? _provider;

        public CharBufferWriter(CharBuffer buffer, IFormatProvider? provider)
        {
            _buffer = buffer;
            _provider = provider;
        }

        public override Encoding Encoding => Encoding.Unicode;

        public override IFormatProvider FormatProvider => _provider ?? CultureInfo.CurrentCulture;

        public override void Write(char value) => _buffer.Append(value);

        public override void Write(string? value) => _buffer.Append(value);

        public override void Write(char[] buffer, int index, int count) => _buffer.Append(buffer, index, count);

        public override void Write(char[]? buffer)
        {
            if (buffer != null)
            {
                _buffer.Append(buffer, 0, buffer.Length);
            }
        }
    }
}
