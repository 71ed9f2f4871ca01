using System;
using System.IO;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Appends to a log file the text that a writer which stopped without closing (a crash, a SIGKILL, a close that
    /// could not write) left only in its journal, so the file holds every event whose Append returned. A journal is
    /// taken exclusively first: one that a live writer holds is never touched.
    /// </summary>
    internal static class CrashedJournals
    {
        /// <summary>
        /// Before RollingFileAppender looks at existing files (sizes for rolling, renames): recovers the journals, of
        /// either naming, of every file name the appender gives its log (<see cref="JournalNames.IsLogName"/>), and only
        /// those. Journals held by a live writer are left alone: the open that follows reports them.
        /// </summary>
        internal static void RecoverFamily(RollingFileAppender appender, string baseFile, LogFileSystem files, IErrorHandler errorHandler)
        {
            string path = Environment.ExpandEnvironmentVariables(baseFile);
            string? directory = Path.GetDirectoryName(path);
            if (string.IsNullOrEmpty(directory) || !Directory.Exists(directory))
            {
                return;
            }

            if (appender.StaticLogFileName)
            {
                RecoverOne(path, files, errorHandler);
                return;
            }

            foreach (string journal in Directory.GetFiles(directory, ".*"))
            {
                string? logName = JournalNames.LogNameOf(Path.GetFileName(journal));
                if (logName != null && JournalNames.IsLogName(appender, path, logName))
                {
                    RecoverOne(Path.Combine(directory, logName), files, errorHandler);
                }
            }
        }

        /// <summary>Recovers the journals of one log file; reports what could not be recovered, leaves held journals alone.</summary>
        internal static void RecoverOne(string logFile, LogFileSystem files, IErrorHandler errorHandler)
        {
            string path = Environment.ExpandEnvironmentVariables(logFile);
            foreach (string journalPath in new[] { JournalNames.LegacyPathFor(path), JournalNames.PathFor(path) })
            {
                try
                {
                    using JournalLock? journal = JournalLock.AcquireExisting(journalPath, files, path);
                    if (journal != null)
                    {
                        Apply(journal, path, files, errorHandler);
                        journal.Delete();
                    }
                }
                catch (JournalHeldException)
                {
                    // A live writer: the open of this file reports it, with the appender's name.
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                    errorHandler.Error(
                        $"MemoryMappedFileAppender: could not append the text left in the journal [{journalPath}] to [{path}]; " +
                        $"it stays there for the next open. {e.Message}", e, ErrorCode.FileOpenFailure);
                }
            }
        }

        /// <summary>
        /// Appends the held journal's missing tail to the log file and empties the journal. A journal that does not match
        /// its log is reported and emptied without touching the log. A failed write leaves the log's length and the
        /// journal as they were, and is rethrown.
        /// </summary>
        internal static void Apply(JournalLock journal, string logPath, LogFileSystem files, IErrorHandler errorHandler)
        {
            if (journal.File.Length == 0)
            {
                return;
            }

            string? problem;
            using (FileStream log = files.Open(logPath, FileMode.OpenOrCreate, FileAccess.Write, FileShare.Read))
            {
                problem = TextJournal.Recover(journal.File, log);
            }

            journal.File.SetLength(0);
            if (problem != null)
            {
                errorHandler.Error(
                    $"MemoryMappedFileAppender: the journal [{journal.Path}] {problem}; it was removed without changing the log file.",
                    null, ErrorCode.FileOpenFailure);
            }
        }
    }
}
