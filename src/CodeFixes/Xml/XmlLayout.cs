using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Xml
{
    /// <summary>The indentation and line breaks a document already uses, so inserted XML looks like the user's.</summary>
    public static class XmlLayout
    {
        public static string NewLine(SourceText text)
        {
            foreach (var line in text.Lines)
            {
                var breakLength = line.EndIncludingLineBreak - line.End;
                if (breakLength > 0)
                {
                    return text.ToString(new TextSpan(line.End, breakLength));
                }
            }

            return "\n";
        }

        /// <summary>The whitespace before the first non-blank character of the line holding <paramref name="position"/>.</summary>
        public static string IndentOf(SourceText text, int position)
        {
            var line = text.Lines.GetLineFromPosition(position);
            var end = line.Start;
            while (end < line.End && (text[end] == ' ' || text[end] == '\t'))
            {
                end++;
            }

            return text.ToString(TextSpan.FromBounds(line.Start, end));
        }

        /// <summary>One level of indentation: how much deeper the first child sits than its parent, or two spaces.</summary>
        public static string IndentUnit(SourceText text, int parentPosition, int? childPosition)
        {
            var parent = IndentOf(text, parentPosition);
            if (childPosition is { } child && text.Lines.GetLineFromPosition(child).LineNumber != text.Lines.GetLineFromPosition(parentPosition).LineNumber)
            {
                var childIndent = IndentOf(text, child);
                if (childIndent.Length > parent.Length && childIndent.StartsWith(parent, System.StringComparison.Ordinal))
                {
                    return childIndent.Substring(parent.Length);
                }
            }

            return parent.Contains("\t") ? "\t" : "  ";
        }
    }
}
