namespace LogPerf.Analyzers.Formats
{
    /// <summary>Why the XML could be read only partly, and where (an offset in the text).</summary>
    public sealed class ConfigParseError
    {
        public ConfigParseError(string message, int offset)
        {
            Message = message;
            Offset = offset;
        }

        public string Message { get; }

        public int Offset { get; }
    }
}
