using System;
using System.Diagnostics;
using System.IO;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Keeps RollingFileAppender's roll (close, rename, open a new file) from parting the file from its journal: before
    /// the close that starts a roll, the journal's text is written to the file, since a journal left under the old name
    /// would be taken for the new file's at the next open. When the file cannot take the text (a full disk), the roll
    /// waits: the close throws <see cref="RollWaitsException"/>, log4net's next date check is put back, and the roll is
    /// tried again after <see cref="RetryMillis"/> while the file keeps growing. (A rename that fails is log4net 3.5's
    /// to handle: it keeps the file and appends to it.)
    /// </summary>
    internal sealed class RollGuard
    {
        /// <summary>How long a roll that had to wait waits before it is tried again.</summary>
        internal const int RetryMillis = 1000;

        /// <summary>
        /// The longest the date check is skipped after one that found no roll due: the clock is read again at least this
        /// often, so a wall clock that was set forward is noticed within a second.
        /// </summary>
        private const long QuietMillisAtMost = 1000;

        /// <summary>How close to the next roll time the date check runs on every event again, as log4net's does.</summary>
        private const long QuietMarginMillis = 1000;

        private static readonly long RetryTicks = RetryMillis * Stopwatch.Frequency / 1000;
        private readonly RollingFileAppender _appender;
        private readonly ThrottledErrorReporter _reports;
        private long _waitsUntil;
        private Exception? _journalFailure;

        /// <summary>Whether no date roll can be due before <see cref="_dateQuietUntil"/>.</summary>
        private bool _dateQuiet;

        /// <summary>Environment.TickCount (ms, wrapping) before which no date roll can be due, while <see cref="_dateQuiet"/>.</summary>
        private int _dateQuietUntil;

        /// <summary>The appender does not roll by date: only a size roll can be due.</summary>
        private bool _noDateRoll;

        public RollGuard(RollingFileAppender appender)
        {
            _appender = appender;
            _reports = new ThrottledErrorReporter(() => appender.ErrorHandler, AsyncAppenderSkeleton.DefaultDropReportInterval);
        }

        /// <summary>Within <see cref="Run"/>: a roll, if log4net decides on one, is under way.</summary>
        public bool Rolling { get; private set; }

        /// <summary>
        /// Whether log4net's roll check could find a roll due before an event is appended to a file of
        /// <paramref name="fileLength"/> bytes: false only while the file is below MaxFileSize (or does not roll by size)
        /// and the last date check found the next roll time more than a second ahead, at most a second ago. That check reads
        /// the wall clock and converts it to local time on every event; this reads a coarse monotonic clock.
        /// </summary>
        public bool MayBeDue(long fileLength)
        {
            RollingFileAppender.RollingMode style = _appender.RollingStyle;
            bool bySize = style == RollingFileAppender.RollingMode.Size || style == RollingFileAppender.RollingMode.Composite;
            if (bySize && fileLength >= _appender.MaxFileSize)
            {
                return true;
            }

            // The deadline is at most a second ahead, so the wrapping difference tells before from after.
            return !_noDateRoll && !(_dateQuiet && unchecked(Environment.TickCount - _dateQuietUntil) < 0);
        }

        /// <summary>Runs log4net's roll check (<paramref name="adjust"/>), unless a roll waits.</summary>
        public void Run(Action adjust)
        {
            if (_waitsUntil != 0 && Stopwatch.GetTimestamp() < _waitsUntil)
            {
                return;
            }

            DateTime nextCheck = RollSchedule.NextCheck(_appender);
            Rolling = true;
            try
            {
                adjust();
            }
            catch (RollWaitsException)
            {
                // Reported below. With StaticLogFileName false the close happens in log4net's OpenFile, which catches and reports it too.
            }
            finally
            {
                Rolling = false;
            }

            _waitsUntil = _journalFailure is null ? 0 : Stopwatch.GetTimestamp() + RetryTicks;
            if (_journalFailure is { } failure)
            {
                _journalFailure = null;
                RollSchedule.Restore(_appender, nextCheck);
                _reports.Report(
                    $"MemoryMappedFileAppender [{_appender.Name}]: [{_appender.File}] is due to roll, but the text in its journal cannot be " +
                    $"written to it ({failure.Message}); the roll waits and the file keeps growing.", failure, ErrorCode.WriteFailure);
            }

            SetDateQuiet();
        }

        /// <summary>
        /// When the date check can be skipped until: only with LogPerf's own clock (the real local time; a clock of the
        /// user's may jump, and then every event is checked as log4net does) and a readable next roll time.
        /// </summary>
        private void SetDateQuiet()
        {
            _dateQuiet = false;
            _noDateRoll = false;
            if (_waitsUntil != 0 || !(_appender.DateTimeStrategy is LocalClockDateTime clock) || !RollSchedule.Readable)
            {
                return;
            }

            RollingFileAppender.RollingMode style = _appender.RollingStyle;
            if (style != RollingFileAppender.RollingMode.Date && style != RollingFileAppender.RollingMode.Composite)
            {
                _noDateRoll = true;
                return;
            }

            double ahead = (RollSchedule.NextCheck(_appender) - clock.Now).TotalMilliseconds - QuietMarginMillis;
            if (ahead > 0)
            {
                _dateQuietUntil = unchecked(Environment.TickCount + (int)Math.Min(ahead, QuietMillisAtMost));
                _dateQuiet = true;
            }
        }

        /// <summary>The close that starts a roll: throws <see cref="RollWaitsException"/> when the journal's text cannot be written to the file.</summary>
        public void BeforeClose(MappedFileStream stream)
        {
            if (_journalFailure is null && !stream.TryCopyAll(out _journalFailure))
            {
                throw new RollWaitsException(_journalFailure!);
            }

            if (_journalFailure != null)
            {
                throw new RollWaitsException(_journalFailure);
            }
        }

        /// <summary>Thrown out of the close that would start a roll, so that the roll does not happen yet.</summary>
        private sealed class RollWaitsException : IOException
        {
            public RollWaitsException(Exception cause)
                : base("The roll waits: the text in the journal cannot be written to the log file yet. " + cause.Message, cause)
            {
            }
        }
    }
}
