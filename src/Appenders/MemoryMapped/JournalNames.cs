using System;
using System.Globalization;
using System.IO;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Where the journal of a log file lives, and which journals in a folder belong to one appender. A journal is
    /// found only by the exact name of its log file, never by a prefix: <c>app.log</c>'s appender must never take the
    /// journal of <c>app-errors.log</c>.
    /// </summary>
    internal static class JournalNames
    {
        /// <summary>The journal's suffix: <c>.app.log.logperf</c> for <c>app.log</c>.</summary>
        internal const string Suffix = ".logperf";

        /// <summary>
        /// The suffix of the first release (<c>.app.log.logperf-journal</c>), whose journals are still recovered. The name
        /// changed so that the first release's start-up clean-up, which matched <c>.app*.logperf-journal</c>, cannot take
        /// the journal of another file from a newer release in the same folder.
        /// </summary>
        internal const string LegacySuffix = ".logperf-journal";

        internal static string PathFor(string logPath) => Beside(logPath, Suffix);

        internal static string LegacyPathFor(string logPath) => Beside(logPath, LegacySuffix);

        /// <summary>The log file a journal file name belongs to (either naming), or null when it is not a journal's name.</summary>
        internal static string? LogNameOf(string journalName)
        {
            foreach (string suffix in new[] { Suffix, LegacySuffix })
            {
                if (journalName.Length > 1 + suffix.Length && journalName[0] == '.' && journalName.EndsWith(suffix, StringComparison.Ordinal))
                {
                    return journalName.Substring(1, journalName.Length - 1 - suffix.Length);
                }
            }

            return null;
        }

        /// <summary>
        /// Whether <paramref name="fileName"/> is a name the appender gives its log file: the base file itself, or with
        /// StaticLogFileName false, the base combined as RollingFileAppender does with a date in DatePattern (which must
        /// format back to the same text) and a backup number. Backups renamed by a roll never have a journal.
        /// </summary>
        internal static bool IsLogName(RollingFileAppender appender, string baseFile, string fileName)
        {
            string baseName = Path.GetFileName(baseFile);
            if (string.Equals(fileName, baseName, StringComparison.Ordinal))
            {
                return true;
            }

            if (appender.StaticLogFileName)
            {
                return false;
            }

            string extension = Path.GetExtension(baseName);
            bool extensionLast = appender.PreserveLogFileNameExtension && extension.Length > 0;
            string head = extensionLast ? Path.GetFileNameWithoutExtension(baseName) : baseName;
            string tail = extensionLast ? extension : string.Empty;
            if (fileName.Length <= head.Length + tail.Length
                || !fileName.StartsWith(head, StringComparison.Ordinal)
                || !fileName.EndsWith(tail, StringComparison.Ordinal))
            {
                return false;
            }

            string middle = fileName.Substring(head.Length, fileName.Length - head.Length - tail.Length);
            if (appender.CountDirection >= 0)
            {
                int dot = middle.LastIndexOf('.');
                if (dot < 0 || dot == middle.Length - 1 || !IsDigits(middle, dot + 1))
                {
                    return false;
                }

                middle = middle.Substring(0, dot);
            }

            bool byDate = appender.RollingStyle == RollingFileAppender.RollingMode.Date
                || appender.RollingStyle == RollingFileAppender.RollingMode.Composite;
            if (!byDate)
            {
                return middle.Length == 0;
            }

            string? pattern = appender.DatePattern;
            return !string.IsNullOrEmpty(pattern)
                && DateTime.TryParseExact(middle, pattern, DateTimeFormatInfo.InvariantInfo, DateTimeStyles.None, out DateTime date)
                && string.Equals(date.ToString(pattern, DateTimeFormatInfo.InvariantInfo), middle, StringComparison.Ordinal);
        }

        private static bool IsDigits(string text, int from)
        {
            for (int i = from; i < text.Length; i++)
            {
                if (text[i] < '0' || text[i] > '9')
                {
                    return false;
                }
            }

            return true;
        }

        private static string Beside(string logPath, string suffix) =>
            Path.Combine(Path.GetDirectoryName(logPath) ?? string.Empty, "." + Path.GetFileName(logPath) + suffix);
    }
}
