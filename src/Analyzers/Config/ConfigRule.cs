using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Config
{
    /// <summary>What a rule sees of one additional file that holds log4net configuration.</summary>
    public readonly struct ConfigFileContext
    {
        private readonly AdditionalFileAnalysisContext _context;

        public ConfigFileContext(AdditionalFileAnalysisContext context, SourceText text, ConfigFile file, TypeNameResolver types)
        {
            _context = context;
            Text = text;
            File = file;
            Types = types;
        }

        public SourceText Text { get; }

        public ConfigFile File { get; }

        public TypeNameResolver Types { get; }

        public void Report(DiagnosticDescriptor descriptor, TextSpan span, params object[] messageArgs) =>
            _context.ReportDiagnostic(Diagnostic.Create(descriptor, ConfigLocations.Create(_context.AdditionalFile, Text, span), messageArgs));
    }

    /// <summary>Registers a rule's config check: parsed once per SourceText, only files with a log4net element.</summary>
    public static class ConfigRule
    {
        public static void Register(CompilationStartAnalysisContext start, Action<ConfigFileContext> analyze)
        {
            var types = new TypeNameResolver(start.Compilation);
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
