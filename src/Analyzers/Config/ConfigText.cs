namespace LogPerf.Analyzers.Config
{
    /// <summary>Text from a config as messages quote it: names and values of any length, shortened.</summary>
    internal static class ConfigText
    {
        private const int MaxQuoted = 80;

        public static string Short(string text) => text.Length <= MaxQuoted ? text : text.Substring(0, MaxQuoted) + "…";
    }
}
