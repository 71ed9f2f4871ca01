using System;
using log4net.Appender;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A <see cref="RollingFileAppender"/> that writes through a memory-mapped journal beside the file: an event is
    /// safe from a crash of the process as soon as Append returns, without a system call per event.
    /// </summary>
    /// <remarks>
    /// Configured like <see cref="FileAppender"/> or <see cref="RollingFileAppender"/>; replacing either's type
    /// keeps the same files and rolling. With no rolling setting configured it never rolls, like FileAppender.
    /// <see cref="TextWriterAppender.ImmediateFlush"/> is ignored and the locking model is always this
    /// appender's own (the process holds the file open, as with <see cref="FileAppender.ExclusiveLock"/>).
    /// The log file is plain text at every moment (no padding) and only grows, by appends of whole events, normally
    /// within <see cref="MappedFileStream.CopyIntervalMillis"/> ms of being logged; the journal
    /// (<c>.&lt;file name&gt;.logperf-journal</c>, <see cref="MappingBufferSize"/> bytes) holds what the file does not
    /// have yet and is deleted on Close. After a crash the next open appends the journal's text to the file.
    /// </remarks>
    public class MemoryMappedFileAppender : RollingFileAppender
    {
        private readonly MappedLockingModel _mappedLocking = new MappedLockingModel();

        public MemoryMappedFileAppender()
        {
            LockingModel = _mappedLocking;
            RollingSettings.MarkUnset(this);
        }

        /// <summary>The size of the journal, e.g. "1MB" (default), "512KB" or a byte count: how much text may wait for the file.</summary>
        public string? MappingBufferSize { get; set; }

        /// <summary>
        /// Milliseconds between syncs of the mapped view to disk, for durability across power loss;
        /// 0 (default) leaves write-back to the operating system.
        /// </summary>
        public int FlushInterval { get; set; }

        public override void ActivateOptions()
        {
            string? file = File;
            if (file is null || file.Trim().Length == 0)
            {
                ErrorHandler.Error($"MemoryMappedFileAppender [{Name}]: the File option is not set; nothing will be written.");
                return;
            }

            RollingSettings.Resolve(this, ErrorHandler);
            long windowBytes = MappingWindow.Parse(MappingBufferSize, ErrorHandler, Name);
            _mappedLocking.WindowBytes = windowBytes;
            _mappedLocking.FlushIntervalMillis = ValidFlushInterval();
            UseMappedLocking();
            ForceImmediateFlush();

            try
            {
                CrashedJournals.RecoverFamily(ConvertToFullPath(file.Trim()), ErrorHandler);
                base.ActivateOptions();
            }
            catch (Exception e)
            {
                ErrorHandler.Error($"MemoryMappedFileAppender [{Name}]: could not activate. {e.Message}", e, ErrorCode.GenericFailure);
            }
        }

        protected override void OpenFile(string fileName, bool append)
        {
            // RollingFileAppender counts the existing file's length toward MaxFileSize before opening it.
            if (append)
            {
                CrashedJournals.RecoverOne(GetNextOutputFileName(fileName), ErrorHandler);
            }

            base.OpenFile(fileName, append);
        }

        private int ValidFlushInterval()
        {
            if (FlushInterval >= 0)
            {
                return FlushInterval;
            }

            ErrorHandler.Error($"MemoryMappedFileAppender [{Name}]: FlushInterval {FlushInterval} is negative; periodic flush is off.");
            return 0;
        }

        private void UseMappedLocking()
        {
            if (ReferenceEquals(LockingModel, _mappedLocking))
            {
                return;
            }

            if (!(LockingModel is ExclusiveLock))
            {
                ErrorHandler.Error(
                    $"MemoryMappedFileAppender [{Name}]: lockingModel {LockingModel?.GetType().Name} is not supported; " +
                    "the file is held open by this process as with ExclusiveLock.");
            }

            LockingModel = _mappedLocking;
        }

        private void ForceImmediateFlush()
        {
            if (!ImmediateFlush)
            {
                LogLog.Debug(typeof(MemoryMappedFileAppender),
                    $"MemoryMappedFileAppender [{Name}]: ImmediateFlush=false is ignored; events reach the mapping as they are appended.");
            }

            ImmediateFlush = true;
        }
    }
}
