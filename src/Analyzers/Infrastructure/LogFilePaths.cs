using System;
using System.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// The file a file appender or target writes, as a key two writers can be compared by: the path as written (a pattern or
    /// layout counts as itself: two identical ones resolve to the same path), separators unified, "./" and doubled
    /// separators dropped, compared ignoring case (Windows paths, where most of these configs run). A per-process part
    /// (log4net's %processid, NLog's ${processid}) makes each process's file its own.
    /// </summary>
    public static class LogFilePaths
    {
        public static string Key(string path)
        {
            var builder = new StringBuilder(path.Length);
            var trimmed = path.Trim();
            for (var i = 0; i < trimmed.Length; i++)
            {
                var c = trimmed[i] == '\\' ? '/' : trimmed[i];
                if (c == '/' && builder.Length > 0 && builder[builder.Length - 1] == '/')
                {
                    continue;
                }

                builder.Append(char.ToUpperInvariant(c));
            }

            while (builder.Length >= 2 && builder[0] == '.' && builder[1] == '/')
            {
                builder.Remove(0, 2);
            }

            return builder.ToString();
        }

        public static bool HasPerProcessPart(string path) =>
            path.IndexOf("%processid", StringComparison.OrdinalIgnoreCase) >= 0
            || path.IndexOf("%appdomain", StringComparison.OrdinalIgnoreCase) >= 0
            || path.IndexOf("${processid", StringComparison.OrdinalIgnoreCase) >= 0
            || path.IndexOf("${processname", StringComparison.OrdinalIgnoreCase) >= 0;
    }
}
