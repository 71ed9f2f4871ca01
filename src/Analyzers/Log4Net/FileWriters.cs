using System;
using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Names;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Which appenders of a section write which file: LP0003 and LP0004 offer less where another appender writes the same
    /// file, LP0007 withholds its switch there, and LP0009 does not point a typo at a second writer of a file its events
    /// already reach.
    /// </summary>
    public static class FileWriters
    {
        // One answer per section (one parse of one config text), worked out by the first rule that asks and shared by the
        // others, which run concurrently; held weakly, so the parse is not kept alive by it.
        private static readonly OncePerKey<Log4NetConfig, SectionFiles> BySection = new OncePerKey<Log4NetConfig, SectionFiles>(section => new SectionFiles(section));

        /// <summary>
        /// The file an appender writes (its file property) as the key LP0014 compares writers by (<see cref="LogFilePaths.Key"/>):
        /// case, separators, doubled separators and a leading "./" do not make two writers of one file two files.
        /// </summary>
        public static string? FileOf(AppenderDefinition appender) =>
            appender.Node.Property(Log4NetConfigNames.File)?.Value is { Length: > 0 } file ? LogFilePaths.Key(file) : null;

        /// <summary><see cref="FileOf(AppenderDefinition)"/> of an appender of <paramref name="section"/>, from the section's answer.</summary>
        public static string? FileOf(Log4NetConfig section, AppenderDefinition appender) =>
            BySection.Get(section).FileOf.TryGetValue(appender, out var file) ? file : null;

        /// <summary>
        /// True when another appender of the section writes the file <paramref name="appender"/> writes (the writers are
        /// counted once per section, not once per appender), those no events reach yet included: a misspelt ref that
        /// LP0009's fix corrects makes such an appender a writer beside the others (the fix-safety harness, generated
        /// log4net #180: LP0003 took the MinimalLock from the one reached writer, LP0009 then restored the second, and the
        /// two wrote one file under different locks, out of their threads' order).
        /// </summary>
        public static bool IsShared(Log4NetConfig section, AppenderDefinition appender)
        {
            var files = BySection.Get(section);
            return files.FileOf.TryGetValue(appender, out var file) && files.Writers[file] > 1;
        }

        /// <summary>Built whole before it is published, and never changed after: safe to read from any thread.</summary>
        private sealed class SectionFiles
        {
            public SectionFiles(Log4NetConfig section)
            {
                // Sized for every appender at once: a section of 50,000 file appenders would otherwise grow each table
                // through more than a dozen copies.
                FileOf = new Dictionary<AppenderDefinition, string>(section.Appenders.Length);
                Writers = new Dictionary<string, int>(section.Appenders.Length, StringComparer.Ordinal);
                foreach (var appender in section.Appenders)
                {
                    if (FileWriters.FileOf(appender) is { } file)
                    {
                        FileOf[appender] = file;
                        Writers[file] = Writers.TryGetValue(file, out var count) ? count + 1 : 1;
                    }
                }
            }

            public Dictionary<AppenderDefinition, string> FileOf { get; }

            public Dictionary<string, int> Writers { get; }
        }
    }
}
