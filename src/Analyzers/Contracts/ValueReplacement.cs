using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// The contract of rules whose fix writes one value over the diagnostic's own span (LP0006's Fix value, LP0011's and
    /// LP0206's false, LP0205's Warn): in a log4net config, the attribute value; in C#, the constant (a literal, or the
    /// member's name). NLog configs also get an <see cref="NLogSettingEdit"/>, which keeps the value's form (JSON or XML).
    /// </summary>
    public static class ValueReplacement
    {
        private const string ValueKey = "Replacement";

        public static FixData Write(FixData data, string value) => data.With(ValueKey, value);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out string? value)
        {
            value = new FixDataReader(diagnostic).Value(ValueKey);
            return value != null;
        }
    }
}
