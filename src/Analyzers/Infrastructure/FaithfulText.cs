using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Whether a config's text is the file's own. The compiler and the IDEs read an additional file as UTF-8 (or as its
    /// byte order mark says), whatever its XML declaration names: a file saved in another encoding (ISO-8859-1 holding an
    /// "é") comes back with U+FFFD, the replacement character, for each byte UTF-8 cannot read. A fix written from that text
    /// would put U+FFFD into the file for good — a file appender's "logs/app-é.log" would become another file — so no fix
    /// is offered on it; its diagnostics still are. A real U+FFFD in a UTF-8 file is read the same way, and left alone too.
    /// </summary>
    public static class FaithfulText
    {
        private const char Replacement = '\uFFFD';

        private const int ChunkLength = 4096;

        public static bool IsFaithful(SourceText text)
        {
            var chunk = new char[ChunkLength];
            for (var start = 0; start < text.Length; start += ChunkLength)
            {
                var count = System.Math.Min(ChunkLength, text.Length - start);
                text.CopyTo(start, chunk, 0, count);
                if (System.Array.IndexOf(chunk, Replacement, 0, count) >= 0)
                {
                    return false;
                }
            }

            return true;
        }
    }
}
