using System;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class FailureTests
    {
        [Fact]
        public void Throwing_appends_are_counted_and_reported_and_the_worker_goes_on()
        {
            var appender = new DelegateAsyncAppender((e, token) =>
            {
                switch (e.RenderedMessage)
                {
                    case "throw":
                        throw new InvalidOperationException("sync failure");
                    case "fault":
                        return Task.FromException(new InvalidOperationException("async failure"));
                    default:
                        return Task.CompletedTask;
                }
            })
            { DropReportInterval = 0 };
            appender.ActivateOptions();
            foreach (string message in new[] { "ok", "throw", "ok", "fault", "ok" })
            {
                appender.DoAppend(TestEvents.Create(message));
            }

            Assert.True(appender.Flush(10_000));
            Assert.Equal(2, appender.FailedCount);
            Assert.Equal(3, appender.DeliveredCount);
            Assert.Contains(appender.Errors.Errors, e => e.Message.Contains("failed to append") && e.Exception?.Message == "sync failure");
            Assert.Contains(appender.Errors.Errors, e => e.Message.Contains("failed to append") && e.Exception?.Message == "async failure");

            appender.DoAppend(TestEvents.Create("after"));
            Assert.True(appender.Flush(10_000));
            Assert.Equal(4, appender.DeliveredCount);
            appender.Close();
        }

        [Fact]
        public void A_throwing_batch_override_fails_the_whole_batch_only()
        {
            int calls = 0;
            var appender = new DelegateAsyncAppender(
                (e, token) => Task.CompletedTask,
                (batch, token) => ++calls == 1 ? throw new InvalidOperationException("batch failure") : Task.CompletedTask)
            { BatchSize = 4 };
            appender.ActivateOptions();
            appender.DoAppend(Enumerable.Range(0, 4).Select(i => TestEvents.Create(i.ToString())).ToArray());
            Assert.True(appender.Flush(10_000));
            appender.DoAppend(TestEvents.Create("next"));
            Assert.True(appender.Flush(10_000));

            Assert.True(appender.FailedCount >= 1 && appender.FailedCount <= 4);
            Assert.Equal(5, appender.FailedCount + appender.DeliveredCount);
            Assert.Contains(appender.Errors.Errors, e => e.Exception?.Message == "batch failure");
            appender.Close();
        }

        [Fact]
        public void A_downstream_appender_that_throws_is_counted_and_the_others_still_receive()
        {
            var good = new CollectingAppender { Name = "good" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: new IAppender[] { new ThrowingAppender(), good });
            for (int i = 0; i < 10; i++)
            {
                forwarder.DoAppend(TestEvents.Create(i.ToString()));
            }

            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(10, good.Count);
            Assert.Equal(10, forwarder.FailedCount);
            Assert.Contains(errors.Errors, e => e.Exception is NotSupportedException);
            forwarder.Close();
        }

        private sealed class ThrowingAppender : IAppender
        {
            public string Name { get; set; } = "throwing";

            public void Close()
            {
            }

            public void DoAppend(LoggingEvent loggingEvent) => throw new NotSupportedException("downstream failure");
        }
    }
}
