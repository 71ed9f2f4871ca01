using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0009: point a misspelt appender-ref at the one appender it most likely meant.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0009LostEventsCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0009LostEventsCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseSuggestedRefKey = RuleIds.LostEvents + ".UseSuggestedAppender";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.LostEvents);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseSuggestedRefKey, "Refer to the one close appender name, or load the type without stray white space"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && Has(diagnostic, LP0009LostEventsAnalyzer.SuggestionProperty);

        protected override string TitleFor(Diagnostic diagnostic, CodeFixOffer fix) =>
            diagnostic.Properties.TryGetValue(LP0009LostEventsAnalyzer.SuggestionKindProperty, out var kind) && kind == "Type"
                ? "Remove the white space after the type name"
                : $"Refer to appender '{diagnostic.Properties[LP0009LostEventsAnalyzer.SuggestionProperty]}'";

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            ReplaceWithProperty(text, diagnostics, LP0009LostEventsAnalyzer.SuggestionProperty);
    }
}
