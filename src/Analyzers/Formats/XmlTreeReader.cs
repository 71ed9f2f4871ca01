using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Runtime.CompilerServices;
using System.Text;
using System.Xml;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// Reads XML into <see cref="ConfigNode"/> trees with exact spans. DTDs are ignored and nothing external is
    /// resolved. Broken XML yields the elements read before the error, closed at the error, and the error itself.
    /// </summary>
    internal static class XmlTreeReader
    {
        private static readonly XmlReaderSettings Settings = new XmlReaderSettings
        {
            DtdProcessing = DtdProcessing.Ignore,
            XmlResolver = null,
            IgnoreComments = true,
            IgnoreProcessingInstructions = true,
            IgnoreWhitespace = true,
            MaxCharactersFromEntities = 1024,
        };

        private static readonly Infrastructure.OncePerKey<SourceText, (ImmutableArray<ConfigNode> Roots, ConfigParseError? Error)> ByText =
            new Infrastructure.OncePerKey<SourceText, (ImmutableArray<ConfigNode> Roots, ConfigParseError? Error)>(text => Read(ConfigContent.Of(text)));

        /// <summary>
        /// The tree of an additional file's text, read once per <see cref="SourceText"/> and shared by everything that reads
        /// that text (the log4net and NLog parsers, App.config's appSettings): an App.config holding a &lt;log4net&gt; and an
        /// &lt;nlog&gt; section is read once, and rules that ask at the same moment wait for one read. The tree lives as long
        /// as the text does; it is never changed after reading.
        /// </summary>
        public static (ImmutableArray<ConfigNode> Roots, ConfigParseError? Error) Read(SourceText text) =>
            ByText.Get(text);

        public static (ImmutableArray<ConfigNode> Roots, ConfigParseError? Error) Read(string content)
        {
            var scanner = new XmlSourceScanner(content);
            var values = new AttributeValues(content);
            var arrays = new ArrayBuilders();
            var roots = ImmutableArray.CreateBuilder<ConfigNode>();
            var open = new OpenElements();

            // The finished children of every open element, in one list: an element's children are the entries from the
            // count it saw when it opened, so no element pays for a collection of its own until it closes with children.
            var children = new List<ConfigNode>();
            ConfigParseError? error = null;

            using (var stringReader = new StringReader(content))
            using (var reader = XmlReader.Create(stringReader, Settings))
            {
                var lineInfo = (IXmlLineInfo)reader;
                try
                {
                    while (reader.Read())
                    {
                        switch (reader.NodeType)
                        {
                            case XmlNodeType.Element:
                                var builder = StartElement(reader, lineInfo, scanner, values, arrays, children.Count);
                                if (reader.IsEmptyElement)
                                {
                                    Attach(builder.Build(builder.StartTagEnd, children, arrays, isComplete: true), open, children, roots);
                                }
                                else
                                {
                                    open.Push(builder);
                                }

                                break;
                            case XmlNodeType.EndElement:
                                var closing = open.Pop();
                                var endNameStart = scanner.Offset(lineInfo.LineNumber, lineInfo.LinePosition);
                                var endTagEnd = scanner.TagEnd(endNameStart);
                                Attach(closing.Build(endTagEnd, children, arrays, isComplete: true, contentEnd: Math.Max(closing.StartTagEnd, endNameStart - 2)), open, children, roots);
                                break;
                            case XmlNodeType.Text:
                            case XmlNodeType.CDATA:
                                if (open.Count > 0)
                                {
                                    open.Top.AppendText(reader.Value);
                                }

                                break;
                        }
                    }
                }
                catch (XmlException e)
                {
                    var end = scanner.Offset(e.LineNumber, e.LinePosition);
                    error = new ConfigParseError(e.Message, end);
                    while (open.Count > 0)
                    {
                        var broken = open.Pop();
                        var brokenEnd = Math.Max(end, broken.StartTagEnd);
                        Attach(broken.Build(brokenEnd, children, arrays, isComplete: false, contentEnd: brokenEnd), open, children, roots);
                    }
                }
            }

            return (roots.ToImmutable(), error);
        }

        private static NodeBuilder StartElement(XmlReader reader, IXmlLineInfo lineInfo, XmlSourceScanner scanner, AttributeValues values, ArrayBuilders arrays, int firstChild)
        {
            var nameStart = scanner.Offset(lineInfo.LineNumber, lineInfo.LinePosition);
            var tagStart = nameStart > 0 ? nameStart - 1 : 0;
            var name = reader.Name;
            var attributes = ImmutableArray<ConfigAttribute>.Empty;
            if (reader.AttributeCount > 0)
            {
                var builder = arrays.Attributes(reader.AttributeCount);
                for (var more = reader.MoveToFirstAttribute(); more; more = reader.MoveToNextAttribute())
                {
                    var (span, valueSpan) = scanner.Attribute(scanner.Offset(lineInfo.LineNumber, lineInfo.LinePosition));
                    builder.Add(new ConfigAttribute(reader.Name, values.Of(reader, valueSpan), span, valueSpan));
                }

                attributes = builder.MoveToImmutable();
                reader.MoveToElement();
            }

            var tagEnd = scanner.TagEnd(nameStart);
            return new NodeBuilder(name, tagStart, tagEnd, attributes, firstChild);
        }

        private static void Attach(ConfigNode node, OpenElements open, List<ConfigNode> children, ImmutableArray<ConfigNode>.Builder roots)
        {
            if (open.Count > 0)
            {
                children.Add(node);
            }
            else
            {
                roots.Add(node);
            }
        }

        /// <summary>
        /// One builder each for attribute and child arrays, reused by every element of a read: after MoveToImmutable a
        /// builder holds no array, so setting its capacity allocates exactly the array the element keeps, and nothing else.
        /// </summary>
        private sealed class ArrayBuilders
        {
            private readonly ImmutableArray<ConfigAttribute>.Builder _attributes = ImmutableArray.CreateBuilder<ConfigAttribute>(0);
            private readonly ImmutableArray<ConfigNode>.Builder _children = ImmutableArray.CreateBuilder<ConfigNode>(0);

            public ImmutableArray<ConfigAttribute>.Builder Attributes(int count) => Sized(_attributes, count);

            public ImmutableArray<ConfigNode>.Builder Children(int count) => Sized(_children, count);

            private static ImmutableArray<T>.Builder Sized<T>(ImmutableArray<T>.Builder builder, int count)
            {
                builder.Clear();
                builder.Capacity = count;
                return builder;
            }
        }

        /// <summary>The elements not yet closed, innermost last, held by value: an element costs no builder object while it is open.</summary>
        private sealed class OpenElements
        {
            private NodeBuilder[] _items = new NodeBuilder[16];

            public int Count { get; private set; }

            public ref NodeBuilder Top => ref _items[Count - 1];

            public void Push(NodeBuilder builder)
            {
                if (Count == _items.Length)
                {
                    Array.Resize(ref _items, Count * 2);
                }

                _items[Count++] = builder;
            }

            public NodeBuilder Pop()
            {
                var top = _items[--Count];
                _items[Count] = default;
                return top;
            }
        }

        /// <summary>
        /// Attribute values, one instance of each short value that repeats within one text: a config of thousands of
        /// appenders names the same types and patterns in each, and the tree keeps its values as long as the text lives.
        /// A value whose source text is already what the reader would return (no reference to expand, no line break or tab
        /// to normalise) is looked up by its span, so a repeat costs no string at all; any other value is the reader's.
        /// </summary>
        private sealed class AttributeValues
        {
            private const int MaxLength = 256;
            private const int MaxDistinct = 4096;

            // What the reader rewrites in a value: a reference it expands, a line break or tab it normalises to a space.
            private static readonly char[] NotLiteral = { '&', '\r', '\n', '\t' };

            private readonly string _content;
            private string?[] _slots = new string?[64];
            private int _count;

            public AttributeValues(string content) => _content = content;

            public string Of(XmlReader reader, TextSpan valueSpan)
            {
                var closed = valueSpan.End < _content.Length && (_content[valueSpan.End] == '"' || _content[valueSpan.End] == '\'');
                if (!closed || valueSpan.Length > MaxLength || !IsLiteral(valueSpan))
                {
                    return reader.Value;
                }

                return Shared(valueSpan.Start, valueSpan.Length);
            }

            private bool IsLiteral(TextSpan span) => span.Length == 0 || _content.IndexOfAny(NotLiteral, span.Start, span.Length) < 0;

            private string Shared(int start, int length)
            {
                var mask = _slots.Length - 1;
                for (var i = Hash(_content, start, length) & mask; ; i = (i + 1) & mask)
                {
                    var slot = _slots[i];
                    if (slot == null)
                    {
                        var value = _content.Substring(start, length);
                        if (_count < MaxDistinct)
                        {
                            _slots[i] = value;
                            if (++_count * 2 > _slots.Length)
                            {
                                Grow();
                            }
                        }

                        return value;
                    }

                    if (slot.Length == length && string.CompareOrdinal(slot, 0, _content, start, length) == 0)
                    {
                        return slot;
                    }
                }
            }

            private void Grow()
            {
                var old = _slots;
                _slots = new string?[old.Length * 2];
                var mask = _slots.Length - 1;
                foreach (var value in old)
                {
                    if (value != null)
                    {
                        var i = Hash(value, 0, value.Length) & mask;
                        while (_slots[i] != null)
                        {
                            i = (i + 1) & mask;
                        }

                        _slots[i] = value;
                    }
                }
            }

            /// <summary>FNV-1a over the UTF-16 code units.</summary>
            private static int Hash(string text, int start, int length)
            {
                unchecked
                {
                    var hash = (int)2166136261;
                    for (var i = start; i < start + length; i++)
                    {
                        hash = (hash ^ text[i]) * 16777619;
                    }

                    return hash;
                }
            }
        }

        private struct NodeBuilder
        {
            private StringBuilder? _text;

            public NodeBuilder(string name, int start, int startTagEnd, ImmutableArray<ConfigAttribute> attributes, int firstChild)
            {
                Name = name;
                Start = start;
                StartTagEnd = startTagEnd;
                Attributes = attributes;
                FirstChild = firstChild;
                _text = null;
            }

            public string Name { get; }

            public int Start { get; }

            public int StartTagEnd { get; }

            public ImmutableArray<ConfigAttribute> Attributes { get; }

            /// <summary>Where this element's children start in the reader's list of pending children.</summary>
            public int FirstChild { get; }

            public void AppendText(string value) => (_text ??= new StringBuilder()).Append(value);

            /// <summary>The element, taking its children off the end of <paramref name="pending"/>.</summary>
            public readonly ConfigNode Build(int end, List<ConfigNode> pending, ArrayBuilders arrays, bool isComplete, int? contentEnd = null) =>
                new ConfigNode(
                    Name, Start, StartTagEnd, Math.Max(StartTagEnd, contentEnd ?? StartTagEnd), end, Attributes, TakeChildren(pending, arrays), _text?.ToString(), isComplete);

            private readonly ImmutableArray<ConfigNode> TakeChildren(List<ConfigNode> pending, ArrayBuilders arrays)
            {
                var count = pending.Count - FirstChild;
                if (count == 0)
                {
                    return ImmutableArray<ConfigNode>.Empty;
                }

                var children = arrays.Children(count);
                for (var i = FirstChild; i < pending.Count; i++)
                {
                    children.Add(pending[i]);
                }

                pending.RemoveRange(FirstChild, count);
                return children.MoveToImmutable();
            }
        }
    }
}
