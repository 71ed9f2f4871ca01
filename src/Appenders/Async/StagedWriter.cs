using System;
using System.IO;
using System.Text;
using System.Threading;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Put in place of a log4net file appender's writer while the forwarder's worker hands it a batch: the appender
    /// renders into memory, and only the flush that ends its append writes the text to the real writer. So a layout
    /// that throws halfway through an event leaves nothing of the batch in the file, and a write that fails (a full
    /// disk) is seen here, with the file's length before it, instead of being swallowed by log4net's QuietTextWriter.
    /// </summary>
    /// <remarks>
    /// Worker thread only: a flush from any other thread (the appender's own <c>Flush(int)</c>) does nothing while a
    /// batch is staged, since the batch ends with a flush of its own. Closing it (log4net closes the writer when it rolls
    /// the file) writes what it holds and closes the real writer.
    /// </remarks>
    internal sealed class StagedWriter : TextWriter
    {
        private const int MaxKeptChars = 1 << 20;
        private char[] _chars = new char[8192];
        private byte[] _bytes = new byte[8192];
        private int _length;
        private TextWriter? _target;
        private Thread? _owner;

        /// <summary>The staged text reached the real writer and was flushed.</summary>
        public bool Committed { get; private set; }

        /// <summary>Why writing the staged text failed, if it did.</summary>
        public Exception? CommitFailure { get; private set; }

        /// <summary>The length of the file before the failed write, when the writer is a StreamWriter over a seekable stream.</summary>
        public long? LengthBeforeFailure { get; private set; }

        /// <summary>log4net closed the real writer during the call (a roll).</summary>
        public bool TargetClosed { get; private set; }

        public override Encoding Encoding => _target?.Encoding ?? Encoding.UTF8;

        public override IFormatProvider FormatProvider => _target?.FormatProvider ?? base.FormatProvider;

        public override string NewLine
        {
            get => base.NewLine;
            set
            {
                base.NewLine = value;
                if (_target != null)
                {
                    _target.NewLine = value;
                }
            }
        }

        /// <summary>Stages the next writes on this thread for <paramref name="target"/>.</summary>
        public void Arm(TextWriter target)
        {
            _target = target;
            _owner = Thread.CurrentThread;
            _length = 0;
            Committed = false;
            CommitFailure = null;
            LengthBeforeFailure = null;
            TargetClosed = false;
            base.NewLine = target.NewLine;
        }

        /// <summary>Ends the call: whatever was staged and not written is discarded.</summary>
        public void Disarm()
        {
            _target = null;
            _owner = null;
            _length = 0;
            if (_chars.Length > MaxKeptChars)
            {
                // One huge batch should not pin large buffers for the life of the forwarder.
                _chars = new char[8192];
                _bytes = new byte[8192];
            }
        }

        public override void Write(char value)
        {
            Reserve(1);
            _chars[_length++] = value;
        }

        public override void Write(char[] buffer, int index, int count)
        {
            if (buffer == null || count <= 0)
            {
                return;
            }

            Reserve(count);
            Array.Copy(buffer, index, _chars, _length, count);
            _length += count;
        }

        public override void Write(string? value)
        {
            if (string.IsNullOrEmpty(value))
            {
                return;
            }

            Reserve(value!.Length);
            value.CopyTo(0, _chars, _length, value.Length);
            _length += value.Length;
        }

        public override void Flush()
        {
            if (_target != null && Thread.CurrentThread == _owner)
            {
                Commit();
            }
        }

        protected override void Dispose(bool disposing)
        {
            TextWriter? target = _target;
            if (disposing && target != null)
            {
                if (_length > 0 && Thread.CurrentThread == _owner)
                {
                    Commit();
                }

                TargetClosed = true;
                _target = null;
                target.Dispose();
            }

            base.Dispose(disposing);
        }

        private void Commit()
        {
            TextWriter target = _target!;
            long? before = LengthOf(target);
            try
            {
                if (target is StreamWriter { BaseStream: { } stream } streamWriter)
                {
                    // What the writer holds first (a header written when the file was opened, and the encoding's preamble
                    // at the start of a file), then the batch encoded straight to the stream: the same bytes the writer
                    // would produce for whole lines, without copying the text into its buffer once more.
                    streamWriter.Flush();
                    Encoding encoding = streamWriter.Encoding;
                    int max = encoding.GetMaxByteCount(_length);
                    if (_bytes.Length < max)
                    {
                        _bytes = new byte[Math.Max(max, _bytes.Length * 2)];
                    }

                    int count = encoding.GetBytes(_chars, 0, _length, _bytes, 0);
                    stream.Write(_bytes, 0, count);
                    stream.Flush();
                }
                else
                {
                    target.Write(_chars, 0, _length);
                    target.Flush();
                }

                Committed = CommitFailure == null;
            }
            catch (Exception e) when (!(e is OutOfMemoryException))
            {
                CommitFailure ??= e;
                LengthBeforeFailure ??= before;
                Committed = false;
            }

            _length = 0;
        }

        private static long? LengthOf(TextWriter writer)
        {
            try
            {
                return writer is StreamWriter { BaseStream: { CanSeek: true } stream } ? stream.Position : (long?)null;
            }
            catch (Exception e) when (!(e is OutOfMemoryException))
            {
                return null;
            }
        }

        private void Reserve(int count)
        {
            if (_chars.Length - _length < count)
            {
                Array.Resize(ref _chars, Math.Max(_chars.Length * 2, _length + count));
            }
        }
    }
}
