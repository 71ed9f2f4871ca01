using System;
using System.IO;
using System.Text;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The seam into <see cref="FileAppender"/>: log4net asks its locking model for the stream it writes to,
    /// so this model hands out a <see cref="MappedFileStream"/> instead of a <see cref="FileStream"/>.
    /// The file stays open between writes, as with <see cref="FileAppender.ExclusiveLock"/>.
    /// </summary>
    internal sealed class MappedLockingModel : FileAppender.LockingModelBase
    {
        private readonly ThrottledErrorReporter _openErrors;
        private MappedFileStream? _stream;

        public MappedLockingModel() =>
            _openErrors = new ThrottledErrorReporter(() => ErrorHandler, AsyncAppenderSkeleton.DefaultDropReportInterval);

        internal long WindowBytes { get; set; } = MappingWindow.DefaultBytes;

        internal int FlushIntervalMillis { get; set; }

        /// <summary>Opens the files (tests put a disk of a given size under the appender through it).</summary>
        internal LogFileSystem Files { get; set; } = LogFileSystem.Real;

        /// <summary>Runs on the copier thread after each periodic copy (the appender's due reports).</summary>
        internal Action? Tick { get; set; }

        /// <summary>The open file's stream; null while no file is open.</summary>
        internal MappedFileStream? Stream => _stream;

        /// <summary>Why the last open failed (the cause given to events that find no file open); null after a successful one.</summary>
        internal Exception? OpenFailure { get; private set; }

        /// <summary>Set around the close that starts a roll: see <see cref="MappedFileStream.ClosingForRoll"/>.</summary>
        internal bool ClosingForRoll { get; set; }

        public override void OpenFile(string filename, bool append, Encoding encoding)
        {
            try
            {
                using (CurrentAppender?.SecurityContext?.Impersonate(this))
                {
                    string path = Environment.ExpandEnvironmentVariables(filename);
                    string? directory = Path.GetDirectoryName(path);
                    if (!string.IsNullOrEmpty(directory) && !Directory.Exists(directory))
                    {
                        Directory.CreateDirectory(directory);
                    }

                    _stream = MappedFileStream.Open(path, append, WindowBytes, FlushIntervalMillis, Files, ErrorHandler, Tick);
                    OpenFailure = null;
                }
            }
            catch (Exception e)
            {
                // Retried while events keep coming: reported at once, then at most once per interval.
                OpenFailure = e;
                _openErrors.Report($"MemoryMappedFileAppender [{CurrentAppender?.Name}]: unable to open [{filename}]. {e.Message}", e, ErrorCode.FileOpenFailure);
            }
        }

        public override void CloseFile()
        {
            MappedFileStream? stream = _stream;
            _stream = null;
            if (stream is null)
            {
                return;
            }

            try
            {
                using (CurrentAppender?.SecurityContext?.Impersonate(this))
                {
                    stream.ClosingForRoll = ClosingForRoll;
                    stream.Dispose();
                }
            }
            catch (Exception e)
            {
                ErrorHandler.Error($"MemoryMappedFileAppender: unable to close [{CurrentAppender?.File}]. {e.Message}", e, ErrorCode.CloseFailure);
            }
        }

        public override Stream? AcquireLock() => _stream;

        public override void ReleaseLock()
        {
        }

        public override void ActivateOptions()
        {
        }

        public override void OnClose()
        {
        }

        private IErrorHandler ErrorHandler => CurrentAppender?.ErrorHandler ?? SilentErrorHandler.Instance;

        private sealed class SilentErrorHandler : IErrorHandler
        {
            internal static readonly SilentErrorHandler Instance = new SilentErrorHandler();

            public void Error(string message, Exception? e, ErrorCode errorCode)
            {
            }

            public void Error(string message, Exception? e)
            {
            }

            public void Error(string message)
            {
            }
        }
    }
}
