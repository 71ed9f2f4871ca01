using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Text;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Util;
using LogPerf.Appenders.Rendering;

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
    /// (<c>.&lt;file name&gt;.logperf</c>, <see cref="MappingBufferSize"/> bytes) holds what the file does not
    /// have yet and is deleted on Close. After a crash the next open appends the journal's text to the file.
    /// Every event that reaches Append ends counted once: <see cref="WrittenCount"/> or <see cref="FailedCount"/>
    /// (reported through the ErrorHandler with its cause); a failed event leaves no part of itself in the file.
    /// From ActivateOptions until Close both are published as .NET metrics (meter <see cref="AppenderMetrics.MeterName"/>;
    /// written events as <c>delivered</c>).
    /// </remarks>
    public class MemoryMappedFileAppender : RollingFileAppender, IMeteredAppender
    {
        /// <summary>How long a failed open, or a roll that had to wait, waits before it is tried again.</summary>
        internal const int RetryMillis = RollGuard.RetryMillis;

        private static readonly long RetryTicks = RetryMillis * Stopwatch.Frequency / 1000;
        private static readonly Exception NoFileOpen = new IOException("no log file is open");

        private readonly MappedLockingModel _mappedLocking = new MappedLockingModel();
        private readonly AppendCounters _counters;
        private readonly RollGuard _rolls;
        private readonly Action _adjustFile;
        private readonly RenderScratch _scratch = new RenderScratch();
        private CompiledLayout _compiled = CompiledLayout.None;
        private TextWriter? _encodingWriter;
        private Encoding? _encoding;
        private int _admitted;
        private bool _activated;
        private long _nextOpenAttempt;
        private MeterRegistration? _metered;

        public MemoryMappedFileAppender()
        {
            LockingModel = _mappedLocking;
            RollingSettings.MarkUnset(this);
            _counters = new AppendCounters(this);
            _rolls = new RollGuard(this);
            _adjustFile = base.AdjustFileBeforeAppend;
            _mappedLocking.Tick = () => _counters.Report(force: false);
        }

        /// <summary>
        /// Events whose Append returned with the event committed to the journal: in the log file, or (until the copier,
        /// or after a crash the next open, appends it) in the journal beside it.
        /// </summary>
        public long WrittenCount => _counters.Written;

        /// <summary>
        /// Events that reached the appender and were not written: no file could be opened (another writer holds it, the
        /// disk is full, the folder is not writable), the journal was full and the file could not take its text, or the
        /// layout threw. Each is reported through the ErrorHandler with its cause (at once, then at most once per 10 s).
        /// WrittenCount + FailedCount counts every event that passed the appender's threshold and filters.
        /// </summary>
        public long FailedCount => _counters.Failed;

        /// <summary>Opens the log file and its journal (tests put a disk of a given size under the appender through it).</summary>
        internal LogFileSystem FileSystem
        {
            get => _mappedLocking.Files;
            set => _mappedLocking.Files = value;
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
            // Before anything can fail: events an appender that could not activate turns away count as failed, and show.
            _metered ??= MeterRegistration.TryRegister(this, this);
            string? file = File;
            if (file is null || file.Trim().Length == 0)
            {
                ErrorHandler.Error($"MemoryMappedFileAppender [{Name}]: the File option is not set; nothing will be written.");
                return;
            }

            RollingSettings.Resolve(this, ErrorHandler);
            LocalClockDateTime.Use(this);
            long windowBytes = MappingWindow.Parse(MappingBufferSize, ErrorHandler, Name);
            _mappedLocking.WindowBytes = windowBytes;
            _mappedLocking.FlushIntervalMillis = ValidFlushInterval();
            UseMappedLocking();
            ForceImmediateFlush();

            try
            {
                CrashedJournals.RecoverFamily(this, ConvertToFullPath(file.Trim()), FileSystem, ErrorHandler);
                base.ActivateOptions();
                RollingMutex.Drop(this);
                _activated = true;
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
                CrashedJournals.RecoverOne(GetNextOutputFileName(fileName), FileSystem, ErrorHandler);
            }

            base.OpenFile(fileName, append);
        }

        /// <summary>Reports the failures not reported yet, then closes.</summary>
        protected override void OnClose()
        {
            base.OnClose();
            _counters.Report(force: true);
            _metered?.Unregister();
        }

        AppenderReading IMeteredAppender.ReadMetrics() => new AppenderReading { Delivered = WrittenCount, Failed = FailedCount };

        /// <summary>Counts the events of the current DoAppend that passed the threshold and filters.</summary>
        protected override bool FilterEvent(LoggingEvent loggingEvent)
        {
            bool admitted = base.FilterEvent(loggingEvent);
            if (admitted)
            {
                _admitted++;
            }

            return admitted;
        }

        /// <summary>Events turned away here (no layout, no writer at all) are counted as failed, not lost unseen.</summary>
        protected override bool PreAppendCheck()
        {
            if (base.PreAppendCheck())
            {
                return true;
            }

            _counters.AddFailed(Math.Max(_admitted, 1), _mappedLocking.OpenFailure ?? NoFileOpen);
            _admitted = 0;
            return false;
        }

        /// <summary>One event at a time, each committed on its own: a failure costs one event, never its batch.</summary>
        protected override void Append(LoggingEvent[] loggingEvents)
        {
            foreach (LoggingEvent loggingEvent in loggingEvents)
            {
                Append(loggingEvent);
            }
        }

        /// <summary>
        /// Rolls only as <see cref="RollGuard"/> allows: never apart from the journal's text. With no file open there is
        /// nothing to roll, and rolling would rename a file that another writer holds.
        /// </summary>
        protected override void AdjustFileBeforeAppend()
        {
            if (_mappedLocking.Stream is null)
            {
                return;
            }

            _rolls.Run(_adjustFile);
        }

        /// <summary>
        /// Never renames a file another writer holds: at activation with AppendToFile false, log4net rolls the existing
        /// file away before this appender finds out (at the open) that another writer has it.
        /// </summary>
        protected override void RollOverRenameFiles(string baseFileName)
        {
            if (JournalLock.IsHeld(Environment.ExpandEnvironmentVariables(baseFileName), FileSystem))
            {
                ErrorHandler.Error(
                    $"MemoryMappedFileAppender [{Name}]: [{baseFileName}] is being written by another process or appender; it is not rolled away.",
                    null, ErrorCode.FileOpenFailure);
                return;
            }

            base.RollOverRenameFiles(baseFileName);
        }

        /// <summary>The close that starts a roll writes the journal's text to the file first, or makes the roll wait.</summary>
        protected override void WriteFooterAndCloseWriter()
        {
            MappedFileStream? stream = _mappedLocking.Stream;
            if (!_rolls.Rolling || stream is null)
            {
                base.WriteFooterAndCloseWriter();
                return;
            }

            _rolls.BeforeClose(stream);
            _mappedLocking.ClosingForRoll = true;
            try
            {
                base.WriteFooterAndCloseWriter();
            }
            finally
            {
                _mappedLocking.ClosingForRoll = false;
            }
        }

        /// <summary>
        /// Whether events are rendered by the compiled form of the layout and written to the journal directly (a
        /// PatternLayout), rather than through the layout and log4net's writer.
        /// </summary>
        internal bool RendersCompiled => Compiled() != null;

        /// <summary>The compiled layout in use, if any (for tests: which conversions render natively).</summary>
        internal PatternRenderer? Renderer => Compiled();

        /// <summary>
        /// With a PatternLayout: renders the event with its compiled form into the appender's buffer and copies the bytes
        /// into the journal in one write, the same bytes log4net's writer would have produced. Otherwise through the
        /// layout and log4net's writer. Either way the event is committed alone, counted written or failed, and a failure
        /// (the journal full and the file unable to take its text, a layout that throws) takes all of it back.
        /// </summary>
        protected override void Append(LoggingEvent loggingEvent)
        {
            _admitted = 0;
            if (!(QuietWriter is CountingQuietTextWriter current) || _rolls.MayBeDue(current.Count))
            {
                AdjustFileBeforeAppend();
            }

            MappedFileStream? stream = OpenStream();
            if (stream is null || !(QuietWriter is CountingQuietTextWriter writer) || writer.Closed)
            {
                _counters.AddFailed(1, _mappedLocking.OpenFailure ?? NoFileOpen);
                return;
            }

            long count = writer.Count;
            Exception? failure;
            try
            {
                PatternRenderer? renderer = Compiled();
                failure = renderer is null ? AppendThroughLayout(loggingEvent, writer, stream) : AppendCompiled(renderer, loggingEvent, writer, stream);
            }
            catch (Exception e) when (!(e is OutOfMemoryException || e is StackOverflowException))
            {
                // The layout threw part-way: what it wrote of the event is taken back, and the rest of a batch goes on.
                stream.DiscardEvent();
                writer.Flush();
                stream.Flush();
                failure = e;
            }

            if (failure is null)
            {
                _counters.AddWritten();
            }
            else
            {
                writer.Count = count;
                _counters.AddFailed(1, failure);
            }
        }

        /// <summary>The compiled layout's bytes, encoded straight into the journal; the failure, or null when committed.</summary>
        private Exception? AppendCompiled(PatternRenderer renderer, LoggingEvent loggingEvent, CountingQuietTextWriter writer, MappedFileStream stream)
        {
            RenderScratch scratch = _scratch.Begin();
            renderer.RenderEvent(loggingEvent, scratch);
            Encoding encoding = EncodingOf(writer);
            CharBuffer text = scratch.Text;
            try
            {
                int count = stream.TryWriteEncoded(encoding, text.Chars, text.Length);
                if (count < 0)
                {
                    byte[] bytes = scratch.BytesFor(encoding.GetMaxByteCount(text.Length));
                    count = encoding.GetBytes(text.Chars, 0, text.Length, bytes, 0);
                    stream.Write(bytes, 0, count);
                }

                stream.Flush();
                writer.Count += count;
                return null;
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException || e is ObjectDisposedException)
            {
                // The write took its bytes back; this ends the event.
                stream.Flush();
                return e;
            }
        }

        /// <summary>
        /// log4net's own path (TextWriterAppender.Append with ImmediateFlush): its writer reports a failed write to the
        /// ErrorHandler and goes on, so the stream tells whether it discarded the event.
        /// </summary>
        private Exception? AppendThroughLayout(LoggingEvent loggingEvent, CountingQuietTextWriter writer, MappedFileStream stream)
        {
            long discarded = stream.DiscardedEvents;
            RenderLoggingEvent(writer, loggingEvent);
            writer.Flush();
            stream.Flush();
            return stream.DiscardedEvents == discarded ? null : stream.LastFailure ?? NoFileOpen;
        }

        /// <summary>The open stream; with none, opens the file again when the last attempt is <see cref="RetryMillis"/> old.</summary>
        private MappedFileStream? OpenStream()
        {
            MappedFileStream? stream = _mappedLocking.Stream;
            if (stream != null || !_activated || File is null)
            {
                return stream;
            }

            long now = Stopwatch.GetTimestamp();
            if (now < _nextOpenAttempt)
            {
                return null;
            }

            // Appending: whatever a truncating open was meant for, nothing of this appender's has been written since.
            _nextOpenAttempt = now + RetryTicks;
            SafeOpenFile(File, true);
            return _mappedLocking.Stream;
        }

        /// <summary>The writer goes straight to the mapped stream, so it can be flushed outside an append.</summary>
        protected override void SetQWForFiles(Stream fileStream)
        {
            if (_mappedLocking.Stream is { } mapped)
            {
                SetQWForFiles(new StreamWriter(new WriterStream(mapped, fileStream), Encoding));
                return;
            }

            base.SetQWForFiles(fileStream);
        }

        /// <summary>
        /// Writes the header (and the encoding's preamble on a new file) to the journal at once: events written directly
        /// must come after it, and nothing may wait in the writer's buffer.
        /// </summary>
        protected override void WriteHeader()
        {
            base.WriteHeader();
            if (_mappedLocking.Stream is { } stream)
            {
                try
                {
                    QuietWriter?.Flush();
                    stream.Flush();
                }
                catch (Exception e) when (e is IOException || e is ObjectDisposedException)
                {
                    ErrorHandler.Error("Failed to write the header.", e, ErrorCode.WriteFailure);
                }
            }
        }

        /// <summary>The writer's encoding (what its StreamWriter encodes with), looked up once per writer.</summary>
        private Encoding EncodingOf(TextWriter writer)
        {
            if (!ReferenceEquals(writer, _encodingWriter))
            {
                _encoding = writer.Encoding;
                _encodingWriter = writer;
            }

            return _encoding!;
        }

        private PatternRenderer? Compiled()
        {
            ILayout? layout = Layout;
            CompiledLayout compiled = _compiled;
            if (!compiled.IsFor(layout))
            {
                compiled = CompiledLayout.Of(layout);
                _compiled = compiled;
            }

            return compiled.Renderer;
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
