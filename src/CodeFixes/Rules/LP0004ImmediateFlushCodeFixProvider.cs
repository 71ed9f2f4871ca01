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
    /// LP0004: route the appender through LogPerf's AsyncForwardingAppender (one forwarder that never drops, every ref to
    /// the appender rewritten to it, nothing else changed; with a Fix that covers the appenders rendering the same events
    /// when they print more than this one), or switch it to LogPerf's MemoryMappedFileAppender.
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0004ImmediateFlushCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0004ImmediateFlushCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string ForwardKey = RuleIds.ImmediateFlush + ".RouteThroughAsyncForwarder";
        public const string MemoryMappedKey = RuleIds.ImmediateFlush + ".UseMemoryMappedFile";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.ImmediateFlush);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(ForwardKey, "Route through LogPerf's AsyncForwardingAppender"),
            new CodeFixOffer(MemoryMappedKey, "Switch to LogPerf's MemoryMappedFileAppender"));

        /// <summary>In code only the type can be swapped; in a config both fixes apply. Both write LogPerf.Appenders types.</summary>
        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            AppendersReferenced(diagnostic)
            && ImmediateFlushFinding.TryRead(diagnostic, out var finding)
            && (fix.EquivalenceKey == ForwardKey ? inConfig && finding.Route != null : finding.MemoryMappedSwitch);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var file = ConfigFileParser.Parse(text);
            var changes = new List<TextChange>();
            var taken = new HashSet<string>();
            var handled = new HashSet<AppenderDefinition>();
            foreach (var diagnostic in diagnostics)
            {
                if (!ImmediateFlushFinding.TryRead(diagnostic, out var finding) || finding.Route is not { } route)
                {
                    continue;
                }

                var position = diagnostic.Location.SourceSpan.Start;
                var section = file.Sections.FirstOrDefault(s => s.Node.Span.Contains(position));
                if (section?.AppenderAt(position) is not { Name: not null } appender || !appender.Node.IsComplete || !handled.Add(appender))
                {
                    continue;
                }

                if (equivalenceKey == ForwardKey)
                {
                    changes.AddRange(RouteThroughForwarder(text, section, appender, route.Fix, taken));
                }
                else if (finding.MemoryMappedSwitch && appender.Node.TypeAttribute is { } type)
                {
                    // The memory-mapped appender holds its file itself: any other locking model is an error there.
                    changes.Add(XmlTextEdits.ReplaceValue(type.ValueSpan, LogPerfAppenderTypes.InConfig.MemoryMappedFileAppender));
                    changes.AddRange(appender.Node.Properties(Log4NetConfigNames.LockingModel).Select(l => XmlTextEdits.RemoveElement(text, l.Span)));
                }
            }

            return Apply(text, changes);
        }

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            equivalenceKey == MemoryMappedKey
                ? CreatedTypeSwap.ApplyAsync(document, diagnostics, s => s.LogPerf.MemoryMappedFileAppender,
                    s => new[] { s.FileAppender, s.RollingFileAppender }, cancellationToken, s => new[] { s.LockingModel })
                : Task.FromResult<Document?>(null);

        /// <summary>
        /// Every reference to the appender goes through one forwarder: an existing one of the shape this fix writes (the one
        /// an earlier run added) or a new one after the appender. In each logger and appender that refers to the appender
        /// or to that forwarder, the first such ref points at the forwarder and the others go: log4net attaches an appender
        /// to a logger once however often it is named there, so one ref is one path, and a logger left naming both would
        /// get every event twice. LP0013's fix routes database and mail appenders the same way. <paramref name="taken"/>
        /// holds the names already given in this fix.
        /// </summary>
        internal static IEnumerable<TextChange> RouteThroughForwarder(SourceText text, Log4NetConfig section, AppenderDefinition appender, string? fix, HashSet<string> taken)
        {
            var name = appender.Name!;
            var existing = section.Appenders.FirstOrDefault(a => RoutingForwarder.IsOf(a, name));
            var forwarder = existing?.Name ?? UniqueName(name + "Async", section, taken);
            if (existing is null)
            {
                var indent = XmlLayout.IndentOf(text, appender.Node.Span.Start);
                var unit = XmlLayout.IndentUnit(text, appender.Node.Span.Start, appender.Node.Children.FirstOrDefault()?.Span.Start);
                var newLine = XmlLayout.NewLine(text);
                yield return new TextChange(new TextSpan(appender.Node.Span.End, 0),
                    $"{newLine}{indent}<appender name=\"{XmlTextEdits.Escape(forwarder)}\" type=\"{LogPerfAppenderTypes.InConfig.AsyncForwardingAppender}\">" +
                    string.Concat(RoutingForwarder.Settings.Select(setting => $"{newLine}{indent}{unit}<{setting.Key} value=\"{setting.Value}\" />")) +
                    (fix is null ? string.Empty : $"{newLine}{indent}{unit}<{RoutingForwarder.FixElement} value=\"{XmlTextEdits.Escape(fix)}\" />") +
                    $"{newLine}{indent}{unit}<appender-ref ref=\"{XmlTextEdits.Escape(name)}\" />" +
                    $"{newLine}{indent}</appender>");
            }

            var holders = section.Loggers.Select(l => l.Node).Concat(section.Appenders.Where(a => a != existing).Select(a => a.Node));
            foreach (var holder in holders)
            {
                var refs = holder.Elements(Log4NetConfigNames.AppenderRef).Where(r => r.Attribute("ref") is { } value && (value.Value == name || value.Value == forwarder)).ToList();
                if (!refs.Any(r => r.Attribute("ref")?.Value == name))
                {
                    continue;
                }

                if (refs[0].Attribute("ref") is { } first && first.Value == name)
                {
                    yield return XmlTextEdits.ReplaceValue(first.ValueSpan, forwarder);
                }

                foreach (var extra in refs.Skip(1))
                {
                    yield return XmlTextEdits.RemoveElement(text, extra.Span);
                }
            }
        }

        private static string UniqueName(string wanted, Log4NetConfig section, HashSet<string> taken)
        {
            var candidate = wanted;
            for (var i = 2; section.AppendersByName.ContainsKey(candidate) || taken.Contains(candidate); i++)
            {
                candidate = wanted + i;
            }

            taken.Add(candidate);
            return candidate;
        }
    }
}
