namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>The one place where rule ids are declared (see docs/rules/&lt;ID&gt;.md).</summary>
    public static class RuleIds
    {
        public const string BlockingWaitInAppender = "LP0001";
        public const string BlockingNetworkAppender = "LP0002";
        public const string MinimalLock = "LP0003";
        public const string ImmediateFlush = "LP0004";
        public const string MissingFixFlags = "LP0005";
        public const string FixFlagsOmitData = "LP0006";
        public const string BufferingForThroughput = "LP0007";
        public const string CallerLocation = "LP0008";
        public const string LostEvents = "LP0009";
        public const string EagerMessage = "LP0010";
        public const string ConfigNotVisible = "LP0100";
        public const string ConfigNotWellFormed = "LP0102";

        // NLog (LP0200 on).
        public const string NLogFileReopenedPerWrite = "LP0200";
        public const string NLogSynchronousTarget = "LP0201";
        public const string NLogDiscardingQueue = "LP0202";
        public const string NLogCallerLocation = "LP0203";
        public const string NLogUnresolvedTarget = "LP0204";
    }
}
