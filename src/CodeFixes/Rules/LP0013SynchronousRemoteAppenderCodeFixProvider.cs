using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0013: route the database or mail appender through LogPerf's AsyncForwardingAppender, with LP0004's insertion (a new
    /// forwarder after it, the loggers' refs rewritten to it, nothing else changed). Configs only: in code the appender is
    /// attached by statements the fix cannot rewrite safely.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0013SynchronousRemoteAppenderCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0013SynchronousRemoteAppenderCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string ForwardKey = RuleIds.SynchronousRemoteAppender + ".RouteThroughAsyncForwarder";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.SynchronousRemoteAppender);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(ForwardKey, "Route through LogPerf's AsyncForwardingAppender"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && AppendersReferenced(diagnostic) && SynchronousRemoteAppenderFinding.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var file = ConfigFileParser.Parse(text);
            var changes = new List<TextChange>();
            var taken = new HashSet<string>();
            foreach (var diagnostic in diagnostics)
            {
                var position = diagnostic.Location.SourceSpan.Start;
                if (SynchronousRemoteAppenderFinding.TryRead(diagnostic, out var route) && file.Sections.FirstOrDefault(s => s.Node.Span.Contains(position)) is { } section
                    && section.AppenderAt(position) is { Name: not null } appender && appender.Node.IsComplete)
                {
                    changes.AddRange(LP0004ImmediateFlushCodeFixProvider.RouteThroughForwarder(text, section, appender, route.Fix, taken));
                }
            }

            return Apply(text, changes);
        }
    }
}
