using System;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Collects what a log4net appender reports to its ErrorHandler while the forwarder's worker hands it events: one
    /// probe per worker, opened around each call into a target (per event, or around a bulk call), on that thread only.
    /// Reports made by other threads (code that logs to the same appender directly) are not seen.
    /// </summary>
    internal sealed class FailureProbe
    {
        [ThreadStatic]
        private static FailureProbe? t_current;

        private string? _appenderName;

        /// <summary>The probe open on this thread, if any.</summary>
        public static FailureProbe? Current => t_current;

        /// <summary>Whether something was reported since <see cref="Open"/>.</summary>
        public bool Reported { get; private set; }

        /// <summary>What was reported first since <see cref="Open"/>, as an exception naming the appender (null if nothing).</summary>
        public Exception? Cause { get; private set; }

        /// <summary>Starts recording for a call into <paramref name="appender"/> on this thread.</summary>
        public void Open(IAppender appender)
        {
            _appenderName = appender.Name;
            Reported = false;
            Cause = null;
            t_current = this;
        }

        /// <summary>Stops recording; returns whether something was reported.</summary>
        public bool Close()
        {
            if (t_current == this)
            {
                t_current = null;
            }

            return Reported;
        }

        /// <summary>Suspends recording while the forwarder itself reports through a target's handler.</summary>
        public static FailureProbe? Suspend()
        {
            FailureProbe? current = t_current;
            t_current = null;
            return current;
        }

        public static void Resume(FailureProbe? probe) => t_current = probe;

        public void Record(string message, Exception? exception, ErrorCode code)
        {
            if (Reported)
            {
                return;
            }

            Reported = true;
            Cause = new AppenderReportedException(_appenderName, message, code, exception);
        }
    }
}
