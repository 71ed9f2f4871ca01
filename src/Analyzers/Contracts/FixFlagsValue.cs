using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// The Fix value a fix writes as a new &lt;fix&gt; element: LP0005's least flags the appender's layouts need (required),
    /// LP0007's flags for the forwarder that replaces the buffer (absent when the appender already sets one). Both fixers
    /// parse the config again: they insert into the appender's element and, for LP0007, rewrite its other settings, which
    /// takes the appender's children and layout, not a few spans.
    /// </summary>
    public static class FixFlagsValue
    {
        private const string FixKey = "Fix";

        public static FixData Write(FixData data, string? fix) => data.With(FixKey, fix);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out string? fix)
        {
            fix = new FixDataReader(diagnostic).Value(FixKey);
            return fix != null;
        }
    }
}
