using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0007: a non-lossy BufferingForwardingAppender, in a config or in code. Lossy buffers are the "last N events
    /// on error" pattern, not a throughput setting, and stay silent; so do subclasses that send their buffer their own
    /// way (an override of SendBuffer, e.g. handing batches to a background worker): the caller's cost is theirs. A
    /// bufferSize of 1 or less holds nothing (each event is sent on at once), and an appender no logger reaches is never
    /// created: both are silent.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0007BufferingForThroughputAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.BufferingForThroughput);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { BufferingForwardingAppender: { } forwarder } symbols)
                {
                    AnalyzeConfig(config, symbols, forwarder);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => source.Symbols is { BufferingForwardingAppender: { } forwarder } symbols && IsLog4NetBuffering(t, symbols, forwarder),
                c => AnalyzeCreation(c, source.Symbols!, source.Symbols!.BufferingForwardingAppender!));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols, INamedTypeSymbol forwarder)
        {
            var appenders = symbols.LogPerf.IsReferenced;
            var baseProperties = DiagnosticProperties.Appenders(appenders);
            var hint = Descriptors.AppendersHint(appenders, "switch to its AsyncForwardingAppender");
            var traffic = EventTraffic.For(config.Types, symbols);
            var layouts = LayoutRequirements.For(config.Types, symbols);

            // The buffers of a forwarding chain all need what its layouts print: each Fix value is written out once.
            var fixValues = new Dictionary<FixFlagsValues, string>();
            foreach (var section in config.File.Sections)
            {
                Dictionary<AppenderDefinition, AppenderDefinition>? otherWaysIn = null;
                foreach (var appender in section.Appenders)
                {
                    if (appender.Node.TypeAttribute is { } type
                        && IsLog4NetBuffering(config.Types.Resolve(type.Value), symbols, forwarder)
                        && !ConfigValues.Boolean(appender.Node.Property(Log4NetConfigNames.Lossy)?.Value, whenUnparsable: false)
                        && BufferingAppenders.HoldsEvents(appender)
                        && traffic.AnyEventsReach(section, appender))
                    {
                        var data = FixData.From(baseProperties);
                        if (appender.Node.Property(Log4NetConfigNames.Fix) is null)
                        {
                            // The buffer fixed everything (FixFlags.All); the forwarder would fix what its targets print, and a partial
                            // Fix freezes the event for the appenders that render it afterwards: it gets the flags they all need.
                            var needed = layouts.OfBufferingAppender(section, appender).Union(layouts.OfEventsSharedWith(section, appender));
                            var flags = needed.NeedsEverything ? FixFlagsValues.All : needed.Flags;
                            if (!fixValues.TryGetValue(flags, out var fix))
                            {
                                fixValues.Add(flags, fix = PatternFixRequirements.Format(flags));
                            }

                            data = FixFlagsValue.Write(data, fix);
                        }

                        // Where an appender the buffer feeds is also reached another way, the switch would reorder its lines.
                        string? reachedAnotherWay = null;
                        if ((otherWaysIn ??= OtherWaysIn.Upstream(section)).TryGetValue(appender, out var entered))
                        {
                            reachedAnotherWay = entered.Name is { } name ? $"appender '{ConfigText.Short(name)}'" : "an appender";
                            data = BufferSwitch.WriteWithheld(data);
                        }

                        config.Report(
                            Descriptors.BufferingForThroughput,
                            type.ValueSpan,
                            data,
                            appender.DisplayName,
                            reachedAnotherWay is { } other
                                ? $"; no switch is offered: {other} is also reached another way, and a background path beside that one would change the order of its lines"
                                : hint);
                    }
                }
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols, INamedTypeSymbol forwarder)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (IsLog4NetBuffering(creation.Type, symbols, forwarder)
                && CodeAppenderReader.Read(creation, symbols) is { } appender
                && (appender.Setting(Log4NetConfigNames.InCode.Lossy) is not { } lossy || lossy.ConstantValue is { HasValue: true, Value: false })
                && !(appender.Setting(Log4NetConfigNames.InCode.BufferSize)?.ConstantValue is { HasValue: true, Value: int size } && size <= 1))
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.BufferingForThroughput, creation.Syntax.GetLocation(), appender.Type.Name, string.Empty));
            }
        }

        /// <summary>A BufferingForwardingAppender that sends its full buffer the way log4net's does, on the caller's thread.</summary>
        private static bool IsLog4NetBuffering(ITypeSymbol? type, Log4NetSymbols symbols, INamedTypeSymbol forwarder) =>
            type.IsOrDerivesFrom(forwarder) && !symbols.OverridesOutsideLog4Net(type, symbols.SendBuffer);
    }
}
