using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0202: stop discarding: overflowAction Block (the logging thread waits for room: nothing lost, callers slow to
    /// the writer's pace under a burst) or Grow (the queue grows: nothing lost, nobody waits, memory grows while the
    /// writer lags).
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0202DiscardingQueueCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0202DiscardingQueueCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string BlockKey = RuleIds.NLogDiscardingQueue + ".Block";
        public const string GrowKey = RuleIds.NLogDiscardingQueue + ".Grow";

        private const string OverflowActionType = "global::NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogDiscardingQueue);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(BlockKey, "Block when the queue is full (overflowAction=\"Block\": callers wait, nothing is lost)"),
            new CodeFixOffer(GrowKey, "Grow the queue when full (overflowAction=\"Grow\": nothing is lost, memory grows)"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig ? NLogSettingEdit.TryRead(diagnostic, out _) : DiscardingQueueFinding.TryReadCode(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => NLogSettingEdit.TryRead(d, out var edit) ? edit : (NLogSettingEdit?)null)
                .OfType<NLogSettingEdit>()
                .Select(edit => NLogSettingEdits.Set(text, edit, LP0202DiscardingQueueAnalyzer.OverflowActionSetting, Action(equivalenceKey), isLiteral: false))
                .Distinct());

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                return null;
            }

            var value = $"{OverflowActionType}.{Action(equivalenceKey)}";
            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                var node = root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true);
                if (!DiscardingQueueFinding.TryReadCode(diagnostic, out var replace))
                {
                    continue;
                }

                if (replace && node is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Discard" } access)
                {
                    changes.Add(new TextChange(access.Name.Span, Action(equivalenceKey)));
                }
                else if (replace && node is ExpressionSyntax expression)
                {
                    changes.Add(new TextChange(expression.Span, value));
                }
                else if (!replace && node is BaseObjectCreationExpressionSyntax creation)
                {
                    changes.Add(NLogCodeEdits.AddToInitializer(text, creation, "OverflowAction = " + value));
                }
                else if (!replace && node.FirstAncestorOrSelf<InvocationExpressionSyntax>() is { } invocation && invocation.Span.End == diagnostic.Location.SourceSpan.End)
                {
                    changes.Add(NLogCodeEdits.AddArgument(invocation.ArgumentList, "overflowAction: " + value));
                }
            }

            return await NLogCodeEdits.ApplyAsync(document, changes, cancellationToken).ConfigureAwait(false);
        }

        private static string Action(string equivalenceKey) => equivalenceKey == GrowKey ? "Grow" : "Block";
    }
}
