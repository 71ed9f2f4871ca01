using System.Collections.Immutable;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Config;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>LP0005: a BufferingAppenderSkeleton-derived appender with no explicit Fix (so FixFlags.All).</summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0005MissingFixFlagsAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Diagnostic property: the least Fix value for the layouts the appender feeds.</summary>
        public const string FixProperty = "Fix";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.MissingFixFlags);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbols symbols)
        {
            if (symbols.BufferingAppenderSkeleton is null)
            {
                return;
            }

            ConfigFileActions.Register(start, config => AnalyzeConfig(config, symbols));
            CandidateOperations.RegisterCreations(start, t => t.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton), c => AnalyzeCreation(c, symbols));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var layouts = new LayoutRequirements(config.Types, symbols);
            foreach (var (section, appender) in BufferingAppenders.In(config, symbols))
            {
                if (appender.Node.Property("fix") != null || appender.Node.TypeAttribute is not { } type)
                {
                    continue;
                }

                var needed = layouts.OfBufferingAppender(section, appender);
                if (needed.NeedsEverything)
                {
                    continue;
                }

                var fix = PatternFixRequirements.Format(needed.Flags);
                config.Report(
                    Descriptors.MissingFixFlags,
                    type.ValueSpan,
                    ImmutableDictionary<string, string?>.Empty.Add(FixProperty, fix),
                    appender.DisplayName,
                    $"the layouts it feeds need only '{fix}' ({needed.DescribeReasons()})");
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (creation.Type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton)
                && CodeAppenderReader.Read(creation, symbols) is { } appender
                && appender.Setting("Fix") is null)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Descriptors.MissingFixFlags, creation.Syntax.GetLocation(), appender.Type.Name,
                    "set Fix to the flags its appenders' layouts print, e.g. FixFlags.Message | FixFlags.ThreadName | FixFlags.Exception for '%date [%thread] %level %logger - %message%newline'"));
            }
        }
    }
}
