using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>The appenders of a config file that derive from log4net's BufferingAppenderSkeleton, and how they buffer.</summary>
    internal static class BufferingAppenders
    {
        /// <summary>BufferingAppenderSkeleton's BufferSize when none is set.</summary>
        public const int DefaultBufferSize = 512;

        public static IEnumerable<(Log4NetConfig Section, AppenderDefinition Appender)> In(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var buffering = new DerivationTest(symbols.BufferingAppenderSkeleton);
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (appender.Node.IsComplete && buffering.IsOrDerivesFrom(config.Types.Resolve(appender.TypeName)))
                    {
                        yield return (section, appender);
                    }
                }
            }
        }

        /// <summary>
        /// False when the bufferSize is 1 or less: BufferingAppenderSkeleton then creates no buffer and sends each
        /// event on at once, on the caller's thread.
        /// </summary>
        public static bool HoldsEvents(AppenderDefinition appender) =>
            ConfigValues.Integer(appender.Node.Property(Names.Log4NetConfigNames.BufferSize)?.Value, DefaultBufferSize) > 1;
    }
}
