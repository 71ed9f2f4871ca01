using System;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using log4net.Filter;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// The forwarder in front of a log4net file appender with ImmediateFlush=true (LP0004's fix): the file is flushed
    /// once per batch, at its end, never from outside the appender's Append, and nothing else that appends to the same
    /// appender sees ImmediateFlush off.
    /// </summary>
    public sealed class BatchFlushTests
    {
        [Fact]
        public void A_batch_is_flushed_once_at_its_end_and_every_line_is_in_the_file_before_Close()
        {
            using var dir = new TempDir();
            var stream = new CountingLock();
            RollingFileAppender target = Target(dir.File("a.log"), stream);
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);

            stream.HoldWrites();
            forwarder.DoAppend(TestEvents.Create("line 0"));
            Assert.True(stream.WaitUntilHeld(10_000), "the worker never reached the file");
            for (int i = 1; i < 1000; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
            }

            stream.ReleaseWrites();
            Assert.True(forwarder.Flush(10_000));

            // Read before Close: what the file holds now is what was flushed.
            string[] lines = dir.ReadLines("a.log");
            Assert.Equal(Enumerable.Range(0, 1000).Select(i => "line " + i), lines);

            // Event 0 alone, then the other 999 in batches of at most 256: 1 + 4 flushes, not 1000.
            Assert.InRange(stream.Flushes, 2, 5);
            Assert.True(target.ImmediateFlush);
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void Another_writer_of_the_same_appender_has_each_of_its_events_flushed_before_its_append_returns()
        {
            using var dir = new TempDir();
            RollingFileAppender target = Target(dir.File("b.log"), new CountingLock());
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);
            using var stop = new ManualResetEventSlim();
            Thread producer = Bounded.Start(() =>
            {
                for (int i = 0; !stop.IsSet && i < 300_000; i++)
                {
                    forwarder.DoAppend(TestEvents.Create("forwarded " + i));
                }
            });

            using (var tail = new FileStream(dir.File("b.log"), FileMode.Open, FileAccess.Read, FileShare.ReadWrite))
            using (var reader = new StreamReader(tail))
            {
                for (int i = 0; i < 200; i++)
                {
                    string line = "direct " + i;
                    target.DoAppend(TestEvents.Create(line));
                    Assert.Contains("\n" + line + "\n", "\n" + reader.ReadToEnd(), StringComparison.Ordinal);
                }
            }

            stop.Set();
            Assert.True(producer.Join(30_000));
            forwarder.Close();
            Assert.Empty(errors.Messages);
            Assert.Equal(forwarder.EnqueuedCount + 200, dir.ReadLines("b.log").Length);
        }

        [Fact]
        public void A_batch_that_ends_below_the_target_threshold_is_still_flushed_at_its_end()
        {
            using var dir = new TempDir();
            var stream = new CountingLock();
            RollingFileAppender target = Target(dir.File("c.log"), stream);
            target.Threshold = Level.Info;
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);

            stream.HoldWrites();
            forwarder.DoAppend(TestEvents.Create("first"));
            Assert.True(stream.WaitUntilHeld(10_000));
            forwarder.DoAppend(TestEvents.Create("kept"));
            for (int i = 0; i < 10; i++)
            {
                forwarder.DoAppend(TestEvents.Create("debug " + i, Level.Debug));
            }

            stream.ReleaseWrites();
            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(new[] { "first", "kept" }, dir.ReadLines("c.log"));
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void A_target_with_a_filter_chain_gets_every_accepted_line_flushed()
        {
            using var dir = new TempDir();
            RollingFileAppender target = Target(dir.File("d.log"), new CountingLock());
            target.AddFilter(new StringMatchFilter { StringToMatch = "skip", AcceptOnMatch = false });
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);

            for (int i = 0; i < 300; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i % 3 == 2 ? "skip " + i : "line " + i));
            }

            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(Enumerable.Range(0, 300).Where(i => i % 3 != 2).Select(i => "line " + i), dir.ReadLines("d.log"));
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void The_bulk_path_is_available_on_the_loaded_log4net()
        {
            Assert.True(FlushOncePerBatch.Supported, "log4net's AppenderSkeleton members the bulk path needs were not found");
            Assert.True(FlushOncePerBatch.Applies(new RollingFileAppender()));
            Assert.True(FlushOncePerBatch.Applies(new RollingFileAppender { ImmediateFlush = false }));
            Assert.False(FlushOncePerBatch.Applies(new CountingAppendsAppender()));
        }

        [Fact]
        public void A_target_closed_meanwhile_reports_it_as_log4net_does_and_is_not_reopened()
        {
            using var dir = new TempDir();
            RollingFileAppender target = Target(dir.File("e.log"), new CountingLock());
            var targetErrors = new CapturingErrorHandler();
            target.ErrorHandler = targetErrors;
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, targets: target);
            forwarder.DoAppend(TestEvents.Create("before"));
            Assert.True(forwarder.Flush(10_000));
            target.Close();
            forwarder.DoAppend(TestEvents.Create("after"));
            Assert.True(forwarder.Flush(10_000));
            forwarder.Close();

            Assert.Equal(new[] { "before" }, dir.ReadLines("e.log"));
            Assert.Contains(targetErrors.Messages, m => m.Contains("Attempted to append to closed appender", StringComparison.Ordinal));
        }

        [Fact]
        public void An_event_the_target_appends_to_itself_during_a_batch_is_ignored_as_by_log4net_s_recursion_guard()
        {
            using var dir = new TempDir();
            RollingFileAppender target = Target(dir.File("f.log"), new CountingLock());
            target.AddFilter(new ReentrantFilter(target));
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);
            for (int i = 0; i < 10; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
            }

            Assert.True(forwarder.Flush(10_000));
            forwarder.Close();
            Assert.Equal(Enumerable.Range(0, 10).Select(i => "line " + i), dir.ReadLines("f.log"));
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void A_subclass_that_overrides_Append_gets_every_event_through_its_override()
        {
            using var dir = new TempDir();
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var target = new CountingAppendsAppender { Name = "sub", File = dir.File("g.log"), Layout = layout };
            target.ActivateOptions();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, targets: target);
            for (int i = 0; i < 500; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
            }

            Assert.True(forwarder.Flush(10_000));
            forwarder.Close();
            Assert.Equal(500, target.Appends);
            Assert.Equal(500, dir.ReadLines("g.log").Length);
        }

        [Fact]
        public void A_rolling_target_rolls_between_batches_and_keeps_every_line_in_order()
        {
            using var dir = new TempDir();
            RollingFileAppender target = Target(dir.File("h.log"), new CountingLock());
            target.MaximumFileSize = "20KB";
            target.MaxSizeRollBackups = 1000;
            target.ActivateOptions();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);
            for (int i = 0; i < 20_000; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i.ToString("D6")));
            }

            Assert.True(forwarder.Flush(30_000));
            forwarder.Close();
            string[] files = dir.Files("h.log*");
            Assert.True(files.Length > 10, $"{files.Length} files");
            // CountDirection -1: the highest backup number is the oldest file, the file without a number the newest.
            string[] lines = files.OrderByDescending(f => f.EndsWith(".log", StringComparison.Ordinal) ? -1 : int.Parse(f.Substring(f.LastIndexOf('.') + 1)))
                .SelectMany(f => dir.ReadLines(System.IO.Path.GetFileName(f)))
                .ToArray();
            Assert.Equal(20_000, lines.Length);
            Assert.Equal(lines.OrderBy(l => l, StringComparer.Ordinal), lines);

            // Rolling is checked once per batch: a file exceeds MaximumFileSize by at most one batch (256 lines of 12 bytes).
            Assert.All(files, f => Assert.InRange(new System.IO.FileInfo(f).Length, 0, (20 * 1024) + (256 * 12)));
            Assert.Empty(errors.Messages);
        }

        private static RollingFileAppender Target(string file, CountingLock locking)
        {
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var target = new RollingFileAppender
            {
                Name = "file",
                File = file,
                Layout = layout,
                LockingModel = locking,
                ImmediateFlush = true,
                MaximumFileSize = "100MB",
            };
            target.ActivateOptions();
            return target;
        }

        /// <summary>Appends to its own appender from its filter, as a misbehaving filter or error handler might.</summary>
        private sealed class ReentrantFilter : log4net.Filter.FilterSkeleton
        {
            private readonly IAppender _target;

            public ReentrantFilter(IAppender target)
            {
                _target = target;
            }

            public override log4net.Filter.FilterDecision Decide(LoggingEvent loggingEvent)
            {
                if (loggingEvent.RenderedMessage?.StartsWith("line", StringComparison.Ordinal) == true)
                {
                    _target.DoAppend(TestEvents.Create("nested " + loggingEvent.RenderedMessage));
                }

                return log4net.Filter.FilterDecision.Neutral;
            }
        }

        /// <summary>A FileAppender subclass with per-event behaviour of its own.</summary>
        private sealed class CountingAppendsAppender : FileAppender
        {
            public int Appends { get; private set; }

            protected override void Append(LoggingEvent loggingEvent)
            {
                Appends++;
                base.Append(loggingEvent);
            }
        }

        /// <summary>
        /// ExclusiveLock over a stream that counts flushes that carry data (a flush with nothing written since costs
        /// nothing) and can hold the first write until released.
        /// </summary>
        private sealed class CountingLock : FileAppender.LockingModelBase
        {
            private readonly ManualResetEventSlim _writesAllowed = new ManualResetEventSlim(true);
            private readonly ManualResetEventSlim _held = new ManualResetEventSlim(false);
            private CountingStream? _stream;
            private int _flushes;

            public int Flushes => Volatile.Read(ref _flushes);

            public void HoldWrites() => _writesAllowed.Reset();

            public bool WaitUntilHeld(int millisecondsTimeout) => _held.Wait(millisecondsTimeout);

            public void ReleaseWrites() => _writesAllowed.Set();

            public override void OpenFile(string filename, bool append, Encoding encoding) =>
                _stream = new CountingStream(this, new FileStream(filename, append ? FileMode.Append : FileMode.Create, FileAccess.Write, FileShare.ReadWrite));

            public override void CloseFile()
            {
                _stream?.Dispose();
                _stream = null;
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

            private sealed class CountingStream : Stream
            {
                private readonly CountingLock _owner;
                private readonly FileStream _file;
                private bool _written;

                public CountingStream(CountingLock owner, FileStream file)
                {
                    _owner = owner;
                    _file = file;
                }

                public override bool CanRead => false;

                public override bool CanSeek => _file.CanSeek;

                public override bool CanWrite => true;

                public override long Length => _file.Length;

                public override long Position
                {
                    get => _file.Position;
                    set => _file.Position = value;
                }

                public override void Flush()
                {
                    if (_written)
                    {
                        Interlocked.Increment(ref _owner._flushes);
                        _written = false;
                    }

                    _file.Flush();
                }

                public override void Write(byte[] buffer, int offset, int count)
                {
                    if (!_owner._writesAllowed.IsSet)
                    {
                        _owner._held.Set();
                        _owner._writesAllowed.Wait(30_000);
                    }

                    _file.Write(buffer, offset, count);
                    _written = true;
                }

                public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

                public override long Seek(long offset, SeekOrigin origin) => _file.Seek(offset, origin);

                public override void SetLength(long value) => _file.SetLength(value);

                protected override void Dispose(bool disposing)
                {
                    if (disposing)
                    {
                        _file.Dispose();
                    }

                    base.Dispose(disposing);
                }
            }
        }

        private sealed class TempDir : IDisposable
        {
            private readonly string _path = Directory.CreateTempSubdirectory("logperf-batchflush-").FullName;

            public string File(string name) => Path.Combine(_path, name);

            public string[] Files(string pattern) => Directory.GetFiles(_path, pattern);

            public string[] ReadLines(string name)
            {
                using var stream = new FileStream(File(name), FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
                using var reader = new StreamReader(stream);
                return reader.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries);
            }

            public void Dispose()
            {
                try
                {
                    Directory.Delete(_path, recursive: true);
                }
                catch (IOException)
                {
                }
            }
        }
    }
}
