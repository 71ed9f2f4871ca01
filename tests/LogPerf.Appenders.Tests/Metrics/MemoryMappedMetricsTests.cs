using System;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Appenders.Tests.MemoryMapped;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>The memory-mapped file appender publishes what it wrote (as delivered) and what failed; it has no queue.</summary>
    public sealed class MemoryMappedMetricsTests
    {
        [Fact]
        public void Written_events_are_published_as_delivered_and_no_queue_is_reported()
        {
            using var capture = new MeterCapture();
            using var dir = new TempFolder("appenders");
            string name = AsyncAppenderMetricsTests.Unique("mmf");
            MemoryMappedFileAppender appender = FileAppenders.MemoryMapped(dir.File("app.log"), a => a.Name = name, new ErrorRecorder());
            try
            {
                FileAppenders.AppendAll(Enumerable.Range(0, 100).Select(i => FileAppenders.Event(i)), appender);
                Collection collected = capture.Collect();
                Assert.Equal(100, appender.WrittenCount);
                Assert.Equal(appender.WrittenCount, collected.Outcome(name, "delivered"));
                Assert.Equal(0, collected.Outcome(name, "failed"));
                Assert.Equal(0, collected.Outcome(name, "dropped"));
                Assert.Equal(nameof(MemoryMappedFileAppender), collected.Of(AppenderMetrics.Events, name)[0].Tag(AppenderMetrics.AppenderTypeTag));
                Assert.Empty(collected.Of(AppenderMetrics.QueueSize, name));
                Assert.Empty(collected.Of(AppenderMetrics.EventsInFlight, name));
            }
            finally
            {
                appender.Close();
            }

            Assert.False(capture.Collect().Reports(name));
        }

        [Fact]
        public void An_appender_that_could_not_activate_publishes_its_failures_and_leaves_the_meter_when_collected_without_Close()
        {
            using var capture = new MeterCapture();
            string name = AsyncAppenderMetricsTests.Unique("mmf-unactivated");
            WeakReference dropped = ActivateWithoutFileAndAppend(capture, name);
            MetricsLifecycleTests.Collect();
            Assert.False(dropped.IsAlive, "the appender is still reachable");
            Assert.False(capture.Collect().Reports(name));
            Assert.DoesNotContain(MeteredAppenders.Snapshot(), r => r.Name == name);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static WeakReference ActivateWithoutFileAndAppend(MeterCapture capture, string name)
        {
            var errors = new ErrorRecorder();
            var appender = new MemoryMappedFileAppender { Name = name, ErrorHandler = errors };
            appender.ActivateOptions();
            Assert.Contains(errors.Messages, m => m.Contains("the File option is not set", StringComparison.Ordinal));
            FileAppenders.AppendAll(Enumerable.Range(0, 3).Select(i => FileAppenders.Event(i)), appender);
            Assert.Equal(3, appender.FailedCount);
            Assert.Equal(3, capture.Collect().Outcome(name, "failed"));
            return new WeakReference(appender);
        }
    }
}
