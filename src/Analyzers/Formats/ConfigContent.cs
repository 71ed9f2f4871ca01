using System.Runtime.InteropServices;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// An additional file's text as one string, made once per <see cref="SourceText"/> and shared by every reader of it.
    /// The compiler holds a file of more than about 40,000 characters as chunks (its LargeText), and each
    /// <see cref="SourceText.ToString()"/> of such a text copies the whole file twice (into a builder of its full length,
    /// then into the string): the parsers, the tree reader and the rules that search the text would each pay that, and
    /// every copy of a large file lands on the large object heap, whose growth is what starts full collections.
    /// A small text (held by the compiler as one string, which ToString hands out without a copy) costs the table lookup only.
    /// </summary>
    internal static class ConfigContent
    {
        /// <summary>Above this many characters the text is copied through a small buffer into the string itself.</summary>
        private const int ChunkedAbove = 64 * 1024;

        private const int Chunk = 16 * 1024;

        private static readonly Infrastructure.OncePerKey<SourceText, string> ByText = new Infrastructure.OncePerKey<SourceText, string>(Copy);

        public static string Of(SourceText text) => ByText.Get(text);

        private static string Copy(SourceText text)
        {
            if (text.Length <= ChunkedAbove)
            {
                return text.ToString();
            }

            // One allocation of the file's length, filled a chunk at a time: the only large object this makes.
            var content = new string('\0', text.Length);
            var buffer = new char[Chunk];
            var handle = GCHandle.Alloc(content, GCHandleType.Pinned);
            try
            {
                var target = handle.AddrOfPinnedObject();
                for (var start = 0; start < text.Length; start += Chunk)
                {
                    var count = System.Math.Min(Chunk, text.Length - start);
                    text.CopyTo(start, buffer, 0, count);
                    Marshal.Copy(buffer, 0, target + (start * sizeof(char)), count);
                }
            }
            finally
            {
                handle.Free();
            }

            return content;
        }
    }
}
