using System;
using System.IO;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>The generated sections of the repository's docs: found between their begin and end markers and rewritten whole.</summary>
    internal static class DocsSections
    {
        /// <summary>
        /// Replaces the text from <paramref name="begin"/> to <paramref name="end"/> (markers included) with
        /// <paramref name="section"/>; without them, inserts it after the line of the last marker starting with
        /// <paramref name="after"/>, or appends it.
        /// </summary>
        public static void Replace(string relativePath, string begin, string end, string section, string? after = null)
        {
            string path = Path.Combine(RepositoryRoot.Path, relativePath);
            string text = File.ReadAllText(path);
            int from = text.IndexOf(begin, StringComparison.Ordinal);
            int to = text.IndexOf(end, StringComparison.Ordinal);
            int last = after == null ? -1 : text.LastIndexOf(after, StringComparison.Ordinal);
            int lineEnd = last < 0 ? -1 : text.IndexOf('\n', last);
            if (from >= 0 && to > from)
            {
                text = text.Substring(0, from) + section + text.Substring(to + end.Length);
            }
            else if (lineEnd >= 0)
            {
                text = text.Substring(0, lineEnd + 1) + Environment.NewLine + section + Environment.NewLine + text.Substring(lineEnd + 1);
            }
            else
            {
                text = text.TrimEnd() + Environment.NewLine + Environment.NewLine + section + Environment.NewLine;
            }

            File.WriteAllText(path, text);
        }
    }
}
