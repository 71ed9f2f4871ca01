using System;
using System.Collections.Generic;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// A source text read in pieces through one small buffer, for the scans that look for a few words: a copy of a whole
    /// file would land on the large-object heap for files over 42,500 characters, and those allocations trigger the full
    /// collections that stall a compiler server. Each piece reuses the buffer of the one before.
    /// </summary>
    internal static class TextChunks
    {
        private const int ChunkLength = 4096;

        /// <summary>The buffer, the position in the text of its first character, and how many characters it holds.</summary>
        public static IEnumerable<(char[] Buffer, int Offset, int Count)> Of(SourceText text)
        {
            var buffer = new char[Math.Min(text.Length, ChunkLength)];
            for (var offset = 0; offset < text.Length; offset += buffer.Length)
            {
                var count = Math.Min(buffer.Length, text.Length - offset);
                text.CopyTo(offset, buffer, 0, count);
                yield return (buffer, offset, count);
            }
        }
    }
}
