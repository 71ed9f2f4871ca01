namespace LogPerf.Appenders
{
    /// <summary>How an event that entered an async appender ended.</summary>
    internal enum DeliveryOutcome
    {
        /// <summary>The sink took it; for a transport, the receiver confirmed it.</summary>
        Delivered,

        /// <summary>Lost by the appender's own policy (full queue, closed, re-entrant, Close gave up) and counted.</summary>
        Dropped,

        /// <summary>The sink or transport failed it; the cause is reported through the ErrorHandler.</summary>
        Failed,

        /// <summary>Sent over a transport that cannot confirm receipt, or sent on a connection that broke before it was confirmed.</summary>
        Unconfirmed,
    }
}
