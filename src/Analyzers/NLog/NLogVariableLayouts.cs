using System;
using System.Collections.Generic;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// What a section's variables stand for, as far as stack traces go: the stack-trace renderer a variable's layout holds,
    /// directly or through the variables it uses in turn. Resolved once per section without recursion: each variable's text
    /// is scanned once, and what a variable holds spreads to the variables that use it along a queue, so the cost is the
    /// variables' text however long a chain of variables is. A cycle of variables (which NLog cannot expand) adds nothing.
    /// </summary>
    public sealed class NLogVariableLayouts
    {
        private readonly Dictionary<string, (string Renderer, string Variable)> _holding =
            new Dictionary<string, (string, string)>(StringComparer.OrdinalIgnoreCase);

        public NLogVariableLayouts(NLogSection section)
        {
            // NLog keeps the last definition of a name (names ignore case).
            var byName = new Dictionary<string, NLogVariable>(StringComparer.OrdinalIgnoreCase);
            foreach (var variable in section.Variables)
            {
                byName[variable.Name] = variable;
            }

            var users = new Dictionary<string, List<string>>(StringComparer.OrdinalIgnoreCase);
            var pending = new Queue<string>();
            foreach (var variable in byName.Values)
            {
                foreach (var value in variable.Values)
                {
                    if (!_holding.ContainsKey(variable.Name) && NLogLayoutScan.FirstStackTraceRenderer(value.Value) is { } renderer)
                    {
                        _holding[variable.Name] = (renderer, variable.Name);
                        pending.Enqueue(variable.Name);
                    }

                    foreach (var used in NLogLayoutScan.VariableReferences(value.Value))
                    {
                        if (!users.TryGetValue(used, out var list))
                        {
                            users[used] = list = new List<string>();
                        }

                        list.Add(variable.Name);
                    }
                }
            }

            while (pending.Count > 0)
            {
                var name = pending.Dequeue();
                if (!users.TryGetValue(name, out var list))
                {
                    continue;
                }

                foreach (var user in list)
                {
                    if (!_holding.ContainsKey(user))
                    {
                        _holding[user] = _holding[name];
                        pending.Enqueue(user);
                    }
                }
            }
        }

        /// <summary>
        /// The stack-trace renderer held by a variable the layout uses, with the variable whose value holds it; null when
        /// none does (or the section has no variables).
        /// </summary>
        public (string Renderer, string Variable)? StackTraceRendererUsedBy(string layout)
        {
            if (_holding.Count == 0 || layout.IndexOf("${", StringComparison.Ordinal) < 0)
            {
                return null;
            }

            foreach (var name in NLogLayoutScan.VariableReferences(layout))
            {
                if (_holding.TryGetValue(name, out var found))
                {
                    return found;
                }
            }

            return null;
        }
    }
}
