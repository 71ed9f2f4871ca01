using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// The Fix value a fix writes as a new &lt;fix&gt; element: LP0005's least flags the appender's layouts need (with the
    /// element's place, <see cref="MissingFixFlagsFinding"/>), LP0007's flags for the forwarder that replaces the buffer
    /// (LP0007's contract; absent when the appender already sets one). LP0007's fixer parses the config again: it rewrites
    /// the type, drops the settings the forwarder has no use for and adds the ones it lacks, which takes the appender's
    /// children, not a few spans.
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
