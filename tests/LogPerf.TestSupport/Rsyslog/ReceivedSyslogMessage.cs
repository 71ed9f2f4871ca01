namespace LogPerf.TestSupport
{
    /// <summary>One message as rsyslog parsed it (see the template in <see cref="RsyslogServer"/>).</summary>
    public sealed record ReceivedSyslogMessage(
        int Pri, string Time, string Host, string AppName, string ProcId, string MsgId, string Tag, string Msg, string Raw);
}
