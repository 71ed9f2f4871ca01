using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Names;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0002: switch RemoteSyslogAppender to LogPerf's AsyncRemoteSyslogAppender (same properties).</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0002BlockingNetworkAppenderCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0002BlockingNetworkAppenderCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseAsyncSyslogKey = RuleIds.BlockingNetworkAppender + ".UseAsyncRemoteSyslogAppender";
        public const string AsyncSyslogType = LogPerfAppenderTypes.InConfig.AsyncRemoteSyslogAppender;

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.BlockingNetworkAppender);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseAsyncSyslogKey, "Switch to LogPerf's AsyncRemoteSyslogAppender"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            IsSyslog(diagnostic) && AppendersReferenced(diagnostic);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics.Where(IsSyslog).Select(d => XmlTextEdits.ReplaceValue(d.Location.SourceSpan, AsyncSyslogType)));

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            CreatedTypeSwap.ApplyAsync(document, diagnostics.Where(IsSyslog).ToImmutableArray(), s => s.LogPerf.AsyncRemoteSyslogAppender,
                s => new[] { s.RemoteSyslogAppender }, cancellationToken);

        private static bool IsSyslog(Diagnostic diagnostic) =>
            SyslogSenderFinding.TryRead(diagnostic, out var syslog) && syslog;
    }
}
