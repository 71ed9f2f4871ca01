using System;
using System.Globalization;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>Writes the part of a syslog message before the text, for each <see cref="SyslogFormat"/>.</summary>
    internal sealed class SyslogHeader
    {
        private static readonly string[] Months =
            { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

        private readonly SyslogFormat _format;
        private readonly string _hostName;
        private readonly string _processId;
        private string? _lastIdentity;
        private string _lastAppName = "-";

        public SyslogHeader(SyslogFormat format, string hostName, int processId)
        {
            _format = format;
            _hostName = format == SyslogFormat.Rfc5424 ? Rfc5424Field(hostName, 255) : Rfc3164HostName(hostName);
            _processId = processId.ToString(CultureInfo.InvariantCulture);
        }

        public void Append(StringBuilder builder, int priority, string? identity, DateTime timeStampUtc)
        {
            builder.Append('<').Append(priority).Append('>');
            switch (_format)
            {
                case SyslogFormat.Rfc3164:
                    AppendRfc3164TimeStamp(builder, timeStampUtc.ToLocalTime());
                    builder.Append(' ').Append(_hostName).Append(' ').Append(identity).Append(": ");
                    break;
                case SyslogFormat.Rfc5424:
                    builder.Append("1 ")
                        .Append(timeStampUtc.ToString("yyyy-MM-dd'T'HH:mm:ss.ffffff'Z'", CultureInfo.InvariantCulture))
                        .Append(' ').Append(_hostName)
                        .Append(' ').Append(AppName(identity))
                        .Append(' ').Append(_processId)
                        .Append(" - - ");
                    break;
                default:
                    builder.Append(identity).Append(": ");
                    break;
            }
        }

        private string AppName(string? identity)
        {
            if (!string.Equals(identity, _lastIdentity, StringComparison.Ordinal))
            {
                _lastAppName = Rfc5424Field(identity, 48);
                _lastIdentity = identity;
            }

            return _lastAppName;
        }

        // "Mmm dd hh:mm:ss" with a space, not a zero, before a one-digit day (RFC 3164 section 4.1.2).
        private static void AppendRfc3164TimeStamp(StringBuilder builder, DateTime local)
        {
            builder.Append(Months[local.Month - 1]).Append(' ');
            if (local.Day < 10)
            {
                builder.Append(' ');
            }

            builder.Append(local.Day).Append(' ')
                .Append(local.ToString("HH:mm:ss", CultureInfo.InvariantCulture));
        }

        // RFC 5424 header fields are 1..max characters of printable ASCII without space, or "-" when empty.
        private static string Rfc5424Field(string? value, int maxLength)
        {
            if (string.IsNullOrEmpty(value))
            {
                return "-";
            }

            var builder = new StringBuilder(Math.Min(value!.Length, maxLength));
            foreach (char c in value)
            {
                if (builder.Length == maxLength)
                {
                    break;
                }

                builder.Append(c > ' ' && c <= '~' ? c : '_');
            }

            return builder.ToString();
        }

        private static string Rfc3164HostName(string hostName)
        {
            string field = Rfc5424Field(hostName, 255);
            return field == "-" ? "localhost" : field;
        }
    }
}
