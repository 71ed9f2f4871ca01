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

        /// <summary>Escapes text for an attribute value in double quotes (or element content).</summary>
        internal static string Escape(string value) =>
            value.Replace("&", "&amp;").Replace("\"", "&quot;").Replace("<", "&lt;");

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
