namespace LogPerf.Appenders
{
    /// <summary>The transport <see cref="AsyncRemoteSyslogAppender"/> sends over.</summary>
    [log4net.Util.TypeConverters.TypeConverter(typeof(LenientEnumConverter<SyslogProtocol>))]
    public enum SyslogProtocol
    {
        /// <summary>One datagram per message (RFC 5426), as log4net's RemoteSyslogAppender.</summary>
        Udp,

        /// <summary>
        /// A TCP stream with RFC 6587 octet-counting framing: <c>LEN SP MSG</c>. No acknowledgement: events are confirmed
        /// only by an orderly end of the connection.
        /// </summary>
        Tcp,

        /// <summary>
        /// RELP (rsyslog's Reliable Event Logging Protocol, received by <c>imrelp</c>): the server acknowledges every
        /// message, so DeliveredCount counts what it confirmed; after a broken connection the messages not acknowledged
        /// are sent again (the server may get them twice).
        /// </summary>
        Relp,
    }
}
