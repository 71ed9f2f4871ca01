using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis.CodeActions;

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

        public bool IsDefault => _index is null && _title is null;

        public CodeAction? Choose(IReadOnlyList<CodeAction> offered)
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

            return offered.Count > 0 ? offered[0] : null;
        }

        public override string ToString() => _index is { } index ? $"fix #{index}" : _title is { } title ? $"the fix titled \"{title}\"" : "the default fix";
    }
}
