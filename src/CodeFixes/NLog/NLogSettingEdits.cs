using System.Text;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.NLog;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.NLog
{
    /// <summary>
    /// Sets one NLog setting in XML or JSON the way the user writes the file: a replaced value keeps its quotes and
    /// form; a new attribute goes on its own line, indented like the last one, when the element puts attributes on
    /// lines of their own, else after the last attribute; a new JSON member goes after the last one, on its own line
    /// when the object is on several lines. Values are escaped for where they land.
    /// </summary>
    public static class NLogSettingEdits
    {
        /// <param name="isLiteral">JSON only: write the value unquoted (true, 42) when inserting or replacing a literal.</param>
        public static TextChange Set(SourceText text, NLogSettingEdit edit, string name, string value, bool isLiteral)
        {
            if (edit.Insertion is not { } insertion)
            {
                return new TextChange(edit.ValueSpan, edit.Form switch
                {
                    NLogSettingForm.JsonString => JsonString(value),
                    NLogSettingForm.JsonLiteral => isLiteral ? value : JsonString(value),
                    _ => XmlTextEdits.Escape(value),
                });
            }

            return insertion.IsJson
                ? InsertJsonMember(text, insertion, JsonString(name) + ": " + (isLiteral ? value : JsonString(value)))
                : InsertXmlAttribute(text, insertion, name + "=\"" + XmlTextEdits.Escape(value) + "\"");
        }

        public static string JsonString(string value)
        {
            var builder = new StringBuilder(value.Length + 2).Append('"');
            foreach (var c in value)
            {
                switch (c)
                {
                    case '"': builder.Append("\\\""); break;
                    case '\\': builder.Append("\\\\"); break;
                    case '\n': builder.Append("\\n"); break;
                    case '\r': builder.Append("\\r"); break;
                    case '\t': builder.Append("\\t"); break;
                    default:
                        if (c < ' ')
                        {
                            builder.Append("\\u").Append(((int)c).ToString("x4", System.Globalization.CultureInfo.InvariantCulture));
                        }
                        else
                        {
                            builder.Append(c);
                        }

                        break;
                }
            }

            return builder.Append('"').ToString();
        }

        /// <summary>Escapes text for inside an existing JSON string's quotes.</summary>
        public static string JsonStringContent(string value)
        {
            var quoted = JsonString(value);
            return quoted.Substring(1, quoted.Length - 2);
        }

        private static TextChange InsertXmlAttribute(SourceText text, NLogInsertion insertion, string attribute)
        {
            var afterLine = text.Lines.GetLineFromPosition(insertion.After);
            var tagLine = text.Lines.GetLineFromPosition(insertion.Container.Start);
            return afterLine.LineNumber != tagLine.LineNumber
                ? new TextChange(new TextSpan(insertion.After, 0), XmlLayout.NewLine(text) + XmlLayout.IndentOf(text, insertion.After) + attribute)
                : new TextChange(new TextSpan(insertion.After, 0), " " + attribute);
        }

        private static TextChange InsertJsonMember(SourceText text, NLogInsertion insertion, string member)
        {
            var objectLine = text.Lines.GetLineFromPosition(insertion.Container.Start).LineNumber;
            var isEmpty = insertion.After == insertion.Container.Start + 1;
            var isMultiLine = text.Lines.GetLineFromPosition(insertion.After).LineNumber != objectLine
                || text.Lines.GetLineFromPosition(insertion.Container.End).LineNumber != objectLine;
            if (isEmpty)
            {
                return new TextChange(new TextSpan(insertion.After, 0), " " + member + " ");
            }

            return isMultiLine && text.Lines.GetLineFromPosition(insertion.After).LineNumber != objectLine
                ? new TextChange(new TextSpan(insertion.After, 0), "," + XmlLayout.NewLine(text) + XmlLayout.IndentOf(text, insertion.After) + member)
                : new TextChange(new TextSpan(insertion.After, 0), ", " + member);
        }
    }
}
