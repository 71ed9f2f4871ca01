using System.Collections.Generic;
using LogPerf.Analyzers.Code;

namespace LogPerf.Analyzers.Config
{
    /// <summary>The appenders of a config file that derive from log4net's BufferingAppenderSkeleton.</summary>
    internal static class BufferingAppenders
    {
        public static IEnumerable<(Log4NetConfig Section, AppenderDefinition Appender)> In(ConfigFileContext config, Log4NetSymbols symbols)
        {
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (appender.Node.IsComplete && config.Types.Resolve(appender.TypeName).IsOrDerivesFrom(symbols.BufferingAppenderSkeleton))
                    {
                        yield return (section, appender);
                    }
                }
            }
        }
    }
}
