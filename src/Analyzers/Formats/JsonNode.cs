using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    public enum JsonKind
    {
        Object,
        Array,
        String,
        Number,
        True,
        False,
        Null,
    }

    /// <summary>
    /// A JSON value with exact spans: of the value itself and, for an object member, of its key (quotes included).
    /// Keys are compared ignoring case, as Microsoft.Extensions.Configuration does.
    /// </summary>
    public sealed class JsonNode
    {
        public JsonNode(JsonKind kind, TextSpan span, string? key, TextSpan keySpan, string? value, ImmutableArray<JsonNode> children, bool isComplete)
        {
            Kind = kind;
            Span = span;
            Key = key;
            KeySpan = keySpan;
            Value = value;
            Children = children;
            IsComplete = isComplete;
        }

        public JsonKind Kind { get; }

        /// <summary>From the first character of the value to its last (quotes, braces and brackets included).</summary>
        public TextSpan Span { get; }

        /// <summary>The member name when this value belongs to an object; null for array items and the root.</summary>
        public string? Key { get; }

        public TextSpan KeySpan { get; }

        /// <summary>The unescaped text of a string, the literal of a number, true, false or null; null for containers.</summary>
        public string? Value { get; }

        /// <summary>Members of an object or items of an array, in document order.</summary>
        public ImmutableArray<JsonNode> Children { get; }

        /// <summary>False when the text broke or ended before this container was closed.</summary>
        public bool IsComplete { get; }

        public bool IsContainer => Kind is JsonKind.Object or JsonKind.Array;

        /// <summary>The last member with this key (the one configuration binding keeps), ignoring case.</summary>
        public JsonNode? Member(string key)
        {
            JsonNode? found = null;
            if (Kind == JsonKind.Object)
            {
                foreach (var child in Children)
                {
                    if (string.Equals(child.Key, key, StringComparison.OrdinalIgnoreCase))
                    {
                        found = child;
                    }
                }
            }

            return found;
        }

        /// <summary>The value as configuration binding reads it: strings unquoted, literals as written.</summary>
        public string? ScalarText => IsContainer || Kind == JsonKind.Null ? null : Value;
    }
}
