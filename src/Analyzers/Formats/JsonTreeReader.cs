using System.Collections.Generic;
using System.Collections.Immutable;
using System.Text;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// Reads JSON into <see cref="JsonNode"/> trees with exact spans, accepting what appsettings.json files hold
    /// (comments and trailing commas, as Microsoft.Extensions.Configuration.Json does). One pass over the text with an
    /// explicit stack, so nesting depth costs no call depth. Broken JSON yields the values read before the error,
    /// their containers closed at the error, and the error itself.
    /// </summary>
    public static class JsonTreeReader
    {
        public static (JsonNode? Root, ConfigParseError? Error) Read(string text)
        {
            var reader = new Reader(text);
            return reader.Run();
        }

        private enum Expect
        {
            Key,
            Colon,
            Value,
            CommaOrEnd,
        }

        private sealed class Container
        {
            public Container(JsonKind kind, int start, string? key, TextSpan keySpan)
            {
                Kind = kind;
                Start = start;
                Key = key;
                KeySpan = keySpan;
                Expect = kind == JsonKind.Object ? Expect.Key : Expect.Value;
            }

            public JsonKind Kind { get; }

            public int Start { get; }

            public string? Key { get; }

            public TextSpan KeySpan { get; }

            public Expect Expect { get; set; }

            public ImmutableArray<JsonNode>.Builder Children { get; } = ImmutableArray.CreateBuilder<JsonNode>();

            public string? PendingKey { get; set; }

            public TextSpan PendingKeySpan { get; set; }

            public JsonNode Build(int end, bool isComplete) =>
                new JsonNode(Kind, TextSpan.FromBounds(Start, end), Key, KeySpan, null, Children.ToImmutable(), isComplete);
        }

        private sealed class Reader
        {
            private readonly string _text;
            private readonly Stack<Container> _open = new Stack<Container>();
            private JsonNode? _root;
            private int _position;

            public Reader(string text) => _text = text;

            public (JsonNode? Root, ConfigParseError? Error) Run()
            {
                while (true)
                {
                    var trivia = SkipTrivia();
                    if (trivia != null)
                    {
                        return Fail(trivia);
                    }

                    if (_position >= _text.Length)
                    {
                        return _open.Count == 0 ? (_root, null) : Fail("Unexpected end of JSON.");
                    }

                    if (_open.Count == 0 && _root != null)
                    {
                        return (_root, null);
                    }

                    var error = _open.Count == 0 ? ReadValue(null, default) : Step(_open.Peek());
                    if (error != null)
                    {
                        return Fail(error);
                    }
                }
            }

            private string? Step(Container top)
            {
                var c = _text[_position];
                switch (top.Expect)
                {
                    case Expect.Key:
                        if (c == '}')
                        {
                            Close();
                            return null;
                        }

                        if (c != '"')
                        {
                            return "Expected a property name.";
                        }

                        var keyStart = _position;
                        var key = ReadString(out var keyError);
                        if (keyError != null)
                        {
                            return keyError;
                        }

                        top.PendingKey = key;
                        top.PendingKeySpan = TextSpan.FromBounds(keyStart, _position);
                        top.Expect = Expect.Colon;
                        return null;
                    case Expect.Colon:
                        if (c != ':')
                        {
                            return "Expected ':'.";
                        }

                        _position++;
                        top.Expect = Expect.Value;
                        return null;
                    case Expect.CommaOrEnd:
                        if (c == ',')
                        {
                            _position++;
                            top.Expect = top.Kind == JsonKind.Object ? Expect.Key : Expect.Value;
                            return null;
                        }

                        if ((c == '}' && top.Kind == JsonKind.Object) || (c == ']' && top.Kind == JsonKind.Array))
                        {
                            Close();
                            return null;
                        }

                        return top.Kind == JsonKind.Object ? "Expected ',' or '}'." : "Expected ',' or ']'.";
                    default:
                        if (c == ']' && top.Kind == JsonKind.Array)
                        {
                            Close();
                            return null;
                        }

                        return top.Kind == JsonKind.Object
                            ? ReadValue(top.PendingKey, top.PendingKeySpan)
                            : ReadValue(null, default);
                }
            }

            private string? ReadValue(string? key, TextSpan keySpan)
            {
                var start = _position;
                var c = _text[_position];
                if (c == '{' || c == '[')
                {
                    _position++;
                    _open.Push(new Container(c == '{' ? JsonKind.Object : JsonKind.Array, start, key, keySpan));
                    return null;
                }

                JsonKind kind;
                string? value;
                if (c == '"')
                {
                    value = ReadString(out var stringError);
                    if (stringError != null)
                    {
                        return stringError;
                    }

                    kind = JsonKind.String;
                }
                else if (c == '-' || (c >= '0' && c <= '9'))
                {
                    while (_position < _text.Length && IsNumberChar(_text[_position]))
                    {
                        _position++;
                    }

                    kind = JsonKind.Number;
                    value = _text.Substring(start, _position - start);
                }
                else if (TryLiteral("true"))
                {
                    (kind, value) = (JsonKind.True, "true");
                }
                else if (TryLiteral("false"))
                {
                    (kind, value) = (JsonKind.False, "false");
                }
                else if (TryLiteral("null"))
                {
                    (kind, value) = (JsonKind.Null, null);
                }
                else
                {
                    return $"Unexpected character '{c}'.";
                }

                Attach(new JsonNode(kind, TextSpan.FromBounds(start, _position), key, keySpan, value, ImmutableArray<JsonNode>.Empty, isComplete: true));
                return null;
            }

            private void Close()
            {
                _position++;
                var closed = _open.Pop();
                Attach(closed.Build(_position, isComplete: true));
            }

            private void Attach(JsonNode node)
            {
                if (_open.Count == 0)
                {
                    _root = node;
                    return;
                }

                var parent = _open.Peek();
                parent.Children.Add(node);
                parent.Expect = Expect.CommaOrEnd;
                parent.PendingKey = null;
            }

            private (JsonNode? Root, ConfigParseError? Error) Fail(string message)
            {
                var end = _position > _text.Length ? _text.Length : _position;
                while (_open.Count > 0)
                {
                    var broken = _open.Pop();
                    var node = broken.Build(end, isComplete: false);
                    if (_open.Count == 0)
                    {
                        _root = node;
                    }
                    else
                    {
                        _open.Peek().Children.Add(node);
                    }
                }

                return (_root, new ConfigParseError(message, end));
            }

            /// <summary>Skips whitespace and comments; returns an error for an unterminated block comment.</summary>
            private string? SkipTrivia()
            {
                while (_position < _text.Length)
                {
                    var c = _text[_position];
                    if (char.IsWhiteSpace(c) || c == '\uFEFF')
                    {
                        _position++;
                    }
                    else if (c == '/' && _position + 1 < _text.Length && _text[_position + 1] == '/')
                    {
                        while (_position < _text.Length && _text[_position] != '\n' && _text[_position] != '\r')
                        {
                            _position++;
                        }
                    }
                    else if (c == '/' && _position + 1 < _text.Length && _text[_position + 1] == '*')
                    {
                        var close = _text.IndexOf("*/", _position + 2, System.StringComparison.Ordinal);
                        if (close < 0)
                        {
                            _position = _text.Length;
                            return "Unterminated comment.";
                        }

                        _position = close + 2;
                    }
                    else
                    {
                        break;
                    }
                }

                return null;
            }

            /// <summary>Reads a string starting at the opening quote; the position ends after the closing quote.</summary>
            private string ReadString(out string? error)
            {
                error = null;
                _position++;
                StringBuilder? unescaped = null;
                var runStart = _position;
                while (_position < _text.Length)
                {
                    var c = _text[_position];
                    if (c == '"')
                    {
                        var run = _text.Substring(runStart, _position - runStart);
                        _position++;
                        return unescaped is null ? run : unescaped.Append(run).ToString();
                    }

                    if (c == '\n' || c == '\r')
                    {
                        break;
                    }

                    if (c != '\\')
                    {
                        _position++;
                        continue;
                    }

                    unescaped ??= new StringBuilder();
                    unescaped.Append(_text, runStart, _position - runStart);
                    if (_position + 1 >= _text.Length)
                    {
                        break;
                    }

                    var escaped = _text[_position + 1];
                    _position += 2;
                    switch (escaped)
                    {
                        case 'n': unescaped.Append('\n'); break;
                        case 'r': unescaped.Append('\r'); break;
                        case 't': unescaped.Append('\t'); break;
                        case 'b': unescaped.Append('\b'); break;
                        case 'f': unescaped.Append('\f'); break;
                        case 'u' when _position + 4 <= _text.Length && int.TryParse(_text.Substring(_position, 4), System.Globalization.NumberStyles.HexNumber, System.Globalization.CultureInfo.InvariantCulture, out var code):
                            unescaped.Append((char)code);
                            _position += 4;
                            break;
                        case '"':
                        case '\\':
                        case '/':
                            unescaped.Append(escaped);
                            break;
                        default:
                            error = $"Invalid escape '\\{escaped}'.";
                            return string.Empty;
                    }

                    runStart = _position;
                }

                error = "Unterminated string.";
                return string.Empty;
            }

            private bool TryLiteral(string literal)
            {
                if (string.CompareOrdinal(_text, _position, literal, 0, literal.Length) != 0)
                {
                    return false;
                }

                var end = _position + literal.Length;
                if (end < _text.Length && char.IsLetterOrDigit(_text[end]))
                {
                    return false;
                }

                _position = end;
                return true;
            }

            private static bool IsNumberChar(char c) =>
                (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
        }
    }
}
