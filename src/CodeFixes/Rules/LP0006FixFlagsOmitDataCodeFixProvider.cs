using System.Collections.Immutable;
using System.Composition;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0006: add the missing flags to Fix, keeping a number a number.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0006FixFlagsOmitDataCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0006FixFlagsOmitDataCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string AddMissingKey = RuleIds.FixFlagsOmitData + ".AddMissingFlags";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.FixFlagsOmitData);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(AddMissingKey, "Add the missing flags to Fix"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && ValueReplacement.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            ReplaceValues(text, diagnostics);
    }
}
