using System;
using System.IO;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>1-based line and column of a piece of text in a file, as diagnostics report positions.</summary>
    public static class TextPosition
    {
        public static (int Line, int Column) Of(string path, string fragment, int occurrence = 1)
        {
            var text = File.ReadAllText(path);
            var index = -1;
            for (var i = 0; i < occurrence; i++)
            {
                index = text.IndexOf(fragment, index + 1, StringComparison.Ordinal);
                if (index < 0)
                {
                    throw new InvalidOperationException($"'{fragment}' (occurrence {occurrence}) is not in {path}.");
                }
            }

            var line = 1;
            var lineStart = 0;
            for (var i = 0; i < index; i++)
            {
                if (text[i] == '\n')
                {
                    line++;
                    lineStart = i + 1;
                }
            }

            return (line, index - lineStart + 1);
        }
    }
}
