using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0204: write the one close target name (in writeTo) or target type alias instead of the misspelt one.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0204UnresolvedTargetCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0204UnresolvedTargetCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseSuggestionKey = RuleIds.NLogUnresolvedTarget + ".UseClosestName";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogUnresolvedTarget);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseSuggestionKey, "Use the closest name"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && UnresolvedTargetFinding.TryRead(diagnostic, out _);

        protected override string TitleFor(Diagnostic diagnostic, CodeFixOffer fix) =>
            UnresolvedTargetFinding.TryRead(diagnostic, out var finding) ? $"Use '{finding.Suggestion}'" : fix.Title;

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => UnresolvedTargetFinding.TryRead(d, out var finding)
                    ? new TextChange(d.Location.SourceSpan, finding.IsJson ? NLogSettingEdits.JsonStringContent(finding.Suggestion) : XmlTextEdits.Escape(finding.Suggestion))
                    : (TextChange?)null)
                .OfType<TextChange>());
    }
}
