using System;
using System.IO;

namespace LogPerf.Tool.Output
{
    /// <summary>Paths as the user typed them: relative to the current folder when inside it, else absolute.</summary>
    internal static class DisplayPath
    {
        public static string For(string path)
        {
            if (path.Length == 0)
            {
                return path;
            }

            var relative = Path.GetRelativePath(Environment.CurrentDirectory, path);
            return relative.StartsWith("..", StringComparison.Ordinal) || Path.IsPathRooted(relative) ? path : relative;
        }
    }
}
