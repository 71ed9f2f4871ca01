using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0012: switch RemoteSyslogAppender to LogPerf's AsyncRemoteSyslogAppender (default; it reads log4net 3.5's
    /// SendQueueSize and EnqueueTimeoutMillis, and is given log4net's largest datagram so long messages are cut where
    /// log4net cut them), or, as a second choice, never wait: EnqueueTimeoutMillis = 0, which drops an event that finds the
    /// queue full. The lossy choice is offered only beside the switch, never alone (it would become the default).
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0012BoundedSenderBlocksCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0012BoundedSenderBlocksCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string SwitchKey = RuleIds.BoundedSenderBlocks + ".UseAsyncRemoteSyslogAppender";
        public const string NoWaitKey = RuleIds.BoundedSenderBlocks + ".NeverWait";

        /// <summary>log4net 3.5's MaxDatagramSize default, the largest UDP payload over IPv4.</summary>
        public const int Log4NetLargestDatagram = 65507;

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.BoundedSenderBlocks);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(SwitchKey, "Switch to LogPerf's AsyncRemoteSyslogAppender"),
            new CodeFixOffer(NoWaitKey, "Never wait for room (EnqueueTimeoutMillis = 0: an event that finds the queue full is dropped and counted)", allowsLoss: true));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            SyslogSenderFinding.TryRead(diagnostic, out var syslog) && syslog
            && AppendersReferenced(diagnostic)
            && (!inConfig || BoundedSenderFinding.TryRead(diagnostic, out _));

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                if (!BoundedSenderFinding.TryRead(diagnostic, out var finding))
                {
                    continue;
                }

                if (equivalenceKey == SwitchKey)
                {
                    changes.Add(XmlTextEdits.ReplaceValue(finding.TypeValue, LP0002BlockingNetworkAppenderCodeFixProvider.AsyncSyslogType));
                    if (!finding.SetsSize
                        && XmlTextEdits.InsertFirstChild(text, finding.Insertion, $"<maxMessageSize value=\"{Log4NetLargestDatagram}\" />") is { } size)
                    {
                        changes.Add(size);
                    }
                }
                else if (finding.SetsTimeout)
                {
                    if (finding.TimeoutValue is { } value)
                    {
                        changes.Add(XmlTextEdits.ReplaceValue(value, "0"));
                    }
                }
                else if (XmlTextEdits.InsertFirstChild(text, finding.Insertion, "<enqueueTimeoutMillis value=\"0\" />") is { } insert)
                {
                    changes.Add(insert);
                }
            }

            return Apply(text, changes);
        }

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var text = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                return null;
            }

            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ObjectCreationExpressionSyntax creation)
                {
                    continue;
                }

                var assigned = creation.Initializer?.Expressions.OfType<AssignmentExpressionSyntax>().ToList() ?? new List<AssignmentExpressionSyntax>();
                if (equivalenceKey == SwitchKey)
                {
                    changes.Add(new TextChange(creation.Type.Span, LogPerfAppenderTypes.InCode.AsyncRemoteSyslogAppender));
                    if (!assigned.Any(a => LP0012BoundedSenderBlocksAnalyzer.SizeSettings.Contains(NameOf(a)!)))
                    {
                        changes.Add(NLogCodeEdits.AddToInitializer(text, creation, $"MaxMessageSize = {Log4NetLargestDatagram}"));
                    }
                }
                else if (assigned.FirstOrDefault(a => NameOf(a) == LP0012BoundedSenderBlocksAnalyzer.TimeoutSetting) is { } timeout)
                {
                    changes.Add(new TextChange(timeout.Right.Span, "0"));
                }
                else
                {
                    changes.Add(NLogCodeEdits.AddToInitializer(text, creation, LP0012BoundedSenderBlocksAnalyzer.TimeoutSetting + " = 0"));
                }
            }

            return await NLogCodeEdits.ApplyAsync(document, changes, cancellationToken).ConfigureAwait(false);
        }

        private static string? NameOf(AssignmentExpressionSyntax assignment) => (assignment.Left as IdentifierNameSyntax)?.Identifier.ValueText;
    }
}
