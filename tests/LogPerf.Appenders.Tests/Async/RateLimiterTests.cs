using System;
using LogPerf.Appenders.Tests.Support;
using log4net.Core;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>The one rate limiter behind every throttled ErrorHandler report.</summary>
    public sealed class RateLimiterTests
    {
        [Fact]
        public void The_first_count_is_due_at_once_then_counts_accumulate_until_the_interval_passes_or_a_forced_take()
        {
            var limiter = new RateLimiter();
            limiter.SetInterval(60_000);
            Assert.Equal(0, limiter.TakeDue(force: false));

            limiter.Add(2);
            Assert.Equal(2, limiter.TakeDue(force: false));
            limiter.Add(3);
            limiter.Add(4);
            Assert.Equal(0, limiter.TakeDue(force: false));
            Assert.Equal(7, limiter.TakeDue(force: true));
            Assert.Equal(0, limiter.TakeDue(force: true));
        }

        [Fact]
        public void A_zero_interval_lets_every_count_through()
        {
            var limiter = new RateLimiter();
            limiter.SetInterval(0);
            for (int i = 1; i <= 3; i++)
            {
                limiter.Add(i);
                Assert.Equal(i, limiter.TakeDue(force: false));
            }
        }

        [Fact]
        public void Throttled_errors_say_how_many_were_held_back()
        {
            var errors = new CapturingErrorHandler();
            var reporter = new ThrottledErrorReporter(() => errors, 0);
            reporter.Report("first", null, ErrorCode.WriteFailure);
            Assert.Equal(new[] { "first" }, errors.Messages);

            var slow = new CapturingErrorHandler();
            var throttled = new ThrottledErrorReporter(() => slow, 60_000);
            for (int i = 0; i < 5; i++)
            {
                throttled.Report("down", new InvalidOperationException(), ErrorCode.WriteFailure);
            }

            Assert.Equal(new[] { "down" }, slow.Messages);
        }
    }
}
