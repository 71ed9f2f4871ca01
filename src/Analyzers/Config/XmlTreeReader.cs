using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Text;
using System.Xml;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
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

        public static (ImmutableArray<ConfigNode> Roots, ConfigParseError? Error) Read(string content)
        {
            var scanner = new XmlSourceScanner(content);
            var roots = ImmutableArray.CreateBuilder<ConfigNode>();
            var open = new Stack<NodeBuilder>();
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
                                var builder = StartElement(reader, lineInfo, scanner);
                                if (builder.IsEmpty)
                                {
                                    Attach(builder.Build(builder.StartTagSpan.End, isComplete: true), open, roots);
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
                                Attach(closing.Build(endTagEnd, isComplete: true, contentEnd: Math.Max(closing.StartTagSpan.End, endNameStart - 2)), open, roots);
                                break;
                            case XmlNodeType.Text:
                            case XmlNodeType.CDATA:
                                if (open.Count > 0)
                                {
                                    open.Peek().AppendText(reader.Value);
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
                        var brokenEnd = Math.Max(end, broken.StartTagSpan.End);
                        Attach(broken.Build(brokenEnd, isComplete: false, contentEnd: brokenEnd), open, roots);
                    }
                }
            }

            return (roots.ToImmutable(), error);
        }

        private static NodeBuilder StartElement(XmlReader reader, IXmlLineInfo lineInfo, XmlSourceScanner scanner)
        {
            var nameStart = scanner.Offset(lineInfo.LineNumber, lineInfo.LinePosition);
            var tagStart = nameStart > 0 ? nameStart - 1 : 0;
            var name = reader.Name;
            var isEmpty = reader.IsEmptyElement;
            var attributes = ImmutableArray.CreateBuilder<ConfigAttribute>(reader.AttributeCount);
            for (var more = reader.MoveToFirstAttribute(); more; more = reader.MoveToNextAttribute())
            {
                var (span, valueSpan) = scanner.Attribute(scanner.Offset(lineInfo.LineNumber, lineInfo.LinePosition));
                attributes.Add(new ConfigAttribute(reader.Name, reader.Value, span, valueSpan));
            }

            reader.MoveToElement();
            var tagEnd = scanner.TagEnd(nameStart);
            return new NodeBuilder(name, tagStart, TextSpan.FromBounds(tagStart, tagEnd), attributes.ToImmutable(), isEmpty);
        }

        private static void Attach(ConfigNode node, Stack<NodeBuilder> open, ImmutableArray<ConfigNode>.Builder roots)
        {
            if (open.Count > 0)
            {
                open.Peek().Children.Add(node);
            }
            else
            {
                roots.Add(node);
            }
        }

        private sealed class NodeBuilder
        {
            private StringBuilder? _text;

            public NodeBuilder(string name, int start, TextSpan startTagSpan, ImmutableArray<ConfigAttribute> attributes, bool isEmpty)
            {
                Name = name;
                Start = start;
                StartTagSpan = startTagSpan;
                Attributes = attributes;
                IsEmpty = isEmpty;
            }

            public string Name { get; }

            public int Start { get; }

            public TextSpan StartTagSpan { get; }

            public ImmutableArray<ConfigAttribute> Attributes { get; }

            public bool IsEmpty { get; }

            public ImmutableArray<ConfigNode>.Builder Children { get; } = ImmutableArray.CreateBuilder<ConfigNode>();

            public void AppendText(string value) => (_text ??= new StringBuilder()).Append(value);

            public ConfigNode Build(int end, bool isComplete, int? contentEnd = null) =>
                new ConfigNode(
                    Name, TextSpan.FromBounds(Start, end), StartTagSpan, Attributes, Children.ToImmutable(), _text?.ToString(), isComplete,
                    TextSpan.FromBounds(StartTagSpan.End, Math.Max(StartTagSpan.End, contentEnd ?? StartTagSpan.End)));
        }
    }
}
