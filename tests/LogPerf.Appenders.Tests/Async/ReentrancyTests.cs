using System;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using log4net.Core;
using log4net.Filter;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>Logging into the appender from inside its own append path is dropped and counted, never a deadlock.</summary>
    public sealed class ReentrancyTests
    {
        [Fact]
        public void An_event_logged_by_a_filter_on_the_callers_thread_is_dropped_and_counted()
        {
            DelegateAsyncAppender? appender = null;
            appender = new DelegateAsyncAppender((e, token) => Task.CompletedTask);
            appender.AddFilter(new LoggingFilter(() => appender.DoAppend(TestEvents.Create("from the filter"))));
            appender.ActivateOptions();

            appender.DoAppend(TestEvents.Create("outer"));
            appender.Close();

            Assert.Equal(1, appender.EnqueuedCount);
            Assert.Equal(1, appender.DeliveredCount);
            Assert.Equal(1, appender.DroppedCount);
        }

        [Fact]
        public void An_event_logged_by_the_sink_on_the_worker_is_dropped_and_counted_even_with_a_full_queue()
        {
            // Before, the worker enqueued into its own queue: with the queue full under Block it waited for itself.
            DelegateAsyncAppender? appender = null;
            using var entered = new ManualResetEventSlim();
            using var release = new ManualResetEventSlim();
            appender = new DelegateAsyncAppender((e, token) =>
            {
                if (e.RenderedMessage == "first")
                {
                    entered.Set();
                    release.Wait(token);
                }

                appender!.DoAppend(TestEvents.Create("from the sink"));
                return Task.CompletedTask;
            })
            { BufferSize = 1, BatchSize = 1, EnqueueTimeout = -1 };
            appender.ActivateOptions();
            appender.DoAppend(TestEvents.Create("first"));
            Assert.True(entered.Wait(10_000));
            appender.DoAppend(TestEvents.Create("second"));
            release.Set();

            Assert.True(appender.Flush(10_000), "the worker waited for its own queue");
            appender.Close();
            Assert.Equal(2, appender.DeliveredCount);
            Assert.Equal(2, appender.DroppedCount);
        }

        private sealed class LoggingFilter : FilterSkeleton
        {
            private readonly Action _log;

            public LoggingFilter(Action log) => _log = log;

            public override FilterDecision Decide(LoggingEvent loggingEvent)
            {
                _log();
                return FilterDecision.Neutral;
            }
        }
    }
}
