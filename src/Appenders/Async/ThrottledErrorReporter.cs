using System;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Passes a failure to the appender's ErrorHandler at most once per interval (<see cref="RateLimiter"/>), saying
    /// how many like it were held back since the last report.
    /// </summary>
    internal sealed class ThrottledErrorReporter
    {
        private readonly Func<IErrorHandler> _errorHandler;
        private readonly RateLimiter _limiter = new RateLimiter();

        public ThrottledErrorReporter(Func<IErrorHandler> errorHandler, int intervalMilliseconds)
        {
            _errorHandler = errorHandler;
            _limiter.SetInterval(intervalMilliseconds);
        }

        public void Report(string message, Exception? exception, ErrorCode code)
        {
            _limiter.Add(1);
            long due = _limiter.TakeDue(force: false);
            if (due == 0)
            {
                return;
            }

            string text = due == 1 ? message : $"{message} ({due - 1} similar failures not reported since the last report)";
            _errorHandler().Error(text, exception, code);
        }
    }
}
