using System;
using System.IO;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Before RollingFileAppender looks at existing files (sizes for rolling, renames), appends to the log file and
    /// its backups the text a crashed writer left only in their journals, so they hold every event that was logged.
    /// </summary>
    internal static class CrashedJournals
    {
        internal static void RecoverFamily(string baseFile, IErrorHandler errorHandler)
        {
            string path = Environment.ExpandEnvironmentVariables(baseFile);
            string? directory = Path.GetDirectoryName(path);
            if (string.IsNullOrEmpty(directory) || !Directory.Exists(directory))
            {
                return;
            }

            string pattern = "." + Path.GetFileNameWithoutExtension(path) + "*" + TextJournal.Suffix;
            foreach (string journal in Directory.GetFiles(directory, pattern))
            {
                string name = Path.GetFileName(journal);
                string logName = name.Substring(1, name.Length - 1 - TextJournal.Suffix.Length);
                MappedFileStream.RecoverJournal(Path.Combine(directory, logName), errorHandler);
            }
        }

        internal static void RecoverOne(string file, IErrorHandler errorHandler) =>
            MappedFileStream.RecoverJournal(Environment.ExpandEnvironmentVariables(file), errorHandler);
    }
}
