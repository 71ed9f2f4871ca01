namespace LogPerf.Appenders
{
    /// <summary>
    /// One appender's counters as the meter publishes them, read when a listener collects. Which groups apply says which
    /// instruments report the appender: every appender has outcomes; async appenders a queue; the syslog appender its
    /// transport's counts.
    /// </summary>
    internal struct AppenderReading
    {
        public long Delivered;
        public long Dropped;
        public long Failed;
        public long Unconfirmed;

        public bool HasQueue;
        public long Queued;
        public long QueueCapacity;
        public long Delivering;
        public long AwaitingConfirmation;
        public long BlockedCalls;
        public double BlockedSeconds;

        public bool HasSyslog;
        public long SyslogTruncated;
        public long SyslogFailed;
        public long SyslogResent;
        public long SyslogRefusals;

        /// <summary>Adds another appender's reading (appenders of the same name and type are published as one).</summary>
        public void Add(in AppenderReading other)
        {
            Delivered += other.Delivered;
            Dropped += other.Dropped;
            Failed += other.Failed;
            Unconfirmed += other.Unconfirmed;
            HasQueue |= other.HasQueue;
            Queued += other.Queued;
            QueueCapacity += other.QueueCapacity;
            Delivering += other.Delivering;
            AwaitingConfirmation += other.AwaitingConfirmation;
            BlockedCalls += other.BlockedCalls;
            BlockedSeconds += other.BlockedSeconds;
            HasSyslog |= other.HasSyslog;
            SyslogTruncated += other.SyslogTruncated;
            SyslogFailed += other.SyslogFailed;
            SyslogResent += other.SyslogResent;
            SyslogRefusals += other.SyslogRefusals;
        }
    }
}
