using System.Globalization;

namespace LogPerf.Analyzers.Log4Net
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

        /// <summary>An integer property: as <see cref="Boolean"/>, the default stays when log4net cannot parse the text.</summary>
        public static int Integer(string? value, int whenUnparsable) =>
            int.TryParse(value?.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var result) ? result : whenUnparsable;
    }
}
