using LogPerf.Analyzers.Contracts;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Xml
{
    /// <summary>Text edits on XML that keep the user's formatting: indentation, line breaks, comments.</summary>
    public static class XmlTextEdits
    {
        /// <summary>
        /// Removes an element. When it stands alone on its lines, the whole lines go with it, so no blank line or
        /// stray indentation is left; otherwise only the element's own text is removed.
        /// </summary>
        public static TextChange RemoveElement(SourceText text, TextSpan element)
        {
            var firstLine = text.Lines.GetLineFromPosition(element.Start);
            var lastLine = text.Lines.GetLineFromPosition(element.End);
            var before = TextSpan.FromBounds(firstLine.Start, element.Start);
            var after = TextSpan.FromBounds(element.End, lastLine.End);
            if (IsBlank(text, before) && IsBlank(text, after))
            {
                return new TextChange(TextSpan.FromBounds(firstLine.Start, lastLine.EndIncludingLineBreak), string.Empty);
            }

            return new TextChange(element, string.Empty);
        }

        public static TextChange ReplaceValue(TextSpan valueSpan, string newValue) => new TextChange(valueSpan, Escape(newValue));

        /// <summary>
        /// Inserts <paramref name="element"/> (markup) as the first child of an element that has an end tag: on a line of
        /// its own, indented like the children, when the first child sits on a line of its own; else right after the
        /// start tag. Null for an empty element (<c>&lt;x /&gt;</c>), which has no content to insert into.
        /// </summary>
        public static TextChange? InsertFirstChild(SourceText text, LogPerf.Analyzers.Formats.ConfigNode node, string element) =>
            ChildInsertion.Into(node) is { } insertion ? InsertFirstChild(text, insertion, element) : null;

        /// <summary>As <see cref="InsertFirstChild(SourceText, LogPerf.Analyzers.Formats.ConfigNode, string)"/>, where an analyzer located the element.</summary>
        public static TextChange? InsertFirstChild(SourceText text, ChildInsertion at, string element)
        {
            if (at.StartTag.End >= at.Element.End || at.Element.End > text.Length)
            {
                return null;
            }

            var indent = XmlLayout.IndentOf(text, at.Element.Start) + XmlLayout.IndentUnit(text, at.Element.Start, at.FirstChild);
            var insert = at.FirstChild is { } child && text.Lines.GetLineFromPosition(child).LineNumber != text.Lines.GetLineFromPosition(at.StartTag.End).LineNumber
                ? $"{XmlLayout.NewLine(text)}{indent}{element}"
                : element;
            return new TextChange(new TextSpan(at.StartTag.End, 0), insert);
        }

        /// <summary>
        /// Text that reads back as <paramref name="value"/> inside an attribute value quoted either way, or as element
        /// text: markup characters as entities, and line breaks and tabs as character references, which attribute
        /// value normalization would otherwise turn into spaces.
        /// </summary>
        public static string Escape(string value)
        {
            var escaped = new System.Text.StringBuilder(value.Length);
            foreach (var c in value)
            {
                escaped.Append(c switch
                {
                    '&' => "&amp;",
                    '<' => "&lt;",
                    '>' => "&gt;",
                    '"' => "&quot;",
                    '\'' => "&apos;",
                    '\r' => "&#13;",
                    '\n' => "&#10;",
                    '\t' => "&#9;",
                    _ => c.ToString(),
                });
            }

            return escaped.ToString();
        }

        private static bool IsBlank(SourceText text, TextSpan span)
        {
            for (var i = span.Start; i < span.End; i++)
            {
                if (!char.IsWhiteSpace(text[i]))
                {
                    return false;
                }
            }

            return true;
        }
    }
}
