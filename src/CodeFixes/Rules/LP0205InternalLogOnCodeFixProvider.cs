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
    /// <summary>LP0205: Lower NLog's internal log to Warn in a config (the value replaced in its own form) and in code.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0205InternalLogOnCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0205InternalLogOnCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string ToWarnKey = RuleIds.NLogInternalLogOn + ".ToWarn";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogInternalLogOn);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(ToWarnKey, "Lower NLog's internal log to Warn"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig ? NLogSettingEdit.From(diagnostic.Properties) != null : Has(diagnostic, LP0205InternalLogOnAnalyzer.ReplacementProperty);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => NLogSettingEdit.From(d.Properties))
                .OfType<NLogSettingEdit>()
                .Select(edit => NLogSettingEdits.Set(text, edit, "internalLogLevel", LP0205InternalLogOnAnalyzer.FixedLevel, isLiteral: false))
                .Distinct());

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            ConstantReplacement.ApplyAsync(document, diagnostics, LP0205InternalLogOnAnalyzer.ReplacementProperty, cancellationToken);
    }
}
