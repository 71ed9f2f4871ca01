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
        public const string ConfigFixesAtLoad = "LP0101";
        public const string ConfigNotWellFormed = "LP0102";

        // What loses or slows logs in the field: diagnostics left on, blocking senders, shared files (Descriptors.Field.cs).
        public const string InternalDebugOn = "LP0011";
        public const string BoundedSenderBlocks = "LP0012";
        public const string SynchronousRemoteAppender = "LP0013";
        public const string SharedLogFile = "LP0014";
        public const string ConfigNeverLoaded = "LP0015";
        public const string ConfigNotCopied = "LP0016";

        // NLog (LP0200 on).
        public const string NLogFileReopenedPerWrite = "LP0200";
        public const string NLogSynchronousTarget = "LP0201";
        public const string NLogDiscardingQueue = "LP0202";
        public const string NLogCallerLocation = "LP0203";
        public const string NLogUnresolvedTarget = "LP0204";

        // NLog settings that lose or slow logs in the field (Descriptors.Field.cs).
        public const string NLogInternalLogOn = "LP0205";
        public const string NLogThrowExceptions = "LP0206";
        public const string NLogSharedLogFile = "LP0207";
        public const string NLogConfigNotCopied = "LP0208";
    }
}
