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
            ConfigChecks.RegisterParsed(
                start, ConfigFileParser.Parse, parsed => parsed.HasLog4Net,
                (file, text, report, parsed) => analyze(new ConfigFileContext(file, report, text, parsed, types)));
        }
    }
}
