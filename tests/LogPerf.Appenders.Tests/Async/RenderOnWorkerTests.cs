using System.Collections.Concurrent;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// Rendering on the worker while Close drains: log4net 3.x's RenderLoggingEvent takes the appender's lock, which
    /// Close holds, so the skeleton renders without it. Without that, Close waited out ShutdownTimeout and dropped
    /// what was queued (seen on 3.3.2 only).
    /// </summary>
    public class RenderOnWorkerTests
    {
        private sealed class RenderingAppender : AsyncAppenderSkeleton
        {
            public ConcurrentQueue<string> Rendered { get; } = new ConcurrentQueue<string>();

            public ManualResetEventSlim FirstStarted { get; } = new ManualResetEventSlim();

            protected override async Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken)
            {
                FirstStarted.Set();
                await Task.Delay(20, CancellationToken.None);
                Rendered.Enqueue(RenderLoggingEvent(loggingEvent));
            }
        }

        [Fact]
        public void Close_drains_an_appender_that_renders_on_the_worker()
        {
            // Each event awaits a Task.Delay, whose continuation needs a thread-pool thread: a starved pool on a loaded
            // machine can take seconds for ten of them. A Close that deadlocks on the appender's lock (the bug) still waits
            // out the whole ShutdownTimeout and drops what was queued, however long it is.
            var appender = new RenderingAppender { Layout = new PatternLayout("%level %message"), ShutdownTimeout = 30_000, BatchSize = 1 };
            appender.ActivateOptions();
            var errors = new CapturingErrorHandler();
            appender.ErrorHandler = errors;
            for (var i = 0; i < 10; i++)
            {
                ((IAppender)appender).DoAppend(TestEvents.Create("event " + i));
            }

            Assert.True(appender.FirstStarted.Wait(30_000));
            ((IAppender)appender).Close();

            Assert.Equal(10, appender.DeliveredCount);
            Assert.Equal(0, appender.DroppedCount);
            Assert.Equal(new[] { "INFO event 0", "INFO event 1" }, new[] { appender.Rendered.ToArray()[0], appender.Rendered.ToArray()[1] });
        }
    }
}
