namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>Text from a config as messages quote it: names and values of any length, shortened.</summary>
    internal static class ConfigText
    {
        private const int MaxQuoted = 80;

        public static string Short(string text) => text.Length <= MaxQuoted ? text : text.Substring(0, MaxQuoted) + "…";

        /// <summary><paramref name="span"/> without the white space at its ends.</summary>
        public static Microsoft.CodeAnalysis.Text.TextSpan Trimmed(Microsoft.CodeAnalysis.Text.SourceText text, Microsoft.CodeAnalysis.Text.TextSpan span)
        {
            var start = span.Start;
            var end = span.End;
            while (start < end && char.IsWhiteSpace(text[start]))
            {
                start++;
            }

            while (end > start && char.IsWhiteSpace(text[end - 1]))
            {
                end--;
            }

            return Microsoft.CodeAnalysis.Text.TextSpan.FromBounds(start, end);
        }
    }
}
