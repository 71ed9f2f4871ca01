using System;
using System.Collections.Generic;
using System.Globalization;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.NLog
{
    /// <summary>
    /// Wraps one XML target in <c>&lt;target name="x" xsi:type="AsyncWrapper"&gt;</c>: the wrapper takes the target's name
    /// (so rules keep writing to it) and the target is renamed (x_wrapped, the name async="true" gives it; NLog cannot
    /// load an unnamed compound target inside a wrapper). The target's lines move one indentation level deeper, except
    /// where whitespace means something: inside attribute values, text, CDATA and processing instructions.
    /// </summary>
    public sealed class AsyncWrapperInsertion
    {
        private readonly TextSpan _element;
        private readonly TextSpan _startTag;
        private readonly TextSpan _nameValue;
        private readonly int _groupStart;

        private AsyncWrapperInsertion(TextSpan element, TextSpan startTag, TextSpan nameValue, int groupStart)
        {
            _element = element;
            _startTag = startTag;
            _nameValue = nameValue;
            _groupStart = groupStart;
        }

        private enum Scan
        {
            Content,
            Tag,
            Quoted,
            Comment,
            CData,
            Instruction,
        }

        public TextSpan Element => _element;

        /// <summary>Reads "start,end,tagStart,tagEnd,nameStart,nameEnd,groupStart" as LP0201's analyzer writes it.</summary>
        public static AsyncWrapperInsertion? Parse(string? spans)
        {
            var parts = spans?.Split(',');
            if (parts is null || parts.Length != 7)
            {
                return null;
            }

            var numbers = new int[7];
            for (var i = 0; i < numbers.Length; i++)
            {
                if (!int.TryParse(parts[i], NumberStyles.None, CultureInfo.InvariantCulture, out numbers[i]))
                {
                    return null;
                }
            }

            return numbers[0] <= numbers[2] && numbers[2] <= numbers[4] && numbers[4] <= numbers[5] && numbers[5] <= numbers[3] && numbers[3] <= numbers[1]
                ? new AsyncWrapperInsertion(
                    TextSpan.FromBounds(numbers[0], numbers[1]), TextSpan.FromBounds(numbers[2], numbers[3]), TextSpan.FromBounds(numbers[4], numbers[5]), numbers[6])
                : null;
        }

        /// <param name="overflowAction">Written as the wrapper's overflowAction, or left to NLog's default (Discard) when null.</param>
        public IEnumerable<TextChange> Changes(SourceText text, string elementName, string name, string innerName, string typeAttribute, string? overflowAction)
        {
            var newLine = XmlLayout.NewLine(text);
            var indent = XmlLayout.IndentOf(text, _element.Start);
            var unit = XmlLayout.IndentUnit(text, _groupStart, _element.Start);
            var escapedName = XmlTextEdits.Escape(name);
            yield return new TextChange(
                new TextSpan(_element.Start, 0),
                $"<{elementName} name=\"{escapedName}\" {typeAttribute}=\"AsyncWrapper\"{(overflowAction is null ? string.Empty : $" overflowAction=\"{overflowAction}\"")}>{newLine}{indent}{unit}");

            foreach (var lineStart in IndentableLineStarts(text))
            {
                if (lineStart <= _nameValue.Start || lineStart > _nameValue.End)
                {
                    yield return new TextChange(new TextSpan(lineStart, 0), unit);
                }
            }

            yield return new TextChange(_nameValue, XmlTextEdits.Escape(innerName));
            yield return new TextChange(new TextSpan(_element.End, 0), $"{newLine}{indent}</{elementName}>");
        }

        /// <summary>Starts of the element's lines after its first where added indentation changes nothing NLog reads.</summary>
        private IEnumerable<int> IndentableLineStarts(SourceText text)
        {
            var state = Scan.Content;
            var quote = '\0';
            for (var i = _element.Start; i < _element.End; i++)
            {
                var c = text[i];
                if (c == '\n' || (c == '\r' && (i + 1 >= text.Length || text[i + 1] != '\n')))
                {
                    var next = i + 1;
                    if (next < _element.End && IsIndentable(text, next, state))
                    {
                        yield return next;
                    }

                    continue;
                }

                switch (state)
                {
                    case Scan.Content:
                        if (c == '<')
                        {
                            state = Starts(text, i, "<!--") ? Scan.Comment : Starts(text, i, "<![CDATA[") ? Scan.CData : Starts(text, i, "<?") ? Scan.Instruction : Scan.Tag;
                        }

                        break;
                    case Scan.Tag:
                        if (c == '"' || c == '\'')
                        {
                            quote = c;
                            state = Scan.Quoted;
                        }
                        else if (c == '>')
                        {
                            state = Scan.Content;
                        }

                        break;
                    case Scan.Quoted:
                        if (c == quote)
                        {
                            state = Scan.Tag;
                        }

                        break;
                    case Scan.Comment:
                        state = c == '>' && Ends(text, i, "-->") ? Scan.Content : state;
                        break;
                    case Scan.CData:
                        state = c == '>' && Ends(text, i, "]]>") ? Scan.Content : state;
                        break;
                    case Scan.Instruction:
                        state = c == '>' && Ends(text, i, "?>") ? Scan.Content : state;
                        break;
                }
            }
        }

        private static bool IsIndentable(SourceText text, int lineStart, Scan state)
        {
            var line = text.Lines.GetLineFromPosition(lineStart);
            var first = lineStart;
            while (first < line.End && (text[first] == ' ' || text[first] == '\t'))
            {
                first++;
            }

            if (first == line.End)
            {
                return false;
            }

            return state switch
            {
                Scan.Tag or Scan.Comment => true,
                Scan.Content => text[first] == '<' && !Starts(text, first, "<![CDATA["),
                _ => false,
            };
        }

        private static bool Starts(SourceText text, int at, string value)
        {
            if (at + value.Length > text.Length)
            {
                return false;
            }

            for (var i = 0; i < value.Length; i++)
            {
                if (text[at + i] != value[i])
                {
                    return false;
                }
            }

            return true;
        }

        private static bool Ends(SourceText text, int at, string value) => at - value.Length + 1 >= 0 && Starts(text, at - value.Length + 1, value);
    }
}
