using System.IO;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Opens the log file and its journal. One place, so that the fault tests can put a disk of a given size under
    /// the appender where the machine does not let them mount one.
    /// </summary>
    internal class LogFileSystem
    {
        internal static readonly LogFileSystem Real = new LogFileSystem();

        /// <summary>Unbuffered: every Write is one write(2), so a failure is seen at once and nothing waits in memory.</summary>
        public virtual FileStream Open(string path, FileMode mode, FileAccess access, FileShare share) =>
            new FileStream(path, mode, access, share, 1);
    }
}
