namespace LogPerf.Appenders
{
    /// <summary>The header <see cref="AsyncRemoteSyslogAppender"/> writes before the message.</summary>
    [log4net.Util.TypeConverters.TypeConverter(typeof(LenientEnumConverter<SyslogFormat>))]
    public enum SyslogFormat
    {
        /// <summary><c>&lt;PRI&gt;identity: message</c>, byte for byte what log4net's RemoteSyslogAppender sends.</summary>
        Log4Net,

        /// <summary>RFC 3164: <c>&lt;PRI&gt;Mmm dd hh:mm:ss HOSTNAME identity: message</c> (local time).</summary>
        Rfc3164,

        /// <summary>RFC 5424: <c>&lt;PRI&gt;1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID - message</c> (UTC).</summary>
        Rfc5424,
    }
}
