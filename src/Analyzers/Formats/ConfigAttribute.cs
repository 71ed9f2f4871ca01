using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>An XML attribute with the exact spans of the whole attribute and of its value.</summary>
    public sealed class ConfigAttribute
    {
        public ConfigAttribute(string name, string value, TextSpan span, TextSpan valueSpan)
        {
            Name = name;
            Value = value;
            Span = span;
            ValueSpan = valueSpan;
        }

        public string Name { get; }

        public string Value { get; }

        public TextSpan Span { get; }

        public TextSpan ValueSpan { get; }
    }
}
