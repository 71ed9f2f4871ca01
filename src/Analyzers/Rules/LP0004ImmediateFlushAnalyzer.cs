using System;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Config;
using LogPerf.Analyzers.Diagnostics;
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
        /// <summary>Diagnostic property: the name of the flagged appender in a config.</summary>
        public const string AppenderProperty = "Appender";

        /// <summary>
        /// Diagnostic property: the Fix the forwarder must set when appenders that render the same events after it print more
        /// than the appender's own layout (a partial Fix freezes the shared event; see LayoutRequirements.OfEventsSharedWith).
        /// </summary>
        public const string ForwarderFixProperty = "ForwarderFix";

        /// <summary>Diagnostic property: "true" when the appender's type is log4net's own FileAppender or RollingFileAppender.</summary>
        public const string StockTypeProperty = "StockType";

        private const string LockingModelProperty = "lockingModel";
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
            var traffic = new EventTraffic(config.Types, symbols);
            var layouts = new LayoutRequirements(config.Types, symbols);
            var reaches = new EventReaches();
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    var type = config.Types.Resolve(appender.TypeName);
                    if (!IsFlushingFileAppender(type, symbols)
                        || IsForeignLockingModel(config.Types.Resolve(appender.Node.Property(LockingModelProperty)?.TypeName), symbols)
                        || !traffic.OrdinaryEventsReachOnCallerThread(section, appender))
                    {
                        continue;
                    }

                    var flush = appender.Node.Property("immediateFlush");
                    if (flush != null && !ConfigValues.Boolean(flush.Value, whenUnparsable: true))
                    {
                        continue;
                    }

                    var span = flush?.Span ?? appender.Node.TypeAttribute!.ValueSpan;
                    var properties = DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)
                        .Add(StockTypeProperty, stockTypes.Contains(type) ? "true" : "false");
                    if (!HeldUpstream(section, appender, config.Types, symbols) && !RollsWithHeaderOrFooter(appender, type, symbols) && !PrintsEveryProperty(appender))
                    {
                        properties = properties.Add(AppenderProperty, appender.Name);
                        var own = layouts.OfBufferingAppender(section, appender);
                        var shared = own.Union(layouts.OfEventsSharedWith(appender, reaches.For(section)));
                        if (shared.Flags != own.Flags)
                        {
                            properties = properties.Add(ForwarderFixProperty, PatternFixRequirements.Format(shared.Flags));
                        }
                    }
                    config.Report(Descriptors.ImmediateFlush, span, properties, appender.DisplayName, flush is null ? DefaultFlush : ExplicitFlush, Hint(symbols));
                }
            }
        }

        /// <summary>
        /// True when an appender upstream of <paramref name="appender"/> holds events and hands them on only when log4net
        /// closes it: a buffer of more than one event or a lossy one (both send what they hold on Close), an async
        /// forwarder, a forwarder log4net cannot tell apart. At shutdown log4net closes the forwarders attached to loggers
        /// first (root's in the order of its refs, the other loggers' in no set order), so a forwarder the fix adds could
        /// close, and close the file with it, before such an appender flushes into it: those events would be lost. The
        /// forwarder fix is then not offered. A forwarder of the fix's own (LogPerf's AsyncForwardingAppender naming only
        /// this appender) is looked through: the fix reuses it.
        /// </summary>
        private static bool HeldUpstream(Log4NetConfig section, AppenderDefinition appender, TypeNameResolver types, Log4NetSymbols symbols)
        {
            var seen = new System.Collections.Generic.HashSet<AppenderDefinition> { appender };
            var pending = new System.Collections.Generic.Queue<AppenderDefinition>(new[] { appender });
            while (pending.Count > 0)
            {
                var current = pending.Dequeue();
                foreach (var feeder in section.Graph.FeedersOf(current))
                {
                    if (!seen.Add(feeder) || !section.Graph.IsReached(feeder))
                    {
                        // log4net builds no appender that no logger reaches: it holds nothing.
                        continue;
                    }

                    var type = types.Resolve(feeder.TypeName);
                    var ownForwarder = current == appender && RoutingForwarder.IsOf(feeder, appender.Name ?? string.Empty);
                    var passesAtOnce = type.IsOrDerivesFrom(symbols.ForwardingAppender)
                        || (type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton) && !BufferingAppenders.HoldsEvents(feeder)
                            && !ConfigValues.Boolean(feeder.Node.Property("lossy")?.Value, whenUnparsable: false));
                    if (!ownForwarder && !passesAtOnce)
                    {
                        return true;
                    }

                    pending.Enqueue(feeder);
                }
            }

            return false;
        }

        /// <summary>
        /// A layout that prints the event's whole property set (XmlLayout and other layouts that are not pattern or simple
        /// layouts, or a pattern with %properties / %X / %P without a key): fixing an event adds log4net's own entries
        /// (log4net:UserName, log4net:Identity, …) to that set, so the forwarder's Fix would change the lines (the fix-safety
        /// harness saw it with XmlLayout). The forwarder fix is then not offered.
        /// </summary>
        private static bool PrintsEveryProperty(AppenderDefinition appender) =>
            LayoutRequirements.RenderingLayouts(appender).Any(layout =>
                layout.TypeName is not { } typeName
                || (typeName.IndexOf("PatternLayout", StringComparison.OrdinalIgnoreCase) < 0 && typeName.IndexOf("SimpleLayout", StringComparison.OrdinalIgnoreCase) < 0)
                || (LayoutRequirements.PatternOf(layout) is { } pattern && WholePropertySet.IsMatch(pattern.Pattern)));

        private static readonly System.Text.RegularExpressions.Regex WholePropertySet =
            new System.Text.RegularExpressions.Regex(@"%[-0-9.]*(properties|property|P|X|mdc)(?![{A-Za-z])", System.Text.RegularExpressions.RegexOptions.CultureInvariant);

        /// <summary>
        /// A RollingFileAppender whose layout writes a header or footer: it rolls once per batch when a forwarder hands it
        /// batches (log4net checks the size or date before each batch, not each event), so it would write fewer files, and
        /// fewer header and footer lines, than it did. The forwarder fix is then not offered.
        /// </summary>
        private static bool RollsWithHeaderOrFooter(AppenderDefinition appender, ITypeSymbol? type, Log4NetSymbols symbols) =>
            type.IsOrDerivesFrom(symbols.RollingFileAppender)
            && appender.Node.Properties("layout").Any(l => l.Property("header") != null || l.Property("footer") != null);

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

            var flush = appender.Setting("ImmediateFlush");
            if (flush != null && !(flush.ConstantValue is { HasValue: true, Value: true }))
            {
                return;
            }

            if (IsSevereThreshold(appender.Setting("Threshold"))
                || IsForeignLockingModel(CreatedType(appender.Setting("LockingModel")?.Value), symbols)
                || !IsAttachedToALogger(creation, symbols))
            {
                return;
            }

            var properties = DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)
                .Add(StockTypeProperty, stockTypes.Contains(appender.Type) ? "true" : "false");
            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.ImmediateFlush, creation.Syntax.GetLocation(), properties, appender.Type.Name, flush is null ? DefaultFlush : ExplicitFlush, Hint(symbols)));
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
            && Log4NetLevels.Parse(level) >= Log4NetLevels.Error;

        /// <summary>
        /// Passed, in the same block, to a hierarchy Logger's AddAppender (the root or a named logger) or to
        /// BasicConfigurator.Configure: the only ways code makes loggers reach an appender directly.
        /// </summary>
        private static bool IsAttachedToALogger(IObjectCreationOperation creation, Log4NetSymbols symbols)
        {
            var block = creation.Syntax.Ancestors().FirstOrDefault(n => n is BlockSyntax or ArrowExpressionClauseSyntax);
            var operation = block is null ? null : creation.SemanticModel?.GetOperation(block);
            if (operation is null)
            {
                return false;
            }

            var local = (creation.Parent as IVariableInitializerOperation)?.Parent is IVariableDeclaratorOperation declarator ? declarator.Symbol : null;
            foreach (var invocation in operation.Descendants().OfType<IInvocationOperation>())
            {
                var method = invocation.TargetMethod;
                var attaches = Log4NetSymbols.IsOneOf(method, symbols.AddAppender) || Log4NetSymbols.IsOneOf(method, symbols.BasicConfigure);
                if (attaches && invocation.Arguments.Any(a => Refers(a.Value, creation, local)))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool Refers(IOperation value, IObjectCreationOperation creation, ILocalSymbol? local)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            return value.Syntax == creation.Syntax
                || (local != null && value is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
                || (value is IArrayCreationOperation array && array.Initializer?.ElementValues.Any(e => Refers(e, creation, local)) == true);
        }
    }
}
