using System;
using System.Collections.Generic;
using LogPerf.Analyzers.Contracts;
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
        private readonly TargetWrap _wrap;
        private readonly TextSpan _element;
        private readonly TextSpan _nameValue;

        public AsyncWrapperInsertion(TargetWrap wrap)
        {
            _wrap = wrap;
            _element = wrap.Element;
            _nameValue = wrap.NameValue;
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

        /// <param name="overflowAction">Written as the wrapper's overflowAction, or left to NLog's default (Discard) when null.</param>
        public IEnumerable<TextChange> Changes(SourceText text, string elementName, string? overflowAction)
        {
            var (name, innerName, typeAttribute) = (_wrap.Name, _wrap.InnerName, _wrap.TypeAttribute);
            var newLine = XmlLayout.NewLine(text);
            var indent = XmlLayout.IndentOf(text, _element.Start);
            var unit = XmlLayout.IndentUnit(text, _wrap.GroupStart, _element.Start);
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
