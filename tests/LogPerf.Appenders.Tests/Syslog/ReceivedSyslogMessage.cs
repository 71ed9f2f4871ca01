namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>One message as rsyslog parsed it (see the template in <see cref="RsyslogServer"/>).</summary>
    internal sealed record ReceivedSyslogMessage(
        int Pri, string Time, string Host, string AppName, string ProcId, string MsgId, string Tag, string Msg, string Raw);
}
