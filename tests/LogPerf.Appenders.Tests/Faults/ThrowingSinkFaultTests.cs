using System;
using System.Collections.Generic;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Repository;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// A sink deriving from log4net's AppenderSkeleton that throws on every 10th event. AppenderSkeleton catches the
    /// exception and hands it to its own ErrorHandler, so the forwarder used to see nothing: 1,450 of 10,000 kept (the
    /// rest of each batch lost after the first throw), FailedCount 0. One bad event must cost one event, counted.
    /// </summary>
    public sealed class ThrowingSinkFaultTests
    {
        private const int Events = 10_000;
        private readonly ITestOutputHelper _output;

        public ThrowingSinkFaultTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Each_throw_costs_one_event_counted_failed_with_its_cause_as_log4net_alone_loses_it()
        {
            // log4net alone: the sink called by log4net directly.
            var alone = new EveryTenthThrows { Name = "alone", ErrorHandler = new CapturingErrorHandler() };
            Log(FaultLog.Logger(alone, out ILoggerRepository aloneRepository), "alone");
            aloneRepository.Shutdown();

            var sinkErrors = new CapturingErrorHandler();
            var sink = new EveryTenthThrows { Name = "sink", ErrorHandler = sinkErrors };
            // Fix: the sink reads only the message; the default for an appender without a layout (All) would walk the stack
            // for every event on the caller, which only slows the test.
            AsyncForwardingAppender forwarder = FaultLog.Forwarder(sink, out CapturingErrorHandler errors, f => f.Fix = FixFlags.Message);
            Log(FaultLog.Logger(forwarder, out ILoggerRepository repository), "fwd");
            repository.Shutdown();

            FaultFigures.Of("AppenderSkeleton sink throws on every 10th event", Events, forwarder, sink.Kept.Count).AssertAccounted().Print(_output);
            Assert.Equal(Events * 9 / 10, alone.Kept.Count);
            Assert.Equal(alone.Kept.Count, sink.Kept.Count);
            Assert.Equal(Enumerable.Range(0, Events).Where(i => i % 10 != 9), sink.Kept);
            Assert.Equal(Events * 9 / 10, forwarder.DeliveredCount);
            Assert.Equal(Events / 10, forwarder.FailedCount);

            // The cause: the sink's own exception, inside what the sink reported; the sink's handler still gets it, as
            // log4net alone gives it, and its handler is given back on Close.
            (string message, Exception? cause) = errors.Errors.First(e => e.Message.Contains("failed to append", StringComparison.Ordinal));
            var reported = Assert.IsType<AppenderReportedException>(cause);
            Assert.Equal("sink", reported.AppenderName);
            Assert.IsType<InvalidOperationException>(reported.InnerException);
            Assert.Contains("Failed in DoAppend", reported.Message, StringComparison.Ordinal);
            Assert.Equal(Events / 10, sinkErrors.Errors.Count(e => e.Exception is InvalidOperationException));
            Assert.Same(sinkErrors, sink.ErrorHandler);
        }

        private static void Log(ILog log, string run)
        {
            for (int i = 0; i < Events; i++)
            {
                log.Info(i);
            }
        }

        /// <summary>Keeps each event's number; throws for every event whose number ends in 9.</summary>
        private sealed class EveryTenthThrows : AppenderSkeleton
        {
            public List<int> Kept { get; } = new List<int>();

            protected override void Append(LoggingEvent loggingEvent)
            {
                int n = (int)loggingEvent.MessageObject!;
                if (n % 10 == 9)
                {
                    throw new InvalidOperationException($"sink failure on event {n}");
                }

                Kept.Add(n);
            }
        }
    }
}
