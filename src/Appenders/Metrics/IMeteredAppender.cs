namespace LogPerf.Appenders
{
    /// <summary>An appender whose counters the meter publishes while it is registered.</summary>
    internal interface IMeteredAppender
    {
        /// <summary>Reads the counters; called on the listener's thread, at most once per instrument per collection.</summary>
        AppenderReading ReadMetrics();
    }
}
