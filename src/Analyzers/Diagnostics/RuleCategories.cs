namespace LogPerf.Analyzers.Diagnostics
{
    internal static class RuleCategories
    {
        public const string Performance = "Performance";
        public const string Reliability = "Reliability";
        public const string Usage = "Usage";
    }
}
