using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// An element of a configuration file with exact spans. In log4net terms every child element of an object
    /// element is a property: its name is the element name, or the <c>name</c> attribute of a <c>param</c> element.
    /// </summary>
    public sealed class ConfigNode
    {
        private const string ParamElement = "param";

        // Spans as four offsets: the start tag starts where the element does and the content starts where the start tag
        // ends, so three TextSpans would store two offsets twice (a config of 50,000 appenders holds 300,000 nodes).
        private readonly int _start;
        private readonly int _startTagEnd;
        private readonly int _contentEnd;
        private readonly int _end;

        /// <param name="contentEnd">Where the content ends (the start tag's end for an empty element).</param>
        internal ConfigNode(
            string elementName,
            int start,
            int startTagEnd,
            int contentEnd,
            int end,
            ImmutableArray<ConfigAttribute> attributes,
            ImmutableArray<ConfigNode> children,
            string? text,
            bool isComplete)
        {
            ElementName = elementName;
            _start = start;
            _startTagEnd = startTagEnd;
            _contentEnd = contentEnd;
            _end = end;
            Attributes = attributes;
            Children = children;
            Text = text;
            IsComplete = isComplete;
        }

        public string ElementName { get; }

        /// <summary>From the opening '&lt;' to the end of the end tag (or of the empty element).</summary>
        public TextSpan Span => TextSpan.FromBounds(_start, _end);

        public TextSpan StartTagSpan => TextSpan.FromBounds(_start, _startTagEnd);

        public ImmutableArray<ConfigAttribute> Attributes { get; }

        public ImmutableArray<ConfigNode> Children { get; }

        /// <summary>Concatenated text and CDATA content, when the element has any.</summary>
        public string? Text { get; }

        /// <summary>Between the end of the start tag and the start of the end tag (empty for an empty element).</summary>
        public TextSpan ContentSpan => TextSpan.FromBounds(_startTagEnd, _contentEnd);

        /// <summary>False when the file ended or broke before this element was closed.</summary>
        public bool IsComplete { get; }

        /// <summary>The log4net property this element sets: the element name, or the name attribute of a param.</summary>
        public string PropertyName =>
            ElementName == ParamElement ? Attribute("name")?.Value ?? ParamElement : ElementName;

        public ConfigAttribute? TypeAttribute => Attribute("type");

        public string? TypeName => TypeAttribute?.Value;

        /// <summary>The value log4net reads: the value attribute, else the element's text.</summary>
        public string? Value => Attribute("value")?.Value ?? Text;

        /// <summary>Attribute names are matched exactly, as log4net does.</summary>
        public ConfigAttribute? Attribute(string name)
        {
            foreach (var attribute in Attributes)
            {
                if (attribute.Name == name)
                {
                    return attribute;
                }
            }

            return null;
        }

        public IEnumerable<ConfigNode> Elements(string elementName) =>
            Children.Where(child => child.ElementName == elementName);

        /// <summary>Property elements are matched case-insensitively, as log4net does; the last one wins.</summary>
        public PropertyElements Properties(string propertyName) => new PropertyElements(Children, propertyName);

        /// <summary>The last property element of that name (rules ask this many times per element: no enumerator, no closure).</summary>
        public ConfigNode? Property(string propertyName)
        {
            for (var i = Children.Length - 1; i >= 0; i--)
            {
                if (string.Equals(Children[i].PropertyName, propertyName, StringComparison.OrdinalIgnoreCase))
                {
                    return Children[i];
                }
            }

            return null;
        }

        /// <summary>Every element below this one, depth first, in document order (no recursion: depth is the input's).</summary>
        public IEnumerable<ConfigNode> Descendants()
        {
            var pending = new Stack<(ConfigNode Node, int Next)>();
            pending.Push((this, 0));
            while (pending.Count > 0)
            {
                var (node, next) = pending.Pop();
                if (next < node.Children.Length)
                {
                    pending.Push((node, next + 1));
                    var child = node.Children[next];
                    yield return child;
                    pending.Push((child, 0));
                }
            }
        }
    }
}
