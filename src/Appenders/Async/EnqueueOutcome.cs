namespace LogPerf.Appenders
{
    internal enum EnqueueOutcome
    {
        Enqueued,
        EnqueuedAfterEvictingOldest,
        DroppedNewest,
        RefusedClosing,
        TimedOut,
    }
}
