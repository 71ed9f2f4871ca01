namespace LogPerf.Appenders
{
    /// <summary>The transport <see cref="AsyncRemoteSyslogAppender"/> sends over.</summary>
    [log4net.Util.TypeConverters.TypeConverter(typeof(LenientEnumConverter<SyslogProtocol>))]
    public enum SyslogProtocol
    {
        /// <summary>One datagram per message (RFC 5426), as log4net's RemoteSyslogAppender.</summary>
        Udp,

        /// <summary>A TCP stream with RFC 6587 octet-counting framing: <c>LEN SP MSG</c>.</summary>
        Tcp,
    }
}
