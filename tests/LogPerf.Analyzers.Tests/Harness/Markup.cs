using System;
using System.Collections.Generic;
using System.Text;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>An expected diagnostic: its id and span in the text with the markup removed.</summary>
    public sealed record ExpectedDiagnostic(string Id, TextSpan Span);

    /// <summary>
    /// Microsoft.CodeAnalysis.Testing's markup, <c>{|LP0003:text|}</c>, for C# and config files alike. That
    /// package is not served here, so this is our own small parser of the same syntax. Markers may nest.
    /// </summary>
    public static class Markup
    {
        public static (string Text, IReadOnlyList<ExpectedDiagnostic> Expected) Parse(string markup)
        {
            var text = new StringBuilder(markup.Length);
            var expected = new List<ExpectedDiagnostic>();
            var open = new Stack<(string Id, int Start)>();
            for (var i = 0; i < markup.Length; i++)
            {
                if (markup[i] == '{' && i + 1 < markup.Length && markup[i + 1] == '|')
                {
                    var colon = markup.IndexOf(':', i + 2);
                    if (colon < 0)
                    {
                        throw new FormatException($"Markup '{{|' at {i} has no ':' after its id.");
                    }

                    open.Push((markup.Substring(i + 2, colon - i - 2), text.Length));
                    i = colon;
                }
                else if (markup[i] == '|' && i + 1 < markup.Length && markup[i + 1] == '}')
                {
                    if (open.Count == 0)
                    {
                        throw new FormatException($"Markup '|}}' at {i} closes nothing.");
                    }

                    var (id, start) = open.Pop();
                    expected.Add(new ExpectedDiagnostic(id, TextSpan.FromBounds(start, text.Length)));
                    i++;
                }
                else
                {
                    text.Append(markup[i]);
                }
            }

            if (open.Count > 0)
            {
                throw new FormatException($"Markup '{{|{open.Peek().Id}:' is never closed.");
            }

            expected.Sort((a, b) => a.Span.Start.CompareTo(b.Span.Start));
            return (text.ToString(), expected);
        }
    }
}
