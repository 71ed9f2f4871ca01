using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0004: a FileAppender (or subclass) with ImmediateFlush true, explicitly or by default, that loggers reach on the
    /// logging thread (directly or through log4net's ForwardingAppender, not through a buffering or async forwarder)
    /// with ordinary events: silent when only ERROR and above arrive (thresholds, filters, logger levels). Subclasses
    /// that write through a writer or locking model of their own (a memory-mapped file, say) may flush nothing, and are
    /// left alone, as is an appender given a locking model from outside log4net.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0004ImmediateFlushAnalyzer : Log4NetAnalyzer
    {
        private const string ExplicitFlush = "ImmediateFlush is true";
        private const string DefaultFlush = "ImmediateFlush defaults to true";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ImmediateFlush);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var stockTypes = new Lazy<ImmutableHashSet<ISymbol?>>(() =>
                ImmutableHashSet.Create<ISymbol?>(SymbolEqualityComparer.Default, source.Symbols?.FileAppender, source.Symbols?.RollingFileAppender));
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { FileAppender: not null } symbols)
                {
                    AnalyzeConfig(config, symbols, stockTypes.Value);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => source.Symbols is { } symbols && IsFlushingFileAppender(t, symbols),
                c => AnalyzeCreation(c, source.Symbols!, stockTypes.Value));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols, ImmutableHashSet<ISymbol?> stockTypes)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var layouts = LayoutRequirements.For(config.Types, symbols);
            var hint = Hint(symbols);
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    var type = config.Types.Resolve(appender.TypeName);
                    if (!IsFlushingFileAppender(type, symbols)
                        || IsForeignLockingModel(config.Types.Resolve(appender.Node.Property(Log4NetConfigNames.LockingModel)?.TypeName), symbols)
                        || !traffic.OrdinaryEventsReachOnCallerThread(section, appender))
                    {
                        continue;
                    }

                    var flush = appender.Node.Property(Log4NetConfigNames.ImmediateFlush);
                    if (flush != null && !ConfigValues.Boolean(flush.Value, whenUnparsable: true))
                    {
                        continue;
                    }

                    var span = flush?.Span ?? appender.Node.TypeAttribute!.Value.ValueSpan;
                    // Where another appender writes the same file, neither fix is offered. The memory-mapped appender holds
                    // its file alone (a second writer gets "is being written by another process or appender" and writes
                    // nothing). A forwarder gives the file a second path of another latency: the other appender's lines
                    // (synchronous, or behind a forwarder of its own) overtake this one's queued lines, so a thread's
                    // events land in the file out of their order (the fix-safety harness, generated log4net #75).
                    var shared = FileWriters.IsShared(section, appender);
                    var route = shared ? null : ForwarderRoutes.RouteOf(section, appender, type, config.Types, symbols, layouts);
                    var data = new ImmediateFlushFinding(route, memoryMappedSwitch: stockTypes.Contains(type) && !shared)
                        .WriteTo(FixData.From(DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)));
                    config.Report(Descriptors.ImmediateFlush, span, data, appender.DisplayName, flush is null ? DefaultFlush : ExplicitFlush, hint);
                }
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols, ImmutableHashSet<ISymbol?> stockTypes)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (!IsFlushingFileAppender(creation.Type, symbols) || CodeAppenderReader.Read(creation, symbols) is not { } appender)
            {
                return;
            }

            var flush = appender.Setting(Log4NetConfigNames.InCode.ImmediateFlush);
            if (flush != null && !(flush.ConstantValue is { HasValue: true, Value: true }))
            {
                return;
            }

            if (IsSevereThreshold(appender.Setting(Log4NetConfigNames.InCode.Threshold))
                || IsForeignLockingModel(CreatedType(appender.Setting(Log4NetConfigNames.InCode.LockingModel)?.Value), symbols)
                || !CodeAttachment.IsAttachedToALogger(creation, symbols))
            {
                return;
            }

            var data = new ImmediateFlushFinding(route: null, memoryMappedSwitch: stockTypes.Contains(appender.Type))
                .WriteTo(FixData.From(DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)));
            context.ReportDiagnostic(data.ToDiagnostic(
                Descriptors.ImmediateFlush, creation.Syntax.GetLocation(), appender.Type.Name, flush is null ? DefaultFlush : ExplicitFlush, Hint(symbols)));
        }

        private static string Hint(Log4NetSymbols symbols) =>
            Descriptors.AppendersHint(symbols.LogPerf.IsReferenced, "route it through AsyncForwardingAppender");

        /// <summary>
        /// A FileAppender (or subclass) that writes and flushes the way log4net's does: not LogPerf's memory-mapped appender,
        /// not a subclass that picks its own writer (SetQWForFiles) or holds a locking model of its own (a LockingModel
        /// member that hides log4net's).
        /// </summary>
        private static bool IsFlushingFileAppender(ITypeSymbol? type, Log4NetSymbols symbols) =>
            type.IsOrDerivesFrom(symbols.FileAppender)
            && !type.IsOrDerivesFrom(symbols.LogPerf.MemoryMappedFileAppender)
            && !symbols.OverridesOutsideLog4Net(type, symbols.SetFileWriter)
            && !HidesLockingModel(type, symbols);

        private static bool HidesLockingModel(ITypeSymbol? type, Log4NetSymbols symbols)
        {
            for (var current = type; current != null && !symbols.IsLog4NetType(current); current = current.BaseType)
            {
                if (symbols.LockingModel is { } lockingModel && current.GetMembers(lockingModel.Name).Any(m => m is IPropertySymbol))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>The type of the object a setting's value creates (through conversions), or null.</summary>
        private static ITypeSymbol? CreatedType(IOperation? value)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            return (value as IObjectCreationOperation)?.Type;
        }

        /// <summary>A locking model from outside log4net: it supplies the stream the appender flushes, whose cost this rule cannot tell.</summary>
        private static bool IsForeignLockingModel(ITypeSymbol? lockingModel, Log4NetSymbols symbols) =>
            lockingModel.IsOrDerivesFrom(symbols.LockingModelBase) && !symbols.IsLog4NetType(lockingModel);

        private static bool IsSevereThreshold(CodePropertySetting? threshold) =>
            threshold?.Value is IFieldReferenceOperation { Field: { IsStatic: true, Name: var level } }
            && Log4NetLevel.Parse(level) >= Log4NetLevel.Error;
    }
}
