using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// What an analyzer hands its fixer on one diagnostic, as a rule's contract writes it (the *Finding types beside this
    /// one): spans of the diagnostic's own file as additional locations, scalars as named properties. A span is named by
    /// a property holding its index among the additional locations, so a contract may leave any span out. Only the
    /// contracts read and write these names; a fixer reads its contract (<see cref="FixDataReader"/>), never a property.
    /// </summary>
    /// <remarks>
    /// The scalars are kept as the properties the data started from plus the entries written since, and become one
    /// dictionary only when asked (<see cref="Properties"/>): a config of 50,000 appenders gets 50,000 diagnostics whose
    /// properties are mostly equal, and <see cref="SharedProperties"/> finds the dictionary it already built for equal
    /// entries without building another one to compare.
    /// </remarks>
    public readonly struct FixData
    {
        private static readonly string[] SmallIndexes = { "0", "1", "2", "3", "4", "5", "6", "7" };

        private readonly ImmutableDictionary<string, string?>? _base;
        private readonly FixDataEntry? _entries;
        private readonly ImmutableArray<TextSpan> _spans;

        private FixData(ImmutableDictionary<string, string?>? baseProperties, FixDataEntry? entries, ImmutableArray<TextSpan> spans)
        {
            _base = baseProperties;
            _entries = entries;
            _spans = spans;
        }

        /// <summary>Data that starts from properties every rule may set (<see cref="Diagnostics.DiagnosticProperties"/>).</summary>
        public static FixData From(ImmutableDictionary<string, string?> properties) => new FixData(properties, null, ImmutableArray<TextSpan>.Empty);

        /// <summary>The properties the data started from, and the entries written since (the newest first).</summary>
        internal ImmutableDictionary<string, string?> BaseProperties => _base ?? ImmutableDictionary<string, string?>.Empty;

        internal FixDataEntry? Entries => _entries;

        public ImmutableDictionary<string, string?> Properties => FixDataEntry.Apply(BaseProperties, _entries);

        /// <summary>The spans, in the order of the diagnostic's additional locations.</summary>
        public ImmutableArray<TextSpan> Spans => _spans.IsDefault ? ImmutableArray<TextSpan>.Empty : _spans;

        /// <summary>A scalar; a null value writes nothing (the reader sees it missing).</summary>
        public FixData With(string key, string? value) => value is null ? this : new FixData(_base, new FixDataEntry(key, value, _entries), _spans);

        /// <summary>A flag: written as "true" when set, left out when not.</summary>
        public FixData WithFlag(string key, bool value) => value ? With(key, "true") : this;

        /// <summary>A span of the diagnostic's file, as the next additional location.</summary>
        public FixData WithSpan(string key, TextSpan span)
        {
            var spans = Spans;
            var index = spans.Length < SmallIndexes.Length ? SmallIndexes[spans.Length] : spans.Length.ToString(CultureInfo.InvariantCulture);
            return new FixData(_base, new FixDataEntry(key, index, _entries), spans.Add(span));
        }

        /// <summary>A diagnostic in C# source: the spans become locations in the same syntax tree.</summary>
        public Diagnostic ToDiagnostic(DiagnosticDescriptor descriptor, Location location, params object?[] messageArgs)
        {
            var spans = Spans;
            Location[]? additional = null;
            if (!spans.IsEmpty && location.SourceTree is { } tree)
            {
                additional = new Location[spans.Length];
                for (var i = 0; i < spans.Length; i++)
                {
                    additional[i] = Location.Create(tree, spans[i]);
                }
            }

            return Diagnostic.Create(descriptor, location, additional, Properties, messageArgs);
        }
    }
}
