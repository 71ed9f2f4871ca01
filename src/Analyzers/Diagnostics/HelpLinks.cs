namespace LogPerf.Analyzers.Diagnostics
{
    public static class HelpLinks
    {
        public const string RulesBase = "https://github.com/logperf/LogPerf/blob/main/docs/rules/";

        public static string For(string ruleId) => RulesBase + ruleId + ".md";
    }
}
