using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Appenders.Tests.Async;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// Close's own waiting is at most ShutdownTimeout + <see cref="AsyncAppenderSkeleton.CancellationGraceMilliseconds"/>.
    /// One Close took 1,530 ms against a 1,000 ms ShutdownTimeout: cancelling the sink's token ran the sink's awaiting
    /// code on the closing thread, and targets were closed there too. What is left above the bound is the machine
    /// (thread scheduling, garbage collection): under load it is measured beside each Close by a control thread that
    /// sleeps for the bound, so a machine too busy to wake a sleeping thread on time does not fail the test, while a
    /// Close that waits on its sink (seconds, or for ever) still does.
    /// </summary>
    public sealed class CloseBoundFaultTests
    {
        private const int ShutdownTimeout = 300;
        private const int Bound = ShutdownTimeout + AsyncAppenderSkeleton.CancellationGraceMilliseconds;

        /// <summary>Scheduling on a loaded 2-core machine; the sinks below would add seconds.</summary>
        private const int MachineMargin = 1500;

        /// <summary>
        /// How long a Close is given when what it must leave behind (a sink cleaning up, a target closing) is held until
        /// Close returns: a Close that waited for it would never return, so this only has to tell a return from a wait,
        /// whatever the machine's load (the tight bound under load is measured against a control thread below).
        /// </summary>
        private const int CloseLimit = 10_000;

        private readonly ITestOutputHelper _output;

        public CloseBoundFaultTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void A_sink_that_keeps_running_when_cancelled_does_not_run_on_the_closing_thread()
        {
            using var entered = new ManualResetEventSlim();
            using var release = new ManualResetEventSlim();
            using var finished = new ManualResetEventSlim();
            var appender = new DelegateAsyncAppender(async (e, token) =>
            {
                try
                {
                    entered.Set();
                    await Task.Delay(Timeout.Infinite, token);
                }
                catch (OperationCanceledException)
                {
                    // Cleaning up after the cancellation until the test lets it go: had this run on the thread that
                    // cancelled, Close could not return before the release below.
                    release.Wait(TimeSpan.FromSeconds(60));
                    finished.Set();
                    throw;
                }
            })
            { ShutdownTimeout = ShutdownTimeout };
            appender.ActivateOptions();
            appender.DoAppend(TestEvents.Create("stuck"));
            Assert.True(entered.Wait(10_000));

            long elapsed = TimeClose(appender.Close, release);
            _output.WriteLine($"Close with a sink that cleans up after cancellation until released: {elapsed} ms (bound {Bound} ms)");

            Assert.True(elapsed >= ShutdownTimeout, $"Close returned after {elapsed} ms, before ShutdownTimeout");
            Assert.True(finished.Wait(10_000));
            Assert.True(SpinWait.SpinUntil(() => appender.Counters.InFlight == 0, 10_000));
            Assert.Equal(1, appender.FailedCount + appender.DroppedCount);
        }

        [Fact]
        public void A_target_that_takes_long_to_close_finishes_closing_in_the_background()
        {
            var slow = new SlowToClose { Name = "slow" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, shutdownTimeout: ShutdownTimeout, targets: slow);
            forwarder.DoAppend(TestEvents.Create("one"));
            Assert.True(forwarder.Flush(10_000));

            long elapsed = TimeClose(forwarder.Close, slow.Release);
            _output.WriteLine($"Close with a target whose Close waits until released: {elapsed} ms (bound {Bound} ms)");

            Assert.Equal(1, forwarder.DeliveredCount);
            Assert.True(slow.Closed.Wait(10_000), "the target was never closed");
        }

        [Fact]
        public void Under_load_Close_with_a_stalled_sink_stays_within_the_bound()
        {
            const int Rounds = 10;
            var durations = new long[Rounds];
            var overshoots = new long[Rounds];
            for (int round = 0; round < Rounds; round++)
            {
                var sink = new CollectingAppender { Name = "stalled" };
                sink.Gate.Reset();
                AsyncForwardingAppender forwarder = ForwarderFactory.Create(
                    out CapturingErrorHandler errors, bufferSize: 64, policy: OverflowPolicy.DropOldest, shutdownTimeout: ShutdownTimeout, targets: sink);
                using var stop = new ManualResetEventSlim();
                Thread[] producers = Enumerable.Range(0, 4).Select(p => Bounded.Start(() =>
                {
                    for (int i = 0; i < 1_000_000 && !stop.IsSet; i++)
                    {
                        forwarder.DoAppend(TestEvents.Create("load"));
                    }
                })).ToArray();
                Assert.True(sink.Entered.Wait(10_000));

                long controlElapsed = 0;
                Thread control = Bounded.Start(() =>
                {
                    var sleeping = Stopwatch.StartNew();
                    Thread.Sleep(Bound);
                    Interlocked.Exchange(ref controlElapsed, sleeping.ElapsedMilliseconds);
                });
                var clock = Stopwatch.StartNew();
                forwarder.Close();
                durations[round] = clock.ElapsedMilliseconds;
                Assert.True(control.Join(30_000));
                overshoots[round] = Math.Max(0, Interlocked.Read(ref controlElapsed) - Bound);
                stop.Set();
                sink.Gate.Set();
                foreach (Thread producer in producers)
                {
                    Assert.True(producer.Join(10_000));
                }
            }

            _output.WriteLine(
                $"{Rounds} Closes with a stalled sink and 4 producers, ShutdownTimeout {ShutdownTimeout} ms: " +
                $"min {durations.Min()} ms, max {durations.Max()} ms (bound {Bound} ms); a sleep of the bound overslept by up to {overshoots.Max()} ms");
            Console.WriteLine($"CLOSE-BOUND min {durations.Min()} max {durations.Max()} bound {Bound} control-overshoot-max {overshoots.Max()}");
            for (int round = 0; round < Rounds; round++)
            {
                // Close wakes up a few times (worker, cancellation, targets): each wake-up may be late by what the control's was.
                Assert.InRange(durations[round], ShutdownTimeout, Bound + MachineMargin + (3 * overshoots[round]));
            }
        }

        /// <summary>
        /// Runs <paramref name="close"/> on a thread of its own and returns its milliseconds, then sets
        /// <paramref name="release"/>, which holds the sink or target that Close must not wait for: a Close that waits for it
        /// runs into <see cref="CloseLimit"/> however busy the machine is.
        /// </summary>
        private static long TimeClose(Action close, ManualResetEventSlim release)
        {
            var clock = Stopwatch.StartNew();
            try
            {
                Assert.True(Bounded.Run(close, CloseLimit), $"Close waited {CloseLimit} ms for what it should have left behind");
                return clock.ElapsedMilliseconds;
            }
            finally
            {
                release.Set();
            }
        }

        private sealed class SlowToClose : AppenderSkeleton
        {
            public ManualResetEventSlim Closed { get; } = new ManualResetEventSlim();

            /// <summary>Holds OnClose until set.</summary>
            public ManualResetEventSlim Release { get; } = new ManualResetEventSlim();

            protected override void Append(LoggingEvent loggingEvent)
            {
            }

            protected override void OnClose()
            {
                Release.Wait(TimeSpan.FromSeconds(60));
                Closed.Set();
            }
        }
    }
}
