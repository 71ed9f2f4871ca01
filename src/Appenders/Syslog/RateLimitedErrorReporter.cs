using System;
using System.Diagnostics;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Passes a failure to the appender's ErrorHandler at most once per interval, saying how many like it were
    /// held back since the last report, so a dead server cannot flood the error output.
    /// </summary>
    internal sealed class RateLimitedErrorReporter
    {
        private readonly Func<IErrorHandler> _errorHandler;
        private readonly long _intervalTicks;
        private readonly object _gate = new object();
        private long _lastReport = long.MinValue;
        private int _heldBack;

        public RateLimitedErrorReporter(Func<IErrorHandler> errorHandler, TimeSpan interval)
        {
            _errorHandler = errorHandler;
            _intervalTicks = (long)(interval.TotalSeconds * Stopwatch.Frequency);
        }

        public void Report(string message, Exception? exception, ErrorCode code)
        {
            int heldBack;
            lock (_gate)
            {
                long now = Stopwatch.GetTimestamp();
                if (_lastReport != long.MinValue && now - _lastReport < _intervalTicks)
                {
                    _heldBack++;
                    return;
                }

                _lastReport = now;
                heldBack = _heldBack;
                _heldBack = 0;
            }

            string text = heldBack == 0 ? message : $"{message} ({heldBack} similar failures not reported since the last report)";
            _errorHandler().Error(text, exception, code);
        }
    }
}
