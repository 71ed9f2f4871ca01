using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLogConfig;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0206: Turn throwExceptions off (false) in a config (the value replaced in its own form) and in code.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0206ThrowExceptionsCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0206ThrowExceptionsCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string TurnOffKey = RuleIds.NLogThrowExceptions + ".TurnOff";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogThrowExceptions);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(TurnOffKey, "Turn throwExceptions off (false)"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig ? NLogSettingEdit.From(diagnostic.Properties) != null : Has(diagnostic, LP0206ThrowExceptionsAnalyzer.ReplacementProperty);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => NLogSettingEdit.From(d.Properties))
                .OfType<NLogSettingEdit>()
                .Select(edit => NLogSettingEdits.Set(text, edit, "throwExceptions", "false", isLiteral: true))
                .Distinct());

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            ConstantReplacement.ApplyAsync(document, diagnostics, LP0206ThrowExceptionsAnalyzer.ReplacementProperty, cancellationToken);
    }
}
