using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    /// <summary>Finds the exact extent of tags and attributes in the raw text from the reader's line info.</summary>
    internal sealed class XmlSourceScanner
    {
        private readonly SourceText _text;

        public XmlSourceScanner(SourceText text) => _text = text;

        public int Length => _text.Length;

        /// <summary>Converts 1-based XML line info to an offset, clamped to the text.</summary>
        public int Offset(int line, int column)
        {
            if (line < 1 || line > _text.Lines.Count)
            {
                return _text.Length;
            }

            var start = _text.Lines[line - 1].Start;
            var offset = start + column - 1;
            return offset < 0 ? 0 : offset > _text.Length ? _text.Length : offset;
        }

        /// <summary>The index just past the '&gt;' that closes the tag starting before <paramref name="from"/>.</summary>
        public int TagEnd(int from)
        {
            char quote = '\0';
            for (var i = from; i < _text.Length; i++)
            {
                var c = _text[i];
                if (quote != '\0')
                {
                    if (c == quote)
                    {
                        quote = '\0';
                    }
                }
                else if (c == '"' || c == '\'')
                {
                    quote = c;
                }
                else if (c == '>')
                {
                    return i + 1;
                }
            }

            return _text.Length;
        }

        public bool IsEmptyElementTag(int tagEnd) => tagEnd >= 2 && _text[tagEnd - 1] == '>' && _text[tagEnd - 2] == '/';

        /// <summary>The spans of an attribute whose name starts at <paramref name="nameStart"/>.</summary>
        public (TextSpan Span, TextSpan ValueSpan) Attribute(int nameStart)
        {
            var i = nameStart;
            while (i < _text.Length && _text[i] != '=')
            {
                i++;
            }

            while (i < _text.Length && _text[i] != '"' && _text[i] != '\'')
            {
                i++;
            }

            if (i >= _text.Length)
            {
                return (TextSpan.FromBounds(nameStart, _text.Length), new TextSpan(_text.Length, 0));
            }

            var quote = _text[i];
            var valueStart = i + 1;
            var valueEnd = valueStart;
            while (valueEnd < _text.Length && _text[valueEnd] != quote)
            {
                valueEnd++;
            }

            var end = valueEnd < _text.Length ? valueEnd + 1 : valueEnd;
            return (TextSpan.FromBounds(nameStart, end), TextSpan.FromBounds(valueStart, valueEnd));
        }
    }
}
