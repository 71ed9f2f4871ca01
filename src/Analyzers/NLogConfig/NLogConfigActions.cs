using System;
using LogPerf.Analyzers.Code;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.NLogConfig
{
    /// <summary>Registers an NLog rule's config check: each file parsed once per SourceText, only files that hold NLog configuration.</summary>
    public static class NLogConfigActions
    {
        public static void Register(CompilationStartAnalysisContext start, NLogSymbols symbols, Action<NLogConfigContext> analyze)
        {
            var resolver = NLogTypeResolver.For(start.Compilation, symbols);
            start.RegisterAdditionalFileAction(context =>
            {
                var text = context.AdditionalFile.GetText(context.CancellationToken);
                if (text is null)
                {
                    return;
                }

                var file = start.TryGetValue(text, NLogConfigParser.Provider, out var parsed) ? parsed : NLogConfigParser.Parse(text);
                if (file.HasNLog)
                {
                    analyze(new NLogConfigContext(context, text, file, resolver));
                }
            });
        }
    }
}
