namespace LogPerf.Appenders
{
    /// <summary>
    /// The names under which the appenders publish their counters through <c>System.Diagnostics.Metrics</c>: one
    /// <c>Meter</c>, <see cref="MeterName"/>, whose instruments follow OpenTelemetry's semantic conventions (dotted
    /// lowercase names, UCUM units such as <c>{event}</c>, counters of countable things plural, up-down counters not).
    /// <c>dotnet-counters monitor --counters LogPerf.Appenders</c> shows them with no code; an OpenTelemetry
    /// <c>MeterProvider</c> exports them once the meter is added (<c>AddMeter(AppenderMetrics.MeterName)</c>).
    /// </summary>
    /// <remarks>
    /// Every measurement carries <see cref="AppenderNameTag"/> (the log4net appender's name) and
    /// <see cref="AppenderTypeTag"/> (its class name). An appender is published from the moment it starts (its worker
    /// starts, or a memory-mapped file appender is activated) until it is closed; appenders of the same name and type
    /// alive at once are published as one (their counts added).
    /// </remarks>
    public static class AppenderMetrics
    {
        /// <summary>The meter's name, <c>LogPerf.Appenders</c>.</summary>
        public const string MeterName = "LogPerf.Appenders";

        /// <summary>
        /// Counter, <c>{event}</c>: events that reached an outcome, by <see cref="OutcomeTag"/>: <c>delivered</c>,
        /// <c>dropped</c> (by policy: full queue, after Close, re-entrant logging, given up by Close), <c>failed</c>
        /// (reported with their cause through the ErrorHandler) or <c>unconfirmed</c> (handed to a transport that cannot
        /// confirm them). Summed over the outcomes: every event that left the appender one way or another.
        /// </summary>
        public const string Events = "logperf.appender.events";

        /// <summary>UpDownCounter, <c>{event}</c>: events waiting in an async appender's queue (its depth).</summary>
        public const string QueueSize = "logperf.appender.queue.size";

        /// <summary>UpDownCounter, <c>{event}</c>: the most events the queue holds (BufferSize).</summary>
        public const string QueueCapacity = "logperf.appender.queue.capacity";

        /// <summary>
        /// UpDownCounter, <c>{event}</c>: events taken from the queue without an outcome yet, by <see cref="StateTag"/>:
        /// <c>delivering</c> (the batch the sink is working on) or <c>awaiting_confirmation</c> (sent over TCP syslog and
        /// held until the connection confirms them or breaks).
        /// </summary>
        public const string EventsInFlight = "logperf.appender.event.inflight";

        /// <summary>
        /// Counter, <c>{call}</c>: logging calls that found an async appender's queue full and waited for room
        /// (OverflowPolicy Block), whether they then got room, timed out or met Close.
        /// </summary>
        public const string BlockedCalls = "logperf.appender.queue.blocked_calls";

        /// <summary>Counter, <c>s</c>: the time the calls of <see cref="BlockedCalls"/> spent waiting for room, summed.</summary>
        public const string BlockedTime = "logperf.appender.queue.blocked_time";

        /// <summary>Histogram, <c>{event}</c>: events per batch the worker hands to the sink, recorded once per batch.</summary>
        public const string BatchSize = "logperf.appender.batch.size";

        /// <summary>Counter, <c>{message}</c>: syslog messages cut to MaxMessageSize.</summary>
        public const string SyslogTruncated = "logperf.syslog.message.truncated";

        /// <summary>
        /// Counter, <c>{message}</c>: syslog messages that could not be sent or that the receiver refused (RELP); their
        /// events are also counted failed in <see cref="Events"/>.
        /// </summary>
        public const string SyslogFailed = "logperf.syslog.message.failed";

        /// <summary>Counter, <c>{message}</c>: syslog messages written again on a new connection (the receiver may have them twice).</summary>
        public const string SyslogResent = "logperf.syslog.message.resent";

        /// <summary>Counter, <c>{refusal}</c>: UDP "port unreachable" answers and failed TCP connection attempts.</summary>
        public const string SyslogRefusals = "logperf.syslog.refusals";

        /// <summary>Tag: the appender's name (its log4net <c>name</c>; empty when it has none).</summary>
        public const string AppenderNameTag = "logperf.appender.name";

        /// <summary>Tag: the appender's class name, e.g. <c>AsyncForwardingAppender</c>.</summary>
        public const string AppenderTypeTag = "logperf.appender.type";

        /// <summary>Tag of <see cref="Events"/>: <c>delivered</c>, <c>dropped</c>, <c>failed</c> or <c>unconfirmed</c>.</summary>
        public const string OutcomeTag = "logperf.event.outcome";

        /// <summary>Tag of <see cref="EventsInFlight"/>: <c>delivering</c> or <c>awaiting_confirmation</c>.</summary>
        public const string StateTag = "logperf.event.state";
    }
}
