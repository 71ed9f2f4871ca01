using System;
using System.IO;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// Where a run writes: log files under <c>files/</c> (relative paths as written, rooted ones under
    /// <c>files/rooted/</c>), captured destinations under <c>capture/</c>, the library's internal errors in
    /// <c>internal.txt</c>. The same config text always maps to the same paths, so two runs compare file by file.
    /// </summary>
    public sealed class Sandbox
    {
        public Sandbox(string root)
        {
            Root = Path.GetFullPath(root);
            Directory.CreateDirectory(Files);
            Directory.CreateDirectory(Capture);
        }

        public string Root { get; }

        public string Files => Path.Combine(Root, "files");

        public string Capture => Path.Combine(Root, "capture");

        public string InternalLog => Path.Combine(Root, "internal.txt");

        /// <summary>Which file each file appender writes ("name TAB files/…"), to tie log4net's messages about an appender to a destination.</summary>
        public string AppenderFiles => Path.Combine(Root, "appenders.txt");

        /// <summary>A path from a config, moved inside <see cref="Files"/>: rooted paths keep their shape below <c>rooted/</c>.</summary>
        public string Map(string path)
        {
            var relative = path.Replace('\\', '/');
            var drive = relative.Length > 1 && relative[1] == ':' && char.IsLetter(relative[0]);
            var rooted = drive || relative.StartsWith("/", StringComparison.Ordinal);
            relative = (drive ? relative[0] + relative.Substring(2) : relative).TrimStart('/');
            return Path.Combine(Files, rooted ? Path.Combine("rooted", relative) : relative);
        }
    }
}
