using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0002's and LP0012's contract: whether the flagged sender is log4net's RemoteSyslogAppender, which LogPerf's
    /// AsyncRemoteSyslogAppender replaces (the other senders have no LogPerf counterpart).
    /// </summary>
    public static class SyslogSenderFinding
    {
        private const string SyslogKey = "Syslog";

        public static FixData Write(FixData data, bool isSyslog) => data.With(SyslogKey, isSyslog ? "true" : "false");

        /// <summary>False when the diagnostic does not say.</summary>
        public static bool TryRead(Diagnostic diagnostic, out bool isSyslog)
        {
            var value = new FixDataReader(diagnostic).Value(SyslogKey);
            isSyslog = value == "true";
            return value is "true" or "false";
        }
    }
}
