namespace LogPerf.Analyzers.Names
{
    /// <summary>The NLog config settings (attributes in XML, members in JSON) the rules read and the fixes write, in one place.</summary>
    public static class NLogConfigNames
    {
        /// <summary>On &lt;targets&gt;: every target in it is wrapped in an AsyncWrapper.</summary>
        public const string Async = "async";

        public const string InternalLogLevel = "internalLogLevel";
        public const string KeepFileOpen = "keepFileOpen";
        public const string OverflowAction = "overflowAction";
        public const string ThrowExceptions = "throwExceptions";
    }
}
