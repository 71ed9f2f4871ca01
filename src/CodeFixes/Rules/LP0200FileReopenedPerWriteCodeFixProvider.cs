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
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0200: keep the file open: keepFileOpen="true" in a config (replaced or added), KeepFileOpen = true in code.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0200FileReopenedPerWriteCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0200FileReopenedPerWriteCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string KeepFileOpenKey = RuleIds.NLogFileReopenedPerWrite + ".KeepFileOpen";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogFileReopenedPerWrite);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(KeepFileOpenKey, "Keep the file open (keepFileOpen=\"true\")"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            !inConfig || NLogSettingEdit.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => NLogSettingEdit.TryRead(d, out var edit) ? edit : (NLogSettingEdit?)null)
                .OfType<NLogSettingEdit>()
                .Select(edit => NLogSettingEdits.Set(text, edit, LogPerf.Analyzers.Rules.LP0200FileReopenedPerWriteAnalyzer.KeepFileOpenSetting, "true", isLiteral: true))
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

            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                switch (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true))
                {
                    case LiteralExpressionSyntax literal when literal.IsKind(SyntaxKind.FalseLiteralExpression):
                        changes.Add(new TextChange(literal.Span, "true"));
                        break;
                    case BaseObjectCreationExpressionSyntax creation:
                        changes.Add(NLogCodeEdits.AddToInitializer(text, creation, "KeepFileOpen = true"));
                        break;
                }
            }

            return await NLogCodeEdits.ApplyAsync(document, changes, cancellationToken).ConfigureAwait(false);
        }
    }
}
