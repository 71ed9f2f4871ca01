using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// An XML target LP0201's fixer wraps in an AsyncWrapper: the element, its start tag, its name attribute's value, the
    /// start of its &lt;targets&gt; (for the indentation unit), the name the wrapper takes over, the free name the target
    /// gets, and the type attribute as the user writes it (type or xsi:type).
    /// </summary>
    public sealed class TargetWrap
    {
        private const string ElementKey = "WrapElement";
        private const string StartTagKey = "WrapStartTag";
        private const string NameValueKey = "WrapNameValue";
        private const string GroupStartKey = "WrapGroupStart";
        private const string NameKey = "WrapName";
        private const string InnerNameKey = "WrapInnerName";
        private const string TypeAttributeKey = "WrapTypeAttribute";

        public TargetWrap(TextSpan element, TextSpan startTag, TextSpan nameValue, int groupStart, string name, string innerName, string typeAttribute)
        {
            Element = element;
            StartTag = startTag;
            NameValue = nameValue;
            GroupStart = groupStart;
            Name = name;
            InnerName = innerName;
            TypeAttribute = typeAttribute;
        }

        public TextSpan Element { get; }

        public TextSpan StartTag { get; }

        public TextSpan NameValue { get; }

        public int GroupStart { get; }

        public string Name { get; }

        public string InnerName { get; }

        public string TypeAttribute { get; }

        public FixData WriteTo(FixData data) =>
            data.WithSpan(ElementKey, Element)
                .WithSpan(StartTagKey, StartTag)
                .WithSpan(NameValueKey, NameValue)
                .WithSpan(GroupStartKey, new TextSpan(GroupStart, 0))
                .With(NameKey, Name)
                .With(InnerNameKey, InnerName)
                .With(TypeAttributeKey, TypeAttribute);

        /// <summary>The wrap, when every part is there and the spans nest as a start tag and a name inside an element do.</summary>
        public static TargetWrap? Read(FixDataReader data) =>
            data.TrySpan(ElementKey, out var element)
            && data.TrySpan(StartTagKey, out var startTag)
            && data.TrySpan(NameValueKey, out var nameValue)
            && data.TrySpan(GroupStartKey, out var groupStart)
            && data.Value(NameKey) is { } name
            && data.Value(InnerNameKey) is { } innerName
            && data.Value(TypeAttributeKey) is { } typeAttribute
            && element.Start <= startTag.Start && startTag.Start <= nameValue.Start && nameValue.End <= startTag.End && startTag.End <= element.End
                ? new TargetWrap(element, startTag, nameValue, groupStart.Start, name, innerName, typeAttribute)
                : null;
    }
}
