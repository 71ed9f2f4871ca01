using System;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// Reads what <see cref="FixData"/> wrote on a diagnostic. Anything missing or malformed (a property that is not an
    /// index, an index past the additional locations, a location in another file) reads as absent, never as an exception:
    /// the contract then fails to read and the fixer offers nothing.
    /// </summary>
    public readonly struct FixDataReader
    {
        private readonly Diagnostic _diagnostic;

        public FixDataReader(Diagnostic diagnostic) => _diagnostic = diagnostic;

        /// <summary>The scalar, or null when missing.</summary>
        public string? Value(string key) =>
            _diagnostic.Properties.TryGetValue(key, out var value) ? value : null;

        public bool Flag(string key) => Value(key) == "true";

        public bool TryEnum<TEnum>(string key, out TEnum value)
            where TEnum : struct
        {
            value = default;
            return Value(key) is { } text && Enum.TryParse(text, out value) && Enum.IsDefined(typeof(TEnum), value);
        }

        /// <summary>
        /// An optional span: true with null when nothing was written under <paramref name="key"/>, true with the span when
        /// it reads, false when something was written that does not read (the contract is garbled).
        /// </summary>
        public bool TryOptionalSpan(string key, out TextSpan? span)
        {
            span = TrySpan(key, out var value) ? value : null;
            return span != null || Value(key) is null;
        }

        /// <summary>The span written under <paramref name="key"/>, when its additional location is there and in the diagnostic's file.</summary>
        public bool TrySpan(string key, out TextSpan span)
        {
            span = default;
            var locations = _diagnostic.AdditionalLocations;
            if (Value(key) is not { } text
                || !int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var index)
                || index >= locations.Count)
            {
                return false;
            }

            var location = locations[index];
            var primary = _diagnostic.Location;
            if (location.SourceTree != primary.SourceTree
                || (location.SourceTree is null && location.GetLineSpan().Path != primary.GetLineSpan().Path))
            {
                return false;
            }

            span = location.SourceSpan;
            return true;
        }
    }
}
