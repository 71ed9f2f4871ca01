using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Names;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0201: write the target on a background thread. The default wraps the target the rule names in an AsyncWrapper
    /// with overflowAction Block that takes over its name (in code, new AsyncTargetWrapper(target) { OverflowAction =
    /// Block } or WithAsync(Block)): like the synchronous target it never drops an event, callers wait for room instead.
    /// async="true" on its &lt;targets&gt; (when it is the only target there; "async": true in JSON) and the plain
    /// AsyncWrapper keep NLog's overflow default, Discard (the oldest queued event is dropped when 10,000 wait): their
    /// titles say so, and they are never the default.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0201SynchronousTargetCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0201SynchronousTargetCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string AsyncTargetsKey = RuleIds.NLogSynchronousTarget + ".AsyncTargets";
        public const string AsyncWrapperKey = RuleIds.NLogSynchronousTarget + ".AsyncWrapper";
        public const string BlockingAsyncWrapperKey = RuleIds.NLogSynchronousTarget + ".BlockingAsyncWrapper";

        private const string AsyncTargetWrapperType = "global::NLog.Targets.Wrappers.AsyncTargetWrapper";
        private const string Block = "global::NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction.Block";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogSynchronousTarget);

        /// <summary>
        /// The lossless wrapper first: it is the default. async="true" and the plain wrapper keep NLog's Discard, which the
        /// synchronous target never did, so they are applied only when chosen by name.
        /// </summary>
        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(BlockingAsyncWrapperKey, "Wrap the target in an AsyncWrapper that blocks when full (overflowAction=\"Block\": nothing is dropped)"),
            new CodeFixOffer(AsyncTargetsKey, "Write the targets of <targets> asynchronously (async=\"true\"; drops the oldest events when 10,000 wait)", allowsLoss: true),
            new CodeFixOffer(AsyncWrapperKey, "Wrap the target in an AsyncWrapper (drops the oldest events when 10,000 wait)", allowsLoss: true));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            fix.EquivalenceKey == AsyncTargetsKey
                ? inConfig && Read(diagnostic).AsyncEdit != null
                : !inConfig || Read(diagnostic).Wrap != null;

        protected override string TitleFor(Diagnostic diagnostic, CodeFixOffer fix) =>
            !Read(diagnostic).IsFluent ? fix.Title
            : fix.EquivalenceKey == AsyncWrapperKey ? "Write asynchronously (WithAsync(); drops the oldest events when 10,000 wait)"
            : "Write asynchronously, blocking when full (WithAsync(AsyncTargetWrapperOverflowAction.Block): nothing is dropped)";

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            if (equivalenceKey == AsyncTargetsKey)
            {
                return Apply(text, diagnostics
                    .Select(d => Read(d).AsyncEdit)
                    .OfType<NLogSettingEdit>()
                    .Select(edit => NLogSettingEdits.Set(text, edit, NLogConfigNames.Async, "true", isLiteral: true))
                    .Distinct());
            }

            var changes = new List<TextChange>();
            var wrapped = new HashSet<TextSpan>();
            foreach (var diagnostic in diagnostics)
            {
                if (Read(diagnostic).Wrap is { } wrap && wrapped.Add(wrap.Element) && wrap.Element.End <= text.Length)
                {
                    var elementName = ElementName(text, wrap.Element);
                    changes.AddRange(new AsyncWrapperInsertion(wrap).Changes(text, elementName, equivalenceKey == BlockingAsyncWrapperKey ? "Block" : null));
                }
            }

            return Apply(text, changes);
        }

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || equivalenceKey == AsyncTargetsKey)
            {
                return null;
            }

            var blocking = equivalenceKey == BlockingAsyncWrapperKey;

            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                var span = diagnostic.Location.SourceSpan;
                if (Read(diagnostic).IsFluent)
                {
                    changes.Add(new TextChange(new TextSpan(span.End, 0), blocking ? $".WithAsync({Block})" : ".WithAsync()"));
                }
                else if (root.FindNode(span, getInnermostNodeForTie: true) is ExpressionSyntax target)
                {
                    changes.Add(new TextChange(target.Span, $"new {AsyncTargetWrapperType}({target})" + (blocking ? $" {{ OverflowAction = {Block} }}" : string.Empty)));
                }
            }

            return await NLogCodeEdits.ApplyAsync(document, changes, cancellationToken).ConfigureAwait(false);
        }

        /// <summary>The analyzer's data; a diagnostic that carries none reads as no part at all (no fix in a config).</summary>
        private static SynchronousTargetFinding Read(Diagnostic diagnostic) =>
            SynchronousTargetFinding.TryRead(diagnostic, out var finding) ? finding : None;

        private static readonly SynchronousTargetFinding None = new SynchronousTargetFinding(null, null, isFluent: false);

        /// <summary>The element name as the user wrote it (target, wrapper, …), read from the start tag.</summary>
        private static string ElementName(SourceText text, TextSpan element)
        {
            var end = element.Start + 1;
            while (end < element.End && !char.IsWhiteSpace(text[end]) && text[end] != '>' && text[end] != '/')
            {
                end++;
            }

            return text.ToString(TextSpan.FromBounds(element.Start + 1, end));
        }
    }
}
