using System;
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
    /// (<c>.&lt;file name&gt;.logperf-journal</c>, <see cref="MappingBufferSize"/> bytes) holds what the file does not
    /// have yet and is deleted on Close. After a crash the next open appends the journal's text to the file.
    /// </remarks>
    public class MemoryMappedFileAppender : RollingFileAppender
    {
        private readonly MappedLockingModel _mappedLocking = new MappedLockingModel();
        private CompiledLayout _compiled = CompiledLayout.None;
        private TextWriter? _encodingWriter;
        private Encoding? _encoding;

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
            LocalClockDateTime.Use(this);
            long windowBytes = MappingWindow.Parse(MappingBufferSize, ErrorHandler, Name);
            _mappedLocking.WindowBytes = windowBytes;
            _mappedLocking.FlushIntervalMillis = ValidFlushInterval();
            UseMappedLocking();
            ForceImmediateFlush();

            try
            {
                CrashedJournals.RecoverFamily(ConvertToFullPath(file.Trim()), ErrorHandler);
                base.ActivateOptions();
                RollingMutex.Drop(this);
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

        /// <summary>
        /// Whether events are rendered by the compiled form of the layout and written to the journal directly (a
        /// PatternLayout), rather than through the layout and log4net's writer.
        /// </summary>
        internal bool RendersCompiled => Compiled() != null;

        /// <summary>The compiled layout in use, if any (for tests: which conversions render natively).</summary>
        internal PatternRenderer? Renderer => Compiled();

        /// <summary>
        /// With a PatternLayout: renders the event with its compiled form into a per-thread buffer and copies the bytes
        /// into the journal in one write, the same bytes log4net's writer would have produced. Otherwise log4net's own path.
        /// </summary>
        protected override void Append(LoggingEvent loggingEvent)
        {
            PatternRenderer? renderer = Compiled();
            if (renderer is null || _mappedLocking.Stream is null)
            {
                base.Append(loggingEvent);
                return;
            }

            AdjustFileBeforeAppend();
            if (!(QuietWriter is CountingQuietTextWriter writer) || writer.Closed || !(_mappedLocking.Stream is { } stream))
            {
                return;
            }

            RenderScratch scratch = RenderScratch.Begin();
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
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException || e is ObjectDisposedException)
            {
                ErrorHandler.Error("Failed to write [" + new string(text.Chars, 0, text.Length) + "].", e, ErrorCode.WriteFailure);
            }
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
            if (_mappedLocking.Stream != null)
            {
                try
                {
                    QuietWriter?.Flush();
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
