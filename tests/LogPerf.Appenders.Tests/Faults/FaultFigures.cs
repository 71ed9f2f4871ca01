using System;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// What a fault scenario logged and how each event ended, as the docs' tables print it, and the invariant every
    /// scenario asserts: every event logged is delivered, dropped, failed or unconfirmed, exactly once.
    /// </summary>
    internal readonly struct FaultFigures
    {
        public FaultFigures(string scenario, long logged, DeliveryCounters counters, long onDisk)
        {
            Scenario = scenario;
            Logged = logged;
            Counters = counters;
            OnDisk = onDisk;
        }

        public string Scenario { get; }

        public long Logged { get; }

        public DeliveryCounters Counters { get; }

        /// <summary>Whole event lines found at the destination (file or syslog server), or -1 when not applicable.</summary>
        public long OnDisk { get; }

        public static FaultFigures Of(string scenario, long logged, AsyncAppenderSkeleton appender, long onDisk) =>
            new FaultFigures(scenario, logged, appender.Counters, onDisk);

        /// <summary>logged = delivered + dropped + failed + unconfirmed, with nothing left queued, in flight or awaiting.</summary>
        public FaultFigures AssertAccounted()
        {
            DeliveryCounters c = Counters;
            Assert.Equal(0, c.Queued);
            Assert.Equal(0, c.InFlight);
            Assert.Equal(0, c.AwaitingConfirmation);
            Assert.True(
                Logged == c.Delivered + c.Dropped + c.Failed + c.Unconfirmed,
                $"{Scenario}: {Logged} logged but {c.Delivered} delivered + {c.Dropped} dropped + {c.Failed} failed + {c.Unconfirmed} unconfirmed = " +
                $"{c.Delivered + c.Dropped + c.Failed + c.Unconfirmed} ({Logged - c.Delivered - c.Dropped - c.Failed - c.Unconfirmed} missing without a counter)");
            return this;
        }

        public FaultFigures Print(ITestOutputHelper output)
        {
            DeliveryCounters c = Counters;
            string onDisk = OnDisk < 0 ? "-" : OnDisk.ToString("N0");
            output.WriteLine(
                $"| {Scenario} | {Logged:N0} | {c.Delivered:N0} | {c.Dropped:N0} | {c.Failed:N0} | {c.Unconfirmed:N0} | {onDisk} |");
            Console.WriteLine($"FAULT-FIGURES | {Scenario} | {Logged:N0} | {c.Delivered:N0} | {c.Dropped:N0} | {c.Failed:N0} | {c.Unconfirmed:N0} | {onDisk} |");
            return this;
        }
    }
}
