using System.Globalization;
using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// Where a fix inserts a new first child into an XML element: the element, its start tag, and where its first child
    /// starts (none when it has no child element), which is all the insertion needs to match the element's layout.
    /// Written only for an element with an end tag.
    /// </summary>
    /// <remarks>
    /// Only the element is a span (an additional location); the start tag and the first child are written as offsets from
    /// the element's start. A config of 50,000 buffers gets 50,000 of these diagnostics: a location each costs a line
    /// lookup and an object the diagnostic keeps alive, while offsets that repeat across like elements share one interned
    /// set of properties (<see cref="SharedProperties"/>).
    /// </remarks>
    public sealed class ChildInsertion
    {
        private const string ElementKey = "InsertElement";

        /// <summary>The start tag as "offset,length", its offset counted from the element's start.</summary>
        private const string StartTagKey = "InsertStartTag";

        /// <summary>The first child's start, counted from the element's start.</summary>
        private const string FirstChildKey = "InsertFirstChild";

        public ChildInsertion(TextSpan element, TextSpan startTag, int? firstChild)
        {
            Element = element;
            StartTag = startTag;
            FirstChild = firstChild;
        }

        public TextSpan Element { get; }

        public TextSpan StartTag { get; }

        public int? FirstChild { get; }

        /// <summary>Where a first child goes into <paramref name="node"/>; null for an element the parser did not see end.</summary>
        public static ChildInsertion? Into(Formats.ConfigNode node) =>
            node.IsComplete ? new ChildInsertion(node.Span, node.StartTagSpan, node.Children.Length > 0 ? node.Children[0].Span.Start : null) : null;

        public FixData WriteTo(FixData data)
        {
            data = data.WithSpan(ElementKey, Element).With(StartTagKey, Offset(StartTag.Start) + "," + Number(StartTag.Length));
            return FirstChild is { } child ? data.With(FirstChildKey, Offset(child)) : data;
        }

        /// <summary>The insertion, when its spans are there and nest as a start tag and a child inside an element do.</summary>
        public static ChildInsertion? Read(FixDataReader data) => TryRead(data, out var insertion) ? insertion : null;

        /// <summary>
        /// True with the insertion when it reads, true with null when none was written, false when one was written that does
        /// not read (a span or offset missing, malformed or out of place).
        /// </summary>
        public static bool TryRead(FixDataReader data, out ChildInsertion? insertion)
        {
            insertion = null;
            if (data.Value(ElementKey) is null && data.Value(StartTagKey) is null && data.Value(FirstChildKey) is null)
            {
                return true;
            }

            if (!data.TrySpan(ElementKey, out var element)
                || !TryStartTag(data.Value(StartTagKey), out var tagOffset, out var tagLength)
                || tagOffset != 0 || tagLength > element.Length)
            {
                return false;
            }

            int? child = null;
            if (data.Value(FirstChildKey) is { } childText)
            {
                if (!TryNumber(childText, out var childOffset) || childOffset < tagLength || childOffset > element.Length)
                {
                    return false;
                }

                child = element.Start + childOffset;
            }

            insertion = new ChildInsertion(element, new TextSpan(element.Start, tagLength), child);
            return true;
        }

        private string Offset(int position) => Number(position - Element.Start);

        /// <summary>Invariant digits; a negative number (a start tag or child before the element) writes a '-' that does not read back.</summary>
        private static string Number(int value) => value.ToString(CultureInfo.InvariantCulture);

        private static bool TryStartTag(string? text, out int offset, out int length)
        {
            offset = length = 0;
            var comma = text?.IndexOf(',') ?? -1;
            return comma >= 0 && TryNumber(text!.Substring(0, comma), out offset) && TryNumber(text.Substring(comma + 1), out length);
        }

        private static bool TryNumber(string text, out int value) => int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out value);
    }
}
