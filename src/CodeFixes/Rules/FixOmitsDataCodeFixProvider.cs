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
    /// <summary>LP0006: add the missing flags to Fix, keeping a number a number.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(FixOmitsDataCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class FixOmitsDataCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string AddMissingKey = RuleIds.FixOmitsData + ".AddMissingFlags";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.FixOmitsData);

        protected override ImmutableArray<FixDefinition> Fixes { get; } = ImmutableArray.Create(
            new FixDefinition(AddMissingKey, "Add the missing flags to Fix"));

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            ReplaceWithProperty(text, diagnostics, FixOmitsDataAnalyzer.FixProperty);
    }
}
