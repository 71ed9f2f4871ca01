using log4net.Util.TypeConverters;

namespace LogPerf.Appenders
{
    /// <summary>What an async appender does with a new event when its queue is full.</summary>
    [TypeConverter(typeof(OverflowPolicyConverter))]
    public enum OverflowPolicy
    {
        /// <summary>
        /// The caller waits for room, at most <c>EnqueueTimeout</c> (default 5 s; -1 for no limit), then the event is
        /// dropped and counted (the default).
        /// </summary>
        Block = 0,

        /// <summary>The new event is dropped and counted; the caller never waits.</summary>
        DropNewest = 1,

        /// <summary>The oldest queued event is dropped and counted to make room; the caller never waits.</summary>
        DropOldest = 2,
    }
}
