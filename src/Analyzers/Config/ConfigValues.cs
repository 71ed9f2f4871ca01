namespace LogPerf.Analyzers.Config
{
    /// <summary>Values as log4net reads them from a config.</summary>
    internal static class ConfigValues
    {
        /// <summary>
        /// A boolean property: log4net parses the text (ignoring case and surrounding white space); when it cannot,
        /// it logs an error and the property keeps its default, <paramref name="whenUnparsable"/>.
        /// </summary>
        public static bool Boolean(string? value, bool whenUnparsable) =>
            bool.TryParse(value?.Trim(), out var result) ? result : whenUnparsable;
    }
}
