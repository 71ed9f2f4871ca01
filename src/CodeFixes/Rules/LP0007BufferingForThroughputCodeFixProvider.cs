using System;
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
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0007: switch to LogPerf's AsyncForwardingAppender, keeping bufferSize, fix and the appender-refs; the
    /// lossy and evaluator settings, which the async forwarder has no use for, are removed.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0007BufferingForThroughputCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0007BufferingForThroughputCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseAsyncKey = RuleIds.BufferingForThroughput + ".UseAsyncForwarder";

        private static readonly string[] Dropped = { Log4NetConfigNames.Lossy, Log4NetConfigNames.Evaluator, Log4NetConfigNames.LossyEvaluator };

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.BufferingForThroughput);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseAsyncKey, "Switch to LogPerf's AsyncForwardingAppender"));

        /// <summary>
        /// Not where the analyzer withheld the switch (<see cref="BufferSwitch"/>: an appender the buffer feeds is also
        /// reached another way, and the switch would change the order of its lines).
        /// </summary>
        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig && AppendersReferenced(diagnostic) && !BufferSwitch.IsWithheld(diagnostic);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var file = ConfigFileParser.Parse(text);
            var changes = new List<TextChange>();
            foreach (var diagnostic in diagnostics)
            {
                var span = diagnostic.Location.SourceSpan;
                var appender = file.Sections.SelectMany(s => s.Appenders).FirstOrDefault(a => a.Node.TypeAttribute?.ValueSpan == span);
                if (appender is null || BufferSwitch.IsWithheld(diagnostic))
                {
                    continue;
                }

                changes.Add(XmlTextEdits.ReplaceValue(span, LogPerfAppenderTypes.InConfig.AsyncForwardingAppender));
                changes.AddRange(appender.Node.Children
                    .Where(c => Dropped.Contains(c.PropertyName, StringComparer.OrdinalIgnoreCase))
                    .Select(c => XmlTextEdits.RemoveElement(text, c.Span)));

                // The buffer never dropped an event: the forwarder waits for room and for its queue at Close as long as it
                // takes, and fixes what the buffer's FixFlags.All covered of what the layouts print.
                var settings = RoutingForwarder.Settings
                    .Where(setting => appender.Node.Property(setting.Key) is null)
                    .Select(setting => (setting.Key, setting.Value))
                    .ToList();
                if (FixFlagsValue.TryRead(diagnostic, out var fix))
                {
                    settings.Add((RoutingForwarder.FixElement, fix));
                }

                if (settings.Count > 0)
                {
                    var indent = XmlLayout.IndentOf(text, appender.Node.Span.Start);
                    var unit = XmlLayout.IndentUnit(text, appender.Node.Span.Start, appender.Node.Children.FirstOrDefault()?.Span.Start);
                    var newLine = XmlLayout.NewLine(text);
                    changes.Add(new TextChange(new TextSpan(appender.Node.StartTagSpan.End, 0),
                        string.Concat(settings.Select(setting => $"{newLine}{indent}{unit}<{setting.Key} value=\"{XmlTextEdits.Escape(setting.Value)}\" />"))));
                }
            }

            return Apply(text, changes);
        }
    }
}
