using System.Globalization;
using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Cuts a rendered message into syslog message texts the way log4net's RemoteSyslogAppender.AppendMessage
    /// does: printable ASCII (32–126) is kept, CR/LF follow <see cref="SyslogNewLineHandling"/>, every other
    /// character is dropped or escaped as <see cref="SyslogTextRules"/> says.
    /// </summary>
    internal static class SyslogMessageText
    {
        /// <summary>
        /// Appends the text of the next syslog message, starting at <paramref name="index"/>, and moves
        /// <paramref name="index"/> past it. Only <see cref="SyslogNewLineHandling.Split"/> stops before the end.
        /// </summary>
        public static void AppendNext(char[] message, int length, ref int index, StringBuilder builder, SyslogNewLineHandling newLines, SyslogTextRules rules)
        {
            for (; index < length; index++)
            {
                char c = message[index];
                if (c >= ' ' && c <= '~')
                {
                    builder.Append(c);
                }
                else if (c == '\r' || c == '\n')
                {
                    switch (newLines)
                    {
                        case SyslogNewLineHandling.Keep:
                            builder.Append(c);
                            break;
                        case SyslogNewLineHandling.Split:
                            // A CRLF, LFCR, CRCR or LFLF pair is one break, as in log4net.
                            if (index + 1 < length && (message[index + 1] == '\r' || message[index + 1] == '\n'))
                            {
                                index++;
                            }

                            index++;
                            return;
                        default:
                            builder.Append(c == '\r' ? "\\r" : "\\n");
                            break;
                    }
                }
                else if (rules == SyslogTextRules.EscapeUnprintable)
                {
                    builder.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                }
            }
        }
    }
}
