using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
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
    /// LP0006: an explicit Fix on a buffering appender that omits data its layouts print. Every flag counts: once
    /// LoggingEvent.FixVolatileData has fixed the flags asked for it locks the event's cache, so whatever was not
    /// fixed reads null when the buffer is rendered (the exception string, the domain, the thread name…).
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0006FixFlagsOmitDataAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Data whose value depends on the thread that reads it, when it is read at all.</summary>
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
            foreach (var (section, appender) in WithDeferredRendering(config, symbols))
            {
                var fixNode = appender.Node.Property(Log4NetConfigNames.Fix);
                if (fixNode is null || FixFlagsText.Parse(fixNode.Value) is not { } fix)
                {
                    continue;
                }

                var needed = layouts.OfBufferingAppender(section, appender);
                var missing = needed.Flags & ~fix;
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
                    DescribeReasons(needed.Reasons, missing),
                    DescribeLoss(missing));
            }
        }

        /// <summary>
        /// log4net's buffering appenders, and LogPerf's AsyncForwardingAppender (LP0007's fix keeps the buffer's Fix, which
        /// freezes the event the same way: the exception a Fix without Exception dropped stays dropped behind it).
        /// </summary>
        private static IEnumerable<(Log4NetConfig Section, AppenderDefinition Appender)> WithDeferredRendering(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var forwarder = symbols.LogPerf.IsReferenced ? symbols.LogPerf.AsyncForwardingAppender : null;
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    var type = appender.Node.IsComplete ? config.Types.Resolve(appender.TypeName) : null;
                    if (type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton) || (forwarder != null && type.IsOrDerivesFrom(forwarder)))
                    {
                        yield return (section, appender);
                    }
                }
            }
        }

        /// <summary>
        /// What needs the missing flags: the conversions that read them ("%thread" but not "%date"), other reasons as they
        /// are ("XmlLayout"), and for a missing Exception that no conversion prints, the text the appender writes after
        /// its layout.
        /// </summary>
        private static string DescribeReasons(ImmutableArray<string> reasons, FixFlagsValues missing)
        {
            var kept = new List<string>();
            var exceptionExplained = false;
            foreach (var reason in reasons)
            {
                if (!reason.StartsWith("%", System.StringComparison.Ordinal))
                {
                    kept.Add(reason);
                    exceptionExplained = true;
                }
                else if ((PatternFixRequirements.Read(reason) & missing) is var reads && reads != FixFlagsValues.None)
                {
                    kept.Add(reason);
                    exceptionExplained |= (reads & FixFlagsValues.Exception) != 0;
                }
            }

            if ((missing & FixFlagsValues.Exception) != 0 && !exceptionExplained)
            {
                kept.Add("the exception written after a layout that ignores it");
            }

            return string.Join(", ", kept);
        }

        /// <summary>What the rendered lines lose, in the user's terms.</summary>
        private static string DescribeLoss(FixFlagsValues missing)
        {
            var losses = new List<string>();
            if ((missing & FixFlagsValues.Exception) != 0)
            {
                losses.Add("the exception text is dropped");
            }

            if ((missing & FixFlagsValues.Domain) != 0)
            {
                losses.Add("the domain prints empty");
            }

            if ((missing & ThreadSensitive) != 0)
            {
                losses.Add("the line shows another thread's value or none");
            }

            return string.Join("; ", losses);
        }
    }
}
