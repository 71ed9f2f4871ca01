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
    /// <summary>LP0011: write false where internal debugging is turned on (the attribute, the app setting, the assignment).</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0011InternalDebugOnCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0011InternalDebugOnCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string TurnOffKey = RuleIds.InternalDebugOn + ".TurnOff";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.InternalDebugOn);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(TurnOffKey, "Turn log4net's internal debugging off (false)"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            ValueReplacement.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            ReplaceValues(text, diagnostics);

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            ConstantReplacement.ApplyAsync(document, diagnostics, cancellationToken);
    }
}
