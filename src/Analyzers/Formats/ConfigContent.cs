using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// An additional file's text as one string, made once per <see cref="SourceText"/> and shared by every reader of it.
    /// The compiler holds a file of more than about 40,000 characters as chunks (its LargeText), and each
    /// <see cref="SourceText.ToString()"/> of such a text copies the whole file into a new string: the parsers, the
    /// tree reader and the rules that search the text would each pay that copy (six copies of a 15 MB config, 190 MB).
    /// A text already held as a string hands it out without a copy, so small files cost the table lookup only.
    /// </summary>
    internal static class ConfigContent
    {
        private static readonly ConditionalWeakTable<SourceText, string> ByText = new ConditionalWeakTable<SourceText, string>();

        public static string Of(SourceText text) => ByText.GetValue(text, t => t.ToString());
    }
}
