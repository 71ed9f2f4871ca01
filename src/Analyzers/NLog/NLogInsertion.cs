using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Where a new setting goes in an element or JSON object: after <see cref="After"/> (the end of the last attribute
    /// or member, or of the element name / opening brace), inside <see cref="Container"/> (the start tag or the object).
    /// Passed to fixers in a diagnostic's properties so they need not re-read the file.
    /// </summary>
    public readonly struct NLogInsertion
    {
        private const string Key = "Insertion";

        public NLogInsertion(TextSpan container, int after, bool isJson)
        {
            Container = container;
            After = after;
            IsJson = isJson;
        }

        public TextSpan Container { get; }

        public int After { get; }

        public bool IsJson { get; }

        public ImmutableDictionary<string, string?> AddTo(ImmutableDictionary<string, string?> properties, string prefix = "") =>
            properties.SetItem(prefix + Key, string.Join(",", Container.Start.ToString(CultureInfo.InvariantCulture), Container.End.ToString(CultureInfo.InvariantCulture), After.ToString(CultureInfo.InvariantCulture), IsJson ? "json" : "xml"));

        public static NLogInsertion? From(ImmutableDictionary<string, string?> properties, string prefix = "")
        {
            if (!properties.TryGetValue(prefix + Key, out var value) || value is null)
            {
                return null;
            }

            var parts = value.Split(',');
            return parts.Length == 4
                && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var start)
                && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var end)
                && int.TryParse(parts[2], NumberStyles.None, CultureInfo.InvariantCulture, out var after)
                && start <= end
                ? new NLogInsertion(TextSpan.FromBounds(start, end), after, parts[3] == "json")
                : null;
        }
    }
}
