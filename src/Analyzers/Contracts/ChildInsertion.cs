using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// Where a fix inserts a new first child into an XML element: the element, its start tag, and where its first child
    /// starts (none when it has no child element), which is all the insertion needs to match the element's layout.
    /// Written only for an element with an end tag.
    /// </summary>
    public sealed class ChildInsertion
    {
        private const string ElementKey = "InsertElement";
        private const string StartTagKey = "InsertStartTag";
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
            data = data.WithSpan(ElementKey, Element).WithSpan(StartTagKey, StartTag);
            return FirstChild is { } child ? data.WithSpan(FirstChildKey, new TextSpan(child, 0)) : data;
        }

        /// <summary>The insertion, when its spans are there and nest as a start tag and a child inside an element do.</summary>
        public static ChildInsertion? Read(FixDataReader data) => TryRead(data, out var insertion) ? insertion : null;

        /// <summary>
        /// True with the insertion when it reads, true with null when none was written, false when one was written that does
        /// not read (a span missing or out of place).
        /// </summary>
        public static bool TryRead(FixDataReader data, out ChildInsertion? insertion)
        {
            insertion = null;
            if (data.Value(ElementKey) is null && data.Value(StartTagKey) is null && data.Value(FirstChildKey) is null)
            {
                return true;
            }

            if (!data.TrySpan(ElementKey, out var element) || !data.TrySpan(StartTagKey, out var startTag)
                || element.Start != startTag.Start || startTag.End > element.End
                || !data.TryOptionalSpan(FirstChildKey, out var child)
                || (child is { } c && (c.Start < startTag.End || c.Start > element.End)))
            {
                return false;
            }

            insertion = new ChildInsertion(element, startTag, child?.Start);
            return true;
        }
    }
}
