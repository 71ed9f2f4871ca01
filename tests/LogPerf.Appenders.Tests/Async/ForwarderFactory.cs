using LogPerf.Appenders.Tests.Support;
using log4net.Appender;

namespace LogPerf.Appenders.Tests.Async
{
    internal static class ForwarderFactory
    {
        /// <summary>An activated forwarder to the given targets, reporting into <paramref name="errors"/>.</summary>
        public static AsyncForwardingAppender Create(
            out CapturingErrorHandler errors,
            int bufferSize = AsyncAppenderSkeleton.DefaultBufferSize,
            OverflowPolicy policy = OverflowPolicy.Block,
            int shutdownTimeout = AsyncAppenderSkeleton.DefaultShutdownTimeout,
            params IAppender[] targets)
        {
            errors = new CapturingErrorHandler();
            var forwarder = new AsyncForwardingAppender
            {
                Name = "async",
                BufferSize = bufferSize,
                OverflowPolicy = policy,
                ShutdownTimeout = shutdownTimeout,
                ErrorHandler = errors,
            };
            foreach (IAppender target in targets)
            {
                forwarder.AddAppender(target);
            }

            forwarder.ActivateOptions();
            return forwarder;
        }
    }
}
