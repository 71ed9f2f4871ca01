using System;
using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Which file targets of a section write which file: LP0201 offers no async wrapper around one target where another
    /// target writes the same file (the NLog side of <see cref="Log4Net.FileWriters"/>).
    /// </summary>
    public static class NLogFileWriters
    {
        /// <summary>
        /// The file a file target writes (its fileName, literal or layout, as written) as the key LP0207 compares writers by
        /// (<see cref="LogFilePaths.Key"/>), or null for a target that is not a FileTarget or names no file.
        /// </summary>
        public static string? FileOf(NLogTarget target, NLogGraph graph, NLogSymbols symbols) =>
            target.IsComplete && graph.TypeOf(target).Type.IsOrDerivesFrom(symbols.FileTarget)
            && target.Setting("fileName") is { Value.Length: > 0 } file
                ? LogFilePaths.Key(file.Value)
                : null;

        /// <summary>
        /// How many file targets of the section write each file, those no rule reaches yet included: LP0204's fix of a
        /// misspelt writeTo name makes such a target a writer beside the others.
        /// </summary>
        public static Dictionary<string, int> PerFile(NLogSection section, NLogGraph graph, NLogSymbols symbols)
        {
            var writers = new Dictionary<string, int>(StringComparer.Ordinal);
            foreach (var (target, _, _) in section.AllTargets())
            {
                if (FileOf(target, graph, symbols) is { } file)
                {
                    writers[file] = writers.TryGetValue(file, out var count) ? count + 1 : 1;
                }
            }

            return writers;
        }
    }
}
