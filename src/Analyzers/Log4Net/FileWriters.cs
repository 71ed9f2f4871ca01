using System;
using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Names;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Which appenders of a section write which file: LP0003 and LP0004 offer less where another appender writes the same
    /// file, and LP0009 does not point a typo at a second writer of a file its events already reach.
    /// </summary>
    public static class FileWriters
    {
        /// <summary>
        /// The file an appender writes (its file property) as the key LP0014 compares writers by (<see cref="LogFilePaths.Key"/>):
        /// case, separators, doubled separators and a leading "./" do not make two writers of one file two files.
        /// </summary>
        public static string? FileOf(AppenderDefinition appender) =>
            appender.Node.Property(Log4NetConfigNames.File)?.Value is { Length: > 0 } file ? LogFilePaths.Key(file) : null;

        /// <summary>
        /// How many appenders of the section write each file (counted once per section, not once per appender), those no
        /// events reach yet included: a misspelt ref that LP0009's fix corrects makes such an appender a writer beside the
        /// others (the fix-safety harness, generated log4net #180: LP0003 took the MinimalLock from the one reached writer,
        /// LP0009 then restored the second, and the two wrote one file under different locks, out of their threads' order).
        /// </summary>
        public static Dictionary<string, int> PerFile(Log4NetConfig section)
        {
            var writers = new Dictionary<string, int>(StringComparer.Ordinal);
            foreach (var appender in section.Appenders)
            {
                if (FileOf(appender) is { } file)
                {
                    writers[file] = writers.TryGetValue(file, out var count) ? count + 1 : 1;
                }
            }

            return writers;
        }
    }
}
