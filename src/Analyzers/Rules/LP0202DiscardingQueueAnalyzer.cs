using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLogConfig;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0202: an AsyncWrapper (explicit, a default-wrapper, new AsyncTargetWrapper or WithAsync) whose overflow action is
    /// Discard (explicitly or by default) and whose queue is smaller than NLog's default of 10,000, while rules send it
    /// Error or Fatal events. async="true" and wrappers at NLog's default queue size are left alone.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0202DiscardingQueueAnalyzer : NLogAnalyzer
    {
        /// <summary>AsyncTargetWrapper's default QueueLimit in NLog 4.7, 5.0 and 6.x.</summary>
        public const int DefaultQueueLimit = 10000;

        public const string OverflowActionSetting = "overflowAction";

        /// <summary>Diagnostic property (code): "replace" when the diagnostic sits on an explicit overflow action.</summary>
        public const string CodeEditProperty = "CodeEdit";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogDiscardingQueue);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbols symbols)
        {
            if (symbols.AsyncTargetWrapper is not { } wrapper || symbols.OverflowAction is null)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            CandidateOperations.RegisterCreations(start, t => t.IsOrDerivesFrom(wrapper), c => AnalyzeCreation(c, symbols));
            if (!symbols.WithAsync.IsEmpty)
            {
                CandidateOperations.RegisterInvocations(start, ImmutableHashSet.Create("WithAsync"), c => AnalyzeWithAsync(c, symbols));
            }
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                foreach (var (target, _, _) in section.AllTargets())
                {
                    if (config.Symbols.IsAsyncWrapper(graph.TypeOf(target).Type))
                    {
                        Check(config, target, target.DisplayName, graph, new[] { target });
                    }
                }

                foreach (var group in section.Groups)
                {
                    if (group.DefaultWrapper is { } defaultWrapper && config.Symbols.IsAsyncWrapper(graph.TypeOf(defaultWrapper).Type))
                    {
                        Check(config, defaultWrapper, "The default-wrapper of <targets>", graph, group.Targets);
                    }
                }
            }
        }

        private static int SevereLevels(NLogGraph graph, IEnumerable<NLogTarget> targets) =>
            targets.SelectMany(graph.ReachesOf).Aggregate(0, (levels, reach) => levels | (reach.Rule.Levels & NLogLevels.Severe));

        /// <summary>The wrapper's own settings are read first: the levels of the rules that reach it are walked only for a small discarding queue.</summary>
        private static void Check(NLogConfigContext config, NLogTarget wrapper, string displayName, NLogGraph graph, IEnumerable<NLogTarget> fedThrough)
        {
            var overflow = wrapper.Setting(OverflowActionSetting);
            if (overflow != null && (overflow.IsDynamic || !IsDiscard(overflow.Value)))
            {
                return;
            }

            if (wrapper.Setting("queueLimit") is not { IsDynamic: false } queue
                || !int.TryParse(queue.Value.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var limit)
                || limit <= 0 || limit >= DefaultQueueLimit)
            {
                return;
            }

            var severe = SevereLevels(graph, fedThrough);
            if (severe == 0)
            {
                return;
            }

            config.Report(
                Descriptors.NLogDiscardingQueue,
                (overflow ?? queue).ValueSpan,
                NLogSettingEdit.Set(ImmutableDictionary<string, string?>.Empty, overflow, wrapper.Insertion),
                displayName, limit.ToString("N0", CultureInfo.InvariantCulture), Overflow(overflow != null), NLogLevels.Describe(severe));
        }

        private static bool IsDiscard(string value) => string.Equals(value.Trim(), "Discard", StringComparison.OrdinalIgnoreCase);

        private static string Overflow(bool isExplicit) => isExplicit ? "overflowAction is Discard" : "overflowAction defaults to Discard";

        private static void AnalyzeCreation(CandidateOperation context, NLogSymbols symbols)
        {
            if (context.Operation is not IObjectCreationOperation creation || !symbols.IsAsyncWrapper(creation.Type))
            {
                return;
            }

            var settings = CodeAppenderReader.SettingsOf(creation);
            var queue = NLogRuleCalls.Argument(creation.Arguments, "queueLimit") ?? Setting(settings, symbols.QueueLimit);
            var overflow = NLogRuleCalls.Argument(creation.Arguments, "overflowAction") ?? Setting(settings, symbols.OverflowActionProperty);
            if (!IsSmall(queue, out var limit) || (overflow != null && !IsDiscard(overflow, symbols)))
            {
                return;
            }

            var severe = SevereLevelsInBlock(creation, symbols);
            if (severe == 0)
            {
                return;
            }

            Report(context, overflow?.Syntax.GetLocation() ?? creation.Syntax.GetLocation(), overflow != null, creation.Type!.Name, limit, severe);
        }

        private static void AnalyzeWithAsync(CandidateOperation context, NLogSymbols symbols)
        {
            if (context.Operation is not IInvocationOperation invocation || !NLogSymbols.IsOneOf(invocation.TargetMethod, symbols.WithAsync))
            {
                return;
            }

            var queue = NLogRuleCalls.Argument(invocation.Arguments, "queueLimit");
            var overflow = NLogRuleCalls.Argument(invocation.Arguments, "overflowAction");
            if (!IsSmall(queue, out var limit) || (overflow != null && !IsDiscard(overflow, symbols))
                || NLogRuleCalls.FluentLevels(invocation, symbols) is not { } levels || (levels & NLogLevels.Severe) == 0)
            {
                return;
            }

            var syntax = (InvocationExpressionSyntax)invocation.Syntax;
            var from = syntax.Expression is MemberAccessExpressionSyntax access ? access.Name.SpanStart : syntax.SpanStart;
            var location = overflow?.Syntax.GetLocation() ?? Location.Create(syntax.SyntaxTree, TextSpan.FromBounds(from, syntax.Span.End));
            Report(context, location, overflow != null, "WithAsync(…)", limit, levels & NLogLevels.Severe);
        }

        private static void Report(CandidateOperation context, Location location, bool explicitOverflow, string subject, int limit, int severe)
        {
            var properties = ImmutableDictionary<string, string?>.Empty.Add(CodeEditProperty, explicitOverflow ? "replace" : "add");
            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.NLogDiscardingQueue, location, properties,
                subject, limit.ToString("N0", CultureInfo.InvariantCulture), Overflow(explicitOverflow), NLogLevels.Describe(severe)));
        }

        private static IOperation? Setting(ImmutableArray<CodePropertySetting> settings, IPropertySymbol? property) =>
            settings.LastOrDefault(s => SymbolEqualityComparer.Default.Equals(s.Property.OriginalDefinition, property))?.Value is { } value
                ? NLogRuleCalls.Strip(value)
                : null;

        private static bool IsSmall(IOperation? queue, out int limit)
        {
            limit = queue?.ConstantValue is { HasValue: true, Value: int value } ? value : DefaultQueueLimit;
            return limit > 0 && limit < DefaultQueueLimit;
        }

        private static bool IsDiscard(IOperation overflow, NLogSymbols symbols)
        {
            var discard = symbols.OverflowAction?.GetMembers("Discard").OfType<IFieldSymbol>().FirstOrDefault();
            return discard is { HasConstantValue: true } && overflow.ConstantValue.HasValue && Equals(overflow.ConstantValue.Value, discard.ConstantValue);
        }

        /// <summary>The severe levels of the rules that the same block gives this wrapper (directly or through its local).</summary>
        private static int SevereLevelsInBlock(IObjectCreationOperation creation, NLogSymbols symbols)
        {
            var block = creation.Syntax.Ancestors().FirstOrDefault(n => n is BlockSyntax or ArrowExpressionClauseSyntax);
            var body = block is null ? null : creation.SemanticModel?.GetOperation(block);
            if (body is null)
            {
                return 0;
            }

            var local = (creation.Parent as IVariableInitializerOperation)?.Parent is IVariableDeclaratorOperation declarator ? declarator.Symbol : null;
            var severe = 0;
            foreach (var call in body.Descendants().Where(o => o is IInvocationOperation or IObjectCreationOperation))
            {
                foreach (var ruleTarget in NLogRuleCalls.TargetsOf(call, symbols))
                {
                    if (ruleTarget.Target is { } target
                        && (target.Syntax == creation.Syntax || (local != null && target is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))))
                    {
                        severe |= ruleTarget.Levels & NLogLevels.Severe;
                    }
                }
            }

            return severe;
        }
    }
}
