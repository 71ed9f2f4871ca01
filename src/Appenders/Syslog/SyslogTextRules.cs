using System;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// What log4net's RemoteSyslogAppender does with characters it does not send as they are, which changed in
    /// log4net 3.5.0. The appender follows the log4net it runs against (<see cref="Loaded"/>), so the default
    /// format stays byte for byte that release's.
    /// </summary>
    internal enum SyslogTextRules
    {
        /// <summary>
        /// log4net before 3.5.0: characters outside printable ASCII (32–126) other than CR and LF are dropped; the
        /// identity is sent as rendered.
        /// </summary>
        DropUnprintable,

        /// <summary>
        /// log4net 3.5.0 and later: they are written as <c>\uXXXX</c> (four lowercase hex digits per UTF-16 unit);
        /// control characters (below 32, and 127) are removed from the identity, and that is reported.
        /// </summary>
        EscapeUnprintable,
    }

    internal static class SyslogTextRulesOf
    {
        /// <summary>The first log4net release that escapes instead of dropping.</summary>
        public static readonly Version EscapingSince = new Version(3, 5, 0, 0);

        /// <summary>The rules of the log4net assembly loaded in this process, read once from its assembly version.</summary>
        public static SyslogTextRules Loaded { get; } = ForLog4Net(typeof(RemoteSyslogAppender).Assembly.GetName().Version);

        /// <summary>The rules of a log4net assembly version (3.x assembly versions carry the release number).</summary>
        public static SyslogTextRules ForLog4Net(Version? assemblyVersion)
            => assemblyVersion is not null && assemblyVersion >= EscapingSince ? SyslogTextRules.EscapeUnprintable : SyslogTextRules.DropUnprintable;
    }
}
