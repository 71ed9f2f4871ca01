using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class DrainFlushTests
    {
        [Fact]
        public void The_worker_flushes_buffering_targets_when_the_queue_runs_dry()
        {
            var target = new BufferingTarget { Name = "buffering" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);
            for (int i = 0; i < 3; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
            }

            // No Flush, no Close: only the worker's drain hook moves these out of the target's buffer.
            Assert.True(SpinWait.SpinUntil(() => target.Flushed.Count == 3, 10_000), $"{target.Flushed.Count} of 3 flushed");
            Assert.Equal(new[] { "line 0", "line 1", "line 2" }, target.Flushed);
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void Log4net_FileAppender_with_ImmediateFlush_false_loses_its_buffer_when_flushed_outside_an_append(bool flushFromOutside)
        {
            // Why the forwarder never flushes such a target: in log4net 3.5 FileAppender's stream is locked only
            // inside Append and Close, so Flush(int) fails ("The file is not currently locked") after the
            // StreamWriter has already emptied its buffer: the buffered lines are lost.
            string file = Path.Combine(Path.GetTempPath(), "logperf-flush-" + Guid.NewGuid().ToString("N") + ".log");
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var errors = new CapturingErrorHandler();
            var target = new FileAppender { Name = "file", File = file, ImmediateFlush = false, Layout = layout, ErrorHandler = errors };
            target.ActivateOptions();
            target.DoAppend(TestEvents.Create("buffered"));
            if (flushFromOutside)
            {
                Assert.False(target.Flush(0));
                Assert.Contains(errors.Messages, m => m.Contains("Failed to flush", StringComparison.Ordinal));
            }

            target.Close();
            string text = File.ReadAllText(file);
            File.Delete(file);
            Assert.Equal(flushFromOutside ? string.Empty : "buffered" + Environment.NewLine, text);
        }

        [Fact]
        public void A_FileAppender_with_ImmediateFlush_false_gets_each_batch_written_at_its_end_and_keeps_ImmediateFlush_false()
        {
            // Its batches go through the same staged bulk append as ImmediateFlush=true ones, switched to true for that
            // call only: every line is in the file when Flush returns (before, they stayed in the writer's buffer until
            // it filled or the appender closed, and were lost silently if that write failed).
            string file = Path.Combine(Path.GetTempPath(), "logperf-flush-" + Guid.NewGuid().ToString("N") + ".log");
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var targetErrors = new CapturingErrorHandler();
            var target = new FileAppender { Name = "file", File = file, ImmediateFlush = false, Layout = layout, ErrorHandler = targetErrors };
            target.ActivateOptions();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);
            for (int i = 0; i < 3; i++)
            {
                forwarder.DoAppend(TestEvents.Create("line " + i));
                Assert.True(forwarder.Flush(10_000));
                Assert.Equal(Enumerable.Range(0, i + 1).Select(n => "line " + n), ReadShared(file));
            }

            Assert.Equal(3, forwarder.DeliveredCount);
            Assert.False(target.ImmediateFlush);

            forwarder.Close();
            string text = File.ReadAllText(file);
            File.Delete(file);
            Assert.Equal("line 0\nline 1\nline 2\n", text);
            Assert.Empty(targetErrors.Messages);
            Assert.Empty(errors.Messages);
        }

        private static string[] ReadShared(string path)
        {
            using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
            using var reader = new StreamReader(stream);
            return reader.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        }

        /// <summary>Keeps rendered lines until Flush, like a buffered writer.</summary>
        private sealed class BufferingTarget : AppenderSkeleton
        {
            private readonly List<string> _pending = new List<string>();
            private readonly List<string> _flushed = new List<string>();

            public IReadOnlyList<string> Flushed
            {
                get
                {
                    lock (_flushed)
                    {
                        return _flushed.ToList();
                    }
                }
            }

            public override bool Flush(int millisecondsTimeout)
            {
                lock (_flushed)
                {
                    _flushed.AddRange(_pending);
                    _pending.Clear();
                }

                return true;
            }

            protected override void Append(LoggingEvent loggingEvent)
            {
                lock (_flushed)
                {
                    _pending.Add(loggingEvent.RenderedMessage!);
                }
            }
        }
    }
}
