using System;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>Registers a rule's config check: parsed once per SourceText, only files with a log4net element.</summary>
    public static class ConfigFileActions
    {
        public static void Register(CompilationStartAnalysisContext start, Action<ConfigFileContext> analyze)
        {
            var types = TypeNameResolver.For(start.Compilation);
            ConfigChecks.Register(start, (file, text, report) =>
            {
                var parsed = ConfigChecks.Parsed(start, text, ConfigFileParser.Provider, ConfigFileParser.Parse);
                if (parsed.HasLog4Net)
                {
                    analyze(new ConfigFileContext(file, report, text, parsed, types));
                }
            });
        }
    }
}
