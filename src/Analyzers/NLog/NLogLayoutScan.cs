using System;
using System.Collections.Generic;
using System.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Finds the layout renderers that make NLog capture a stack trace per event: ${callsite}, ${callsite-linenumber},
    /// ${callsite-filename} and ${stacktrace} (names ignore case and dashes, as NLog's factory does), unless the renderer
    /// says captureStackTrace=false. One pass over the layout with a stack of open renderers, so nesting
    /// (${pad:inner=${callsite}}) costs no recursion.
    /// </summary>
    public static class NLogLayoutScan
    {
        private static readonly HashSet<string> StackTraceRenderers = new HashSet<string>(StringComparer.OrdinalIgnoreCase)
        {
            "callsite", "callsitelinenumber", "callsitefilename", "stacktrace",
        };

        /// <summary>The first such renderer as written (e.g. "${callsite:includeNamespace=false}"), or null.</summary>
        public static string? FirstStackTraceRenderer(string layout) => Scan(layout, references: null);

        /// <summary>
        /// The names of the variables the layout may use: <c>${var:name}</c> or <c>${var:name=x}</c> (rendered per event),
        /// and <c>${x}</c> with no options (replaced as NLog loads the config when a variable x exists), in order.
        /// </summary>
        public static IReadOnlyList<string> VariableReferences(string layout)
        {
            var references = new List<string>();
            Scan(layout, references);
            return references;
        }

        private static string? Scan(string layout, List<string>? references)
        {
            if (layout.IndexOf("${", StringComparison.Ordinal) < 0)
            {
                return null;
            }

            var open = new Stack<Renderer>();
            for (var i = 0; i < layout.Length; i++)
            {
                var c = layout[i];
                if (c == '$' && i + 1 < layout.Length && layout[i + 1] == '{')
                {
                    open.Push(new Renderer(i));
                    i++;
                }
                else if (open.Count == 0)
                {
                    continue;
                }
                else if (c == '\\' && i + 1 < layout.Length)
                {
                    open.Peek().Append(layout[++i]);
                }
                else if (c == ':')
                {
                    open.Peek().NextPart();
                }
                else if (c == '}')
                {
                    var renderer = open.Pop();
                    renderer.NextPart();
                    if (references != null)
                    {
                        if (renderer.Name.Trim().Equals("var", StringComparison.OrdinalIgnoreCase))
                        {
                            if (renderer.VariableName is { Length: > 0 } variable)
                            {
                                references.Add(variable);
                            }
                        }
                        else if (renderer.Options == 0 && renderer.Name.Trim() is { Length: > 0 } name)
                        {
                            references.Add(name);
                        }
                    }
                    else if (StackTraceRenderers.Contains(renderer.Name.Replace("-", string.Empty).Trim()) && !renderer.CaptureOff)
                    {
                        return layout.Substring(renderer.Start, i + 1 - renderer.Start);
                    }
                }
                else
                {
                    open.Peek().Append(c);
                }
            }

            return null;
        }

        private sealed class Renderer
        {
            private const int OptionLimit = 64;
            private readonly StringBuilder _part = new StringBuilder();
            private bool _inName = true;

            public Renderer(int start) => Start = start;

            public int Start { get; }

            public string Name { get; private set; } = string.Empty;

            public bool CaptureOff { get; private set; }

            /// <summary>The number of options after the name.</summary>
            public int Options { get; private set; }

            /// <summary>For ${var}: its first option without a name, or its name= option.</summary>
            public string? VariableName { get; private set; }

            public void Append(char c)
            {
                if (_part.Length < OptionLimit)
                {
                    _part.Append(c);
                }
            }

            /// <summary>Ends the name or an option (at ':' or '}').</summary>
            public void NextPart()
            {
                var part = _part.ToString();
                _part.Clear();
                if (_inName)
                {
                    Name = part;
                    _inName = false;
                    return;
                }

                Options++;
                var equals = part.IndexOf('=');
                if (equals < 0 && Options == 1)
                {
                    VariableName ??= part.Trim();
                }
                else if (equals > 0 && part.Substring(0, equals).Trim().Equals("name", StringComparison.OrdinalIgnoreCase))
                {
                    VariableName = part.Substring(equals + 1).Trim();
                }

                if (equals > 0
                    && part.Substring(0, equals).Trim().Equals("captureStackTrace", StringComparison.OrdinalIgnoreCase)
                    && part.Substring(equals + 1).Trim().Equals("false", StringComparison.OrdinalIgnoreCase))
                {
                    CaptureOff = true;
                }
            }
        }
    }
}
