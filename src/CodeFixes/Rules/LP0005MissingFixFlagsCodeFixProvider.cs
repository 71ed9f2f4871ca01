using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0005: add <c>&lt;fix value="…"/&gt;</c> with the least flags the appender's layouts need.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0005MissingFixFlagsCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0005MissingFixFlagsCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string AddFixKey = RuleIds.MissingFixFlags + ".AddLeastFix";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.MissingFixFlags);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(AddFixKey, "Set Fix to what the layouts print"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && MissingFixFlagsFinding.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => MissingFixFlagsFinding.TryRead(d, out var finding) ? XmlTextEdits.InsertFirstChild(text, finding.Insertion, $"<fix value=\"{finding.Fix}\" />") : null)
                .OfType<TextChange>());
    }
}
