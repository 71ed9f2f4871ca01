using System;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The cause of events counted as failed because the appender they were handed to reported an error to its
    /// ErrorHandler instead of throwing (log4net's appenders catch their own failures). Carries the appender's name,
    /// its message and error code, and the exception it reported, if any.
    /// </summary>
    public sealed class AppenderReportedException : Exception
    {
        internal AppenderReportedException(string? appenderName, string reportedMessage, ErrorCode errorCode, Exception? reported)
            : base($"Appender [{appenderName}] reported: {reportedMessage} ({errorCode})", reported)
        {
            AppenderName = appenderName;
            ReportedMessage = reportedMessage;
            ErrorCode = errorCode;
        }

        /// <summary>The name of the appender that reported the error.</summary>
        public string? AppenderName { get; }

        /// <summary>The message the appender passed to its ErrorHandler.</summary>
        public string ReportedMessage { get; }

        /// <summary>The error code the appender passed (GenericFailure when it passed none).</summary>
        public ErrorCode ErrorCode { get; }
    }
}
