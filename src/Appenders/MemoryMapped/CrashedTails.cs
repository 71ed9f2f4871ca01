using System;
using System.IO;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Before RollingFileAppender looks at existing files (sizes for rolling, renames), cuts the padding a
    /// crashed writer left in the log file and its backups, so they hold exactly the text that was written.
    /// </summary>
    internal static class CrashedTails
    {
        internal static void TrimFamily(string baseFile, long maxPaddingBytes)
        {
            string path = Environment.ExpandEnvironmentVariables(baseFile);
            string? directory = Path.GetDirectoryName(path);
            if (string.IsNullOrEmpty(directory) || !Directory.Exists(directory))
            {
                return;
            }

            string pattern = Path.GetFileNameWithoutExtension(path) + "*";
            foreach (string file in Directory.GetFiles(directory, pattern))
            {
                TrimOne(file, maxPaddingBytes);
            }
        }

        internal static void TrimOne(string file, long maxPaddingBytes)
        {
            try
            {
                LogicalEnd.Trim(Environment.ExpandEnvironmentVariables(file), maxPaddingBytes);
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
                LogLog.Warn(typeof(CrashedTails), $"MemoryMappedFileAppender: could not check [{file}] for crash padding.", e);
            }
        }
    }
}
