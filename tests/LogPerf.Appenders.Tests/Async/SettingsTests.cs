using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class SettingsTests
    {
        [Fact]
        public void Bad_settings_are_reported_by_name_and_replaced_by_defaults()
        {
            var sink = new CollectingAppender { Name = "sink" };
            var errors = new CapturingErrorHandler();
            var forwarder = new AsyncForwardingAppender
            {
                Name = "bad",
                ErrorHandler = errors,
                BufferSize = -1,
                BatchSize = 0,
                ShutdownTimeout = -5,
                DropReportInterval = -1,
                OverflowPolicy = (OverflowPolicy)42,
            };
            forwarder.AddAppender(sink);
            forwarder.ActivateOptions();

            Assert.Contains(errors.Messages, m => m.Contains("BufferSize -1") && m.Contains("using 2048"));
            Assert.Contains(errors.Messages, m => m.Contains("BatchSize 0") && m.Contains("using 256"));
            Assert.Contains(errors.Messages, m => m.Contains("ShutdownTimeout -5") && m.Contains("using 5000"));
            Assert.Contains(errors.Messages, m => m.Contains("DropReportInterval -1") && m.Contains("using 10000"));
            Assert.Contains(errors.Messages, m => m.Contains("OverflowPolicy 42") && m.Contains("using Block"));
            Assert.Equal(AsyncAppenderSkeleton.DefaultBufferSize, forwarder.BufferSize);
            Assert.Equal(AsyncAppenderSkeleton.DefaultBatchSize, forwarder.BatchSize);
            Assert.Equal(AsyncAppenderSkeleton.DefaultShutdownTimeout, forwarder.ShutdownTimeout);
            Assert.Equal(AsyncAppenderSkeleton.DefaultDropReportInterval, forwarder.DropReportInterval);
            Assert.Equal(OverflowPolicy.Block, forwarder.OverflowPolicy);

            forwarder.DoAppend(TestEvents.Create("still works"));
            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(1, sink.Count);
            forwarder.Close();
        }

        [Fact]
        public void DoAppend_before_ActivateOptions_starts_the_worker_lazily_with_validated_settings()
        {
            int delivered = 0;
            var appender = new DelegateAsyncAppender((e, token) =>
            {
                System.Threading.Interlocked.Increment(ref delivered);
                return Task.CompletedTask;
            })
            { BufferSize = 0 };

            appender.DoAppend(TestEvents.Create("lazy"));
            Assert.True(appender.Flush(10_000));
            Assert.Equal(1, delivered);
            Assert.Equal(AsyncAppenderSkeleton.DefaultBufferSize, appender.BufferSize);
            Assert.Contains(appender.Errors.Messages, m => m.Contains("BufferSize 0"));
            appender.Close();
        }

        [Fact]
        public void Flush_reports_false_while_the_sink_is_stalled_and_true_once_delivered()
        {
            var sink = new CollectingAppender { Name = "sink" };
            sink.Gate.Reset();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, targets: sink);
            forwarder.DoAppend(TestEvents.Create("one"));
            Assert.False(forwarder.Flush(100));
            sink.Gate.Set();
            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(1, sink.Count);
            forwarder.Close();
        }
    }
}
