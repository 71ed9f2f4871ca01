namespace LogPerf.Appenders
{
    /// <summary>
    /// A snapshot of an async appender's counters, read in one place so that a publisher (metrics, health checks) sees
    /// all of them together. Each field is read atomically; the snapshot as a whole is not taken under one lock, so
    /// while events flow the sums may be off by the events that moved between two reads.
    /// </summary>
    /// <remarks>
    /// Every event the appender accepted is, at any moment, in exactly one of: <see cref="Queued"/>,
    /// <see cref="InFlight"/>, <see cref="AwaitingConfirmation"/>, <see cref="Delivered"/>, <see cref="Failed"/>,
    /// <see cref="Unconfirmed"/>, or the part of <see cref="Dropped"/> that was queued before it was dropped (evicted
    /// by DropOldest, or abandoned by Close). <see cref="Dropped"/> also counts events refused before they were queued.
    /// After Close, Queued is 0 and, unless Close gave up on a sink that is still running, InFlight and
    /// AwaitingConfirmation are 0: every event that entered is delivered, dropped, failed or unconfirmed.
    /// </remarks>
    public readonly struct DeliveryCounters
    {
        internal DeliveryCounters(long enqueued, long delivered, long dropped, long failed, long unconfirmed, long awaitingConfirmation, int queued, int inFlight)
        {
            Enqueued = enqueued;
            Delivered = delivered;
            Dropped = dropped;
            Failed = failed;
            Unconfirmed = unconfirmed;
            AwaitingConfirmation = awaitingConfirmation;
            Queued = queued;
            InFlight = inFlight;
        }

        /// <summary>Events accepted into the queue.</summary>
        public long Enqueued { get; }

        /// <summary>
        /// Events the sink took without error; for a network transport, events the receiver confirmed (see the appender's
        /// documentation for what each transport can confirm).
        /// </summary>
        public long Delivered { get; }

        /// <summary>Events lost by policy: full queue, appended after Close, re-entrant logging, or given up by Close.</summary>
        public long Dropped { get; }

        /// <summary>Events the sink failed; each failure is reported with its cause through the ErrorHandler.</summary>
        public long Failed { get; }

        /// <summary>Events sent over a transport that cannot confirm them, or on a connection that broke before it confirmed them.</summary>
        public long Unconfirmed { get; }

        /// <summary>Events sent and held until the transport confirms them or learns they may be lost (TCP syslog).</summary>
        public long AwaitingConfirmation { get; }

        /// <summary>Events waiting in the queue.</summary>
        public int Queued { get; }

        /// <summary>Events of the batch the sink is delivering, not counted yet.</summary>
        public int InFlight { get; }
    }
}
