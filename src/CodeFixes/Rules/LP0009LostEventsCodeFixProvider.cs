using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Rules.LP0009LostEvents;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0009: point a misspelt appender-ref at the one appender it most likely meant, or remove it when that appender
    /// already receives the events that reach the ref (pointing it there would write them twice); remove the white space
    /// after a type name log4net cannot load.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0009LostEventsCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0009LostEventsCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseSuggestedRefKey = RuleIds.LostEvents + ".UseSuggestedAppender";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.LostEvents);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseSuggestedRefKey, "Refer to the one close appender name (or remove the ref when that would write events twice), or load the type without stray white space"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && LostEventsFinding.TryRead(diagnostic, out _);

        protected override string TitleFor(Diagnostic diagnostic, CodeFixOffer fix)
        {
            if (!LostEventsFinding.TryRead(diagnostic, out var finding))
            {
                return fix.Title;
            }

            var suggestion = finding.Suggestion;
            return Kind(finding) switch
            {
                TypoFixes.TypeKind => "Remove the white space after the type name",
                TypoFixes.RemoveRefKind => $"Remove the misspelt appender-ref (pointing it at '{suggestion}' would write events twice)",
                _ => finding.Via is { } via
                    ? $"Refer to appender '{suggestion}' through its forwarder '{via}'"
                    : $"Refer to appender '{suggestion}'",
            };
        }

        /// <summary>
        /// One diagnostic after the other in document order, each decided again on the text the earlier ones left: a ref
        /// corrected earlier may make a later one's close name already reached, and then that ref is removed instead.
        /// </summary>
        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var current = text;
            var shift = 0;
            var findings = new List<(Diagnostic Diagnostic, LostEventsFinding Finding)>();
            foreach (var diagnostic in diagnostics)
            {
                if (LostEventsFinding.TryRead(diagnostic, out var finding))
                {
                    findings.Add((diagnostic, finding));
                }
            }

            foreach (var (diagnostic, finding) in findings.OrderBy(f => f.Diagnostic.Location.SourceSpan.Start))
            {
                var span = new TextSpan(diagnostic.Location.SourceSpan.Start + shift, diagnostic.Location.SourceSpan.Length);
                if (span.End > current.Length || Edit(current, span, Kind(finding), finding.Suggestion) is not { } change)
                {
                    continue;
                }

                current = current.WithChanges(change);
                shift += change.NewText!.Length - change.Span.Length;
            }

            return current.ContentEquals(text) ? null : current;
        }

        private static TextChange? Edit(SourceText text, TextSpan span, string? kind, string suggestion)
        {
            var file = ConfigFileParser.Parse(text);
            if (file.Sections.FirstOrDefault(s => s.Node.Span.Contains(span.Start)) is not { } section)
            {
                return null;
            }

            if (kind == TypoFixes.TypeKind)
            {
                var appender = section.Appenders.FirstOrDefault(a => a.Node.TypeAttribute?.ValueSpan == span);
                return appender is null || TypoFixes.LoadingRepeats(section, appender) ? null : XmlTextEdits.ReplaceValue(span, suggestion);
            }

            var (holder, misspelt) = section.AllRefs().FirstOrDefault(r => r.Ref.RefAttribute?.ValueSpan == span);
            if (misspelt is null || section.Resolve(misspelt) != null)
            {
                return null;
            }

            var target = TypoFixes.RefTarget(section, holder, suggestion);
            return TypoFixes.RefRemoves(section, holder, target, new EventReach(section))
                ? XmlTextEdits.RemoveElement(text, misspelt.Node.Span)
                : XmlTextEdits.ReplaceValue(span, target);
        }

        private static string Kind(LostEventsFinding finding) => finding.Kind ?? TypoFixes.RefKind;
    }
}
