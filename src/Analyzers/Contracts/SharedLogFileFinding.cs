using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0014's contract: the appender to give InterProcessLock. The fixer parses the config again to find the appender
    /// element the diagnostic sits in and its lockingModel (rewritten) or first child (a new one goes before it).
    /// </summary>
    public static class SharedLogFileFinding
    {
        private const string AppenderKey = "Appender";

        public static FixData Write(FixData data, string? appender) => data.With(AppenderKey, appender);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out string? appender)
        {
            appender = new FixDataReader(diagnostic).Value(AppenderKey);
            return appender != null;
        }
    }
}
