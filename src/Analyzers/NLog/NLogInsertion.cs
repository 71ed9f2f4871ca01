using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Where a new setting goes in an element or JSON object: after <see cref="After"/> (the end of the last attribute
    /// or member, or of the element name / opening brace), inside <see cref="Container"/> (the start tag or the object).
    /// Passed to fixers by <see cref="NLogSettingEdit"/> so they need not re-read the file.
    /// </summary>
    public readonly struct NLogInsertion
    {
        public NLogInsertion(TextSpan container, int after, bool isJson)
        {
            Container = container;
            After = after;
            IsJson = isJson;
        }

        public TextSpan Container { get; }

        public int After { get; }

        public bool IsJson { get; }
    }
}
