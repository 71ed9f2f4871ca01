using System.Collections.Immutable;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0006: an explicit Fix on a buffering appender that omits data its layouts print. Only data that differs
    /// when read later on another thread counts: the message, thread name, properties, identity, user name and
    /// caller location. (The domain is the same on every thread; the exception object is kept by the event.)
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0006FixFlagsOmitDataAnalyzer : Log4NetAnalyzer
    {
        private const FixFlagsValues ThreadSensitive = FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Properties
            | FixFlagsValues.Identity | FixFlagsValues.UserName | FixFlagsValues.LocationInfo;

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.FixFlagsOmitData);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source) =>
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { BufferingAppenderSkeleton: not null } symbols)
                {
                    AnalyzeConfig(config, symbols);
                }
            });

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var layouts = LayoutRequirements.For(config.Types, symbols);
            foreach (var (section, appender) in BufferingAppenders.In(config, symbols))
            {
                var fixNode = appender.Node.Property(Log4NetConfigNames.Fix);
                if (fixNode is null || FixFlagsText.Parse(fixNode.Value) is not { } fix)
                {
                    continue;
                }

                var needed = layouts.OfBufferingAppender(section, appender);
                var missing = needed.Flags & ThreadSensitive & ~fix;
                if (needed.NeedsEverything || missing == FixFlagsValues.None)
                {
                    continue;
                }

                // The value attribute, or the element's text (<fix>Message</fix>) without the white space around it.
                var span = fixNode.Attribute("value")?.ValueSpan ?? ConfigText.Trimmed(config.Text, fixNode.ContentSpan);
                config.Report(
                    Descriptors.FixFlagsOmitData,
                    span,
                    ValueReplacement.Write(default, FixFlagsText.Write(fix | missing, fixNode.Value)),
                    appender.DisplayName,
                    fixNode.Value!.Trim(),
                    PatternFixRequirements.Format(missing),
                    needed.DescribeReasons());
            }
        }
    }
}
