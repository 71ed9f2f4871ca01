using System;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The ErrorHandler reports of an <see cref="AsyncAppenderSkeleton"/>: dropped events, failed events and failed
    /// drain hooks, each rate-limited by <c>DropReportInterval</c> and carrying its count since the last report.
    /// </summary>
    internal sealed class DeliveryReports
    {
        private readonly AppenderSkeleton _appender;
        private readonly RateLimiter _drops = new RateLimiter();
        private readonly RateLimiter _failures = new RateLimiter();
        private readonly RateLimiter _drainErrors = new RateLimiter();
        private Exception? _lastFailure;

        public DeliveryReports(AppenderSkeleton appender) => _appender = appender;

        public string Describe() => $"{_appender.GetType().Name} [{_appender.Name}]";

        public void SetInterval(int milliseconds)
        {
            _drops.SetInterval(milliseconds);
            _failures.SetInterval(milliseconds);
            _drainErrors.SetInterval(milliseconds);
        }

        public void Dropped(long count) => _drops.Add(count);

        public void Failed(long count, Exception? exception)
        {
            if (exception != null)
            {
                _lastFailure = exception;
            }

            _failures.Add(count);
        }

        public void DrainFailed(Exception exception)
        {
            _drainErrors.Add(1);
            if (_drainErrors.TakeDue(force: false) > 0)
            {
                _appender.ErrorHandler.Error($"{Describe()}: flushing after the queue drained failed.", exception);
            }
        }

        /// <summary>Reports the drops that are due (all of them when <paramref name="force"/>).</summary>
        public void ReportDrops(bool force, DeliveryAccounting totals, OverflowPolicy policy, int capacity, int enqueueTimeout)
        {
            long drops = _drops.TakeDue(force);
            if (drops > 0)
            {
                string wait = policy == OverflowPolicy.Block ? $", EnqueueTimeout {enqueueTimeout} ms" : string.Empty;
                _appender.ErrorHandler.Error(
                    $"{Describe()}: dropped {drops} event(s) since the last report ({totals.Dropped} in total); " +
                    $"OverflowPolicy {policy}, BufferSize {capacity}{wait}.");
            }
        }

        /// <summary>Reports the failures that are due (all of them when <paramref name="force"/>).</summary>
        public void ReportFailures(bool force, DeliveryAccounting totals) => ReportFailures(force, totals.Failed);

        /// <summary>Reports the failures that are due, given the total failed so far (for appenders with counters of their own).</summary>
        public void ReportFailures(bool force, long totalFailed)
        {
            long failures = _failures.TakeDue(force);
            if (failures > 0)
            {
                string message = $"{Describe()}: {failures} event(s) failed to append since the last report ({totalFailed} in total).";
                Exception? lastFailure = _lastFailure;
                if (lastFailure == null)
                {
                    _appender.ErrorHandler.Error(message);
                }
                else
                {
                    _appender.ErrorHandler.Error(message, lastFailure);
                }
            }
        }
    }
}
