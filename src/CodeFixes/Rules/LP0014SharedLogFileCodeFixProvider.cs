using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0014: give the appender InterProcessLock, so the writers of the file take turns (each write under a named mutex):
    /// the lockingModel it sets is rewritten, or one is added as its first child. Same file, same lines.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0014SharedLogFileCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0014SharedLogFileCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string InterProcessKey = RuleIds.SharedLogFile + ".UseInterProcessLock";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.SharedLogFile);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(InterProcessKey, "Use InterProcessLock (the writers take turns on the file)"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && SharedLogFileFinding.TryRead(diagnostic, out _);

        /// <summary>Rewrites the lockingModel's type, or adds one as the appender's first child when it sets none.</summary>
        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => !SharedLogFileFinding.TryRead(d, out var finding) ? null
                    : finding.LockTypeValue is { } type ? XmlTextEdits.ReplaceValue(type, LP0014SharedLogFileAnalyzer.InterProcessType)
                    : finding.Insertion is { } insertion ? XmlTextEdits.InsertFirstChild(text, insertion, $"<lockingModel type=\"{LP0014SharedLogFileAnalyzer.InterProcessType}\" />")
                    : (TextChange?)null)
                .OfType<TextChange>());
    }
}
