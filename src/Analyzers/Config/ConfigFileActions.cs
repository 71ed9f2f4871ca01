using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    /// <summary>Registers a rule's config check: parsed once per SourceText, only files with a log4net element.</summary>
    public static class ConfigFileActions
    {
        public static void Register(CompilationStartAnalysisContext start, Action<ConfigFileContext> analyze)
        {
            var types = TypeNameResolver.For(start.Compilation);
            start.RegisterAdditionalFileAction(context =>
            {
                var text = context.AdditionalFile.GetText(context.CancellationToken);
                if (text is null)
                {
                    return;
                }

                var file = start.TryGetValue(text, ConfigFileParser.Provider, out var parsed) ? parsed : ConfigFileParser.Parse(text);
                if (file.HasLog4Net)
                {
                    analyze(new ConfigFileContext(context, text, file, types));
                }
            });
        }
    }
}
