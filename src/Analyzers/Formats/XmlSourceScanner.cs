using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>Finds the exact extent of tags and attributes in the raw text from the reader's line info.</summary>
    internal sealed class XmlSourceScanner
    {
        private static readonly char[] LineBreaks = { '\r', '\n' };
        private static readonly char[] Quotes = { '"', '\'' };

        private readonly string _text;
        private readonly int[] _xmlLineStarts;

        /// <param name="content">The text of the file (SourceText's own indexer costs a call per character).</param>
        public XmlSourceScanner(string content)
        {
            _text = content;
            _xmlLineStarts = XmlLineStarts(content);
        }

        /// <summary>
        /// Converts the reader's 1-based line info to an offset, clamped to the text. Lines are counted as XML counts
        /// them (CR LF, CR, LF), not as SourceText does: U+0085, U+2028 and U+2029 break lines for Roslyn only.
        /// </summary>
        public int Offset(int line, int column)
        {
            if (line < 1 || line > _xmlLineStarts.Length)
            {
                return _text.Length;
            }

            var offset = _xmlLineStarts[line - 1] + column - 1;
            return offset < 0 ? 0 : offset > _text.Length ? _text.Length : offset;
        }

        private static int[] XmlLineStarts(string content)
        {
            // IndexOfAny runs over the text many characters at a time: a config of 15 MB on one line is read in one call.
            var starts = new System.Collections.Generic.List<int> { 0 };
            for (var i = content.IndexOfAny(LineBreaks); i >= 0; i = content.IndexOfAny(LineBreaks, i + 1))
            {
                if (content[i] == '\r' && i + 1 < content.Length && content[i + 1] == '\n')
                {
                    i++;
                }

                starts.Add(i + 1);
            }

            return starts.ToArray();
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

        /// <summary>The spans of an attribute whose name starts at <paramref name="nameStart"/>.</summary>
        public (TextSpan Span, TextSpan ValueSpan) Attribute(int nameStart)
        {
            var equals = nameStart < _text.Length ? _text.IndexOf('=', nameStart) : -1;
            var i = equals < 0 ? -1 : _text.IndexOfAny(Quotes, equals);
            if (i < 0)
            {
                return (TextSpan.FromBounds(nameStart, _text.Length), new TextSpan(_text.Length, 0));
            }

            var quote = _text[i];
            var valueStart = i + 1;
            var valueEnd = valueStart < _text.Length ? _text.IndexOf(quote, valueStart) : -1;
            if (valueEnd < 0)
            {
                valueEnd = _text.Length;
            }

            var end = valueEnd < _text.Length ? valueEnd + 1 : valueEnd;
            return (TextSpan.FromBounds(nameStart, end), TextSpan.FromBounds(valueStart, valueEnd));
        }
    }
}
