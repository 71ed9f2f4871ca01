using System;
using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Stands in for the ErrorHandler of a log4net appender an <see cref="AsyncForwardingAppender"/> feeds. log4net's
    /// appenders catch their own failures (a throwing layout, a write that fails on a full disk, a closed appender) and
    /// hand them to their ErrorHandler instead of throwing, so the forwarder would never see them. Every call is passed
    /// on to the handler the appender had; a call made on the forwarder's worker while it delivers (a
    /// <see cref="FailureProbe"/> is open) is also recorded there, so the event it concerns is counted as failed.
    /// </summary>
    /// <remarks>
    /// Setting the appender's ErrorHandler replaces this wrapper as usual; the forwarder wraps the new handler before
    /// its next batch, and puts the original back when the appender is removed from it.
    /// </remarks>
    internal sealed class ObservedErrorHandler : IErrorHandler
    {
        private ObservedErrorHandler(IErrorHandler inner) => Inner = inner;

        /// <summary>The appender's own handler, which receives every call.</summary>
        public IErrorHandler Inner { get; }

        /// <summary>Wraps the appender's handler unless it is wrapped already (by this or another forwarder).</summary>
        public static void Ensure(AppenderSkeleton appender)
        {
            IErrorHandler current = appender.ErrorHandler;
            if (!(current is ObservedErrorHandler) && current != null)
            {
                appender.ErrorHandler = new ObservedErrorHandler(current);
            }
        }

        /// <summary>Gives the appender back the handler it had, when it still has the wrapper.</summary>
        public static void Remove(IAppender appender)
        {
            if (appender is AppenderSkeleton skeleton && skeleton.ErrorHandler is ObservedErrorHandler observed)
            {
                skeleton.ErrorHandler = observed.Inner;
            }
        }

        public void Error(string message, Exception? e, ErrorCode errorCode)
        {
            FailureProbe.Current?.Record(message, e, errorCode);
            Inner.Error(message, e, errorCode);
        }

        public void Error(string message, Exception e)
        {
            FailureProbe.Current?.Record(message, e, ErrorCode.GenericFailure);
            Inner.Error(message, e);
        }

        public void Error(string message)
        {
            FailureProbe.Current?.Record(message, null, ErrorCode.GenericFailure);
            Inner.Error(message);
        }
    }
}
