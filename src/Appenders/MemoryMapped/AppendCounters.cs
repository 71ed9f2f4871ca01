using System;
using System.Threading;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// What became of each event that reached a <see cref="MemoryMappedFileAppender"/>: written (committed to the
    /// journal, so in the file or, until the copier or the next open appends it, in the journal) or failed (with its
    /// cause, reported through the ErrorHandler at once and then at most once per interval, as the forwarder reports
    /// its failures). No policy drops events. The one place the counts live.
    /// </summary>
    internal sealed class AppendCounters
    {
        private readonly DeliveryReports _reports;
        private long _written;
        private long _failed;

        public AppendCounters(AppenderSkeleton appender)
        {
            _reports = new DeliveryReports(appender);
            _reports.SetInterval(AsyncAppenderSkeleton.DefaultDropReportInterval);
        }

        public long Written => Interlocked.Read(ref _written);

        public long Failed => Interlocked.Read(ref _failed);

        public void AddWritten() => Interlocked.Increment(ref _written);

        public void AddFailed(long count, Exception? cause)
        {
            Interlocked.Add(ref _failed, count);
            _reports.Failed(count, cause);
            Report(force: false);
        }

        /// <summary>Reports the failures not reported yet: those that are due, or all of them when <paramref name="force"/>.</summary>
        public void Report(bool force) => _reports.ReportFailures(force, Failed);
    }
}
