using System;
using System.Collections.Generic;
using System.Linq;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>Which of the fixes offered for a diagnostic to apply: the first (the default), the Nth, or the one with a title.</summary>
    internal sealed class FixSelection
    {
        private readonly int? _index;
        private readonly string? _title;

        private FixSelection(int? index, string? title)
        {
            _index = index;
            _title = title;
        }

        public static FixSelection Default { get; } = new FixSelection(null, null);

        /// <summary>From <c>--fix-title</c>: a number is the 1-based index of the fix as offered, any other text part of its title.</summary>
        public static FixSelection Parse(string? value) =>
            string.IsNullOrWhiteSpace(value)
                ? Default
                : int.TryParse(value, out var index) && index >= 1
                    ? new FixSelection(index, null)
                    : new FixSelection(null, value!.Trim());

        /// <param name="isDefaultCandidate">
        /// Whether the fixer lets an action be applied by default: a fix that allows a loss the original did not have is
        /// applied only when chosen by title or index.
        /// </param>
        public CodeAction? Choose(IReadOnlyList<CodeAction> offered, Func<CodeAction, bool> isDefaultCandidate)
        {
            if (_index is { } index)
            {
                return index <= offered.Count ? offered[index - 1] : null;
            }

            if (_title is { } title)
            {
                return offered.FirstOrDefault(a => string.Equals(a.Title, title, StringComparison.OrdinalIgnoreCase))
                    ?? offered.FirstOrDefault(a => a.Title.IndexOf(title, StringComparison.OrdinalIgnoreCase) >= 0)
                    ?? offered.FirstOrDefault(a => string.Equals(a.EquivalenceKey, title, StringComparison.OrdinalIgnoreCase));
            }

            return offered.FirstOrDefault(isDefaultCandidate);
        }

        /// <summary>False for a LogPerf fix that allows a loss the original did not have: applied only when chosen by name.</summary>
        public static bool MayBeDefault(CodeFixProvider fixer, CodeAction action) =>
            fixer is not LogPerfCodeFixProvider logPerf || logPerf.IsDefaultCandidate(action.EquivalenceKey);

        public override string ToString() => _index is { } index ? $"fix #{index}" : _title is { } title ? $"the fix titled \"{title}\"" : "the default fix";
    }
}
