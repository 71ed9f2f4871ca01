namespace LogPerf.Appenders.CrashWriter
{
    /// <summary>The text of line N; varying lengths so window boundaries fall mid-line.</summary>
    internal static class CrashLine
    {
        internal static string Text(long number) => $"line {number:D8} " + new string((char)('a' + (int)(number % 26)), (int)(number % 61));
    }
}
