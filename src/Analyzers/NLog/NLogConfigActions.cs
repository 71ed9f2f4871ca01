using System;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>Registers an NLog rule's config check: each file parsed once per SourceText, only files that hold NLog configuration.</summary>
    public static class NLogConfigActions
    {
        public static void Register(CompilationStartAnalysisContext start, NLogSymbols symbols, Action<NLogConfigContext> analyze)
        {
            var resolver = NLogTypeResolver.For(start.Compilation, symbols);
            ConfigChecks.RegisterParsed(
                start, NLogConfigParser.Parse, parsed => parsed.HasNLog,
                (file, text, report, parsed) => analyze(new NLogConfigContext(file, report, text, parsed, resolver)));
        }
    }
}
