namespace LogPerf.Appenders
{
    /// <summary>
    /// What happens to CR and LF in the rendered message; the same names as log4net 3.3's
    /// <c>RemoteSyslogAppender.SyslogNewLineHandling</c>, which log4net 2.0.x lacks (it always splits).
    /// </summary>
    [log4net.Util.TypeConverters.TypeConverter(typeof(LenientEnumConverter<SyslogNewLineHandling>))]
    public enum SyslogNewLineHandling
    {
        /// <summary>Write <c>\r</c> and <c>\n</c> as the two characters backslash-r and backslash-n.</summary>
        Escape,

        /// <summary>Send each line as its own syslog message; a CRLF or LFCR pair counts as one break.</summary>
        Split,

        /// <summary>Keep CR and LF in the message.</summary>
        Keep,
    }
}
