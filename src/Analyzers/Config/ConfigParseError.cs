using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    /// <summary>Why the XML could be read only partly, and where.</summary>
    public sealed class ConfigParseError
    {
        public ConfigParseError(string message, LinePosition position)
        {
            Message = message;
            Position = position;
        }

        public string Message { get; }

        public LinePosition Position { get; }
    }
}
