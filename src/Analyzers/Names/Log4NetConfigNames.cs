namespace LogPerf.Analyzers.Names
{
    /// <summary>
    /// The log4net config names the rules read and the fixes write, in one place: an appender's property elements (as
    /// log4net matches them, case-insensitively, to the appender's properties) and the elements that are not properties.
    /// </summary>
    public static class Log4NetConfigNames
    {
        public const string AppenderRef = "appender-ref";
        public const string BufferSize = "bufferSize";
        public const string Evaluator = "evaluator";
        public const string File = "file";
        public const string Fix = "fix";
        public const string ImmediateFlush = "immediateFlush";
        public const string LockingModel = "lockingModel";
        public const string Lossy = "lossy";
        public const string LossyEvaluator = "lossyEvaluator";
        public const string Threshold = "threshold";

        /// <summary>The same properties as C# property names (what code sets on an appender).</summary>
        public static class InCode
        {
            public const string BufferSize = "BufferSize";
            public const string Evaluator = "Evaluator";
            public const string Fix = "Fix";
            public const string ImmediateFlush = "ImmediateFlush";
            public const string LockingModel = "LockingModel";
            public const string Lossy = "Lossy";
            public const string Threshold = "Threshold";
        }
    }
}
