using System;
using System.IO;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// After a write to a log4net file appender's file failed (a full disk), puts the file back to its last whole event:
    /// closes the appender's writer and file (what .NET's buffers still held is lost with them), cuts the file to the
    /// length it had before the failed batch, and opens it again for appending as log4net does. Without this, the part of
    /// the batch that reached the disk ends in a cut line, and the rest of it is glued to the next event once space
    /// returns.
    /// </summary>
    /// <remarks>
    /// Only for the locking models that keep the file to this process while it is open (ExclusiveLock, the default, and
    /// NoLock): with MinimalLock or InterProcessLock another process may have appended since, and cutting the file would
    /// lose its lines. Reopening writes the layout's header again, as log4net does whenever it opens the file.
    /// </remarks>
    internal static class FileTargetRepair
    {
        public static bool Applies(TextWriterAppender target) =>
            Log4NetInternals.RepairSupported
            && target is FileAppender file
            && (file.LockingModel is FileAppender.ExclusiveLock || file.LockingModel is FileAppender.NoLock);

        /// <summary>
        /// Cuts <paramref name="target"/>'s file back to <paramref name="length"/> bytes and reopens it under
        /// <paramref name="openName"/> (<see cref="OpenName"/>, read before). Returns whether the file was cut back (it
        /// then holds nothing written after <paramref name="length"/>); <paramref name="reopened"/> is false when the file
        /// could not be opened again (then <see cref="Reopen"/> is tried before the next batch). Failures are reported
        /// through the appender's ErrorHandler. Call holding the appender's lock, outside Append.
        /// </summary>
        public static bool Repair(FileAppender target, string openName, long length, out bool reopened)
        {
            reopened = true;
            string? path = target.File;
            if (path == null)
            {
                return false;
            }

            bool cutBack = false;
            bool appendToFile = target.AppendToFile;
            Log4NetInternals.Reset!(target);
            try
            {
                using (var stream = new FileStream(path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite | FileShare.Delete))
                {
                    if (stream.Length > length)
                    {
                        stream.SetLength(length);
                    }
                }

                cutBack = true;
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException)
            {
                target.ErrorHandler.Error($"Could not cut [{path}] back to its last whole event ({length} bytes) after a failed write.", e, ErrorCode.WriteFailure);
            }

            reopened = Reopen(target, openName);
            target.AppendToFile = appendToFile;
            return cutBack;
        }

        /// <summary>Opens the appender's file again after a repair could not; true when it is open.</summary>
        public static bool Reopen(FileAppender target, string openName)
        {
            Log4NetInternals.SafeOpenFile!(target, openName, true);
            return IsOpen(target);
        }

        /// <summary>The name log4net opens: the base name for a rolling file (it adds the date or count itself).</summary>
        public static string? OpenName(FileAppender target) =>
            target is RollingFileAppender rolling ? Log4NetInternals.BaseFileNameOf!(rolling) ?? target.File : target.File;

        private static bool IsOpen(FileAppender target) => Log4NetInternals.QuietWriterOf!(target) is { Closed: false };
    }
}
