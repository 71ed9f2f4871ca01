using System.Text;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The identity (syslog TAG) check of log4net 3.5.0: a control character in it (below 32, or 127) could split
    /// the record, so it is removed; other characters are kept.
    /// </summary>
    internal static class SyslogIdentity
    {
        /// <summary>The identity without control characters; the same instance when it had none.</summary>
        public static string? WithoutControlCharacters(string? identity)
        {
            if (identity is null)
            {
                return null;
            }

            StringBuilder? cleaned = null;
            for (int i = 0; i < identity.Length; i++)
            {
                char c = identity[i];
                if (c >= ' ' && c != '\u007f')
                {
                    cleaned?.Append(c);
                }
                else
                {
                    cleaned ??= new StringBuilder(identity.Length).Append(identity, 0, i);
                }
            }

            return cleaned is null ? identity : cleaned.ToString();
        }
    }
}
