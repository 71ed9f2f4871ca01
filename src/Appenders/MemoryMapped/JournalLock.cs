using System;
using System.IO;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A journal file held open exclusively (<see cref="FileShare.None"/>: an advisory <c>flock</c> on Unix, a sharing
    /// mode on Windows). Whoever holds it is the one writer of its log file: a second appender or process that tries
    /// to write the same file gets <see cref="JournalHeldException"/> instead of silently interleaving with the first,
    /// and recovery never touches a journal that a live writer holds.
    /// </summary>
    internal sealed class JournalLock : IDisposable
    {
        private JournalLock(string path, FileStream file)
        {
            Path = path;
            File = file;
        }

        public string Path { get; }

        public FileStream File { get; }

        /// <summary>Opens or creates the journal at <paramref name="path"/> and takes it; throws <see cref="JournalHeldException"/> when another writer has it.</summary>
        public static JournalLock Acquire(string path, LogFileSystem files, string logPath) =>
            Take(path, FileMode.OpenOrCreate, files, logPath)!;

        /// <summary>Takes an existing journal; null when there is none.</summary>
        public static JournalLock? AcquireExisting(string path, LogFileSystem files, string logPath) =>
            System.IO.File.Exists(path) ? Take(path, FileMode.Open, files, logPath) : null;

        /// <summary>Whether a live writer (another process or appender) holds the journal of <paramref name="logPath"/>, under either name.</summary>
        public static bool IsHeld(string logPath, LogFileSystem files)
        {
            foreach (string path in new[] { JournalNames.PathFor(logPath), JournalNames.LegacyPathFor(logPath) })
            {
                try
                {
                    AcquireExisting(path, files, logPath)?.Dispose();
                }
                catch (JournalHeldException)
                {
                    return true;
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
                {
                }
            }

            return false;
        }

        /// <summary>Removes the journal, then lets it go: unlinked while held, so no other writer can take it in between (on Windows, where an open file cannot be removed, right after).</summary>
        public void Delete()
        {
            bool deleted = TryDelete();
            File.Dispose();
            if (!deleted)
            {
                TryDelete();
            }
        }

        /// <summary>Lets the journal go and keeps it.</summary>
        public void Dispose() => File.Dispose();

        private static JournalLock? Take(string path, FileMode mode, LogFileSystem files, string logPath)
        {
            // A holder that removes the journal between our open and our lock leaves us holding a file nobody can find:
            // look again after taking it.
            for (int attempt = 0; ; attempt++)
            {
                FileStream file;
                try
                {
                    file = files.Open(path, mode, FileAccess.ReadWrite, FileShare.None);
                }
                catch (FileNotFoundException) when (mode == FileMode.Open)
                {
                    return null;
                }
                catch (IOException e) when (!(e is FileNotFoundException || e is DirectoryNotFoundException) && System.IO.File.Exists(path))
                {
                    throw new JournalHeldException(logPath, path, e);
                }

                if (System.IO.File.Exists(path) || attempt == 2)
                {
                    return new JournalLock(path, file);
                }

                file.Dispose();
                if (mode == FileMode.Open)
                {
                    return null;
                }
            }
        }

        private bool TryDelete()
        {
            try
            {
                System.IO.File.Delete(Path);
                return true;
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
                return false;
            }
        }
    }

    /// <summary>The journal of a log file is held by another writer (another process, or another appender of this one).</summary>
    internal sealed class JournalHeldException : IOException
    {
        public JournalHeldException(string logPath, string journalPath, Exception inner)
            : base(
                $"[{logPath}] is being written by another process or appender: its journal [{journalPath}] is locked " +
                $"({inner.Message}). One writer per file: this appender writes nothing to it while the other holds it.",
                inner)
        {
        }
    }
}
