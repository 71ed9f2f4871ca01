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
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0003: drop MinimalLock (ExclusiveLock is the default), or switch to InterProcessLock.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0003MinimalLockCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0003MinimalLockCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string RemoveKey = RuleIds.MinimalLock + ".UseExclusiveLock";
        public const string InterProcessKey = RuleIds.MinimalLock + ".UseInterProcessLock";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.MinimalLock);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(RemoveKey, "Remove MinimalLock (use the default ExclusiveLock)"),
            new CodeFixOffer(InterProcessKey, "Use InterProcessLock (several processes write the file)"));

        /// <summary>Where another appender writes the same file, removing MinimalLock would let the two write over each other.</summary>
        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            !inConfig || (MinimalLockFinding.TryRead(diagnostic, out var finding) && !(fix.EquivalenceKey == RemoveKey && finding.SharedFile));

        /// <summary>
        /// Removes the lockingModel element (the diagnostic's span), or writes the InterProcessLock type the analyzer computed
        /// into the type attribute (its additional location); for a shared file, into every MinimalLock of the appenders
        /// writing it, so that fixing one and fixing all leave them agreeing on how to share it.
        /// </summary>
        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey)
        {
            var findings = new List<(Diagnostic Diagnostic, MinimalLockFinding Finding)>();
            foreach (var diagnostic in diagnostics)
            {
                if (MinimalLockFinding.TryRead(diagnostic, out var finding))
                {
                    findings.Add((diagnostic, finding));
                }
            }

            if (equivalenceKey == RemoveKey)
            {
                return Apply(text, findings.Where(f => !f.Finding.SharedFile).Select(f => XmlTextEdits.RemoveElement(text, f.Diagnostic.Location.SourceSpan)));
            }

            var changes = new List<TextChange>();
            var file = ConfigFileParser.Parse(text);
            foreach (var (_, finding) in findings)
            {
                var typeSpan = finding.TypeValue;
                var interProcess = finding.InterProcessType;
                changes.Add(XmlTextEdits.ReplaceValue(typeSpan, interProcess));
                if (!finding.SharedFile
                    || file.Sections.FirstOrDefault(s => s.Node.Span.Contains(typeSpan.Start)) is not { } section
                    || section.Appenders.FirstOrDefault(a => a.Node.Span.Contains(typeSpan.Start)) is not { } appender)
                {
                    continue;
                }

                foreach (var other in section.Appenders.Where(a => a != appender && FileWriters.FileOf(a) == FileWriters.FileOf(appender)))
                {
                    changes.AddRange(other.Node.Properties(Log4NetConfigNames.LockingModel)
                        .Where(l => l.TypeName is { } name && name.IndexOf("MinimalLock", System.StringComparison.Ordinal) >= 0 && l.TypeAttribute != null)
                        .Select(l => XmlTextEdits.ReplaceValue(l.TypeAttribute!.Value.ValueSpan, interProcess)));
                }
            }

            return Apply(text, changes.Distinct());
        }

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            if (root is null)
            {
                return null;
            }

            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            var minimalLock = model is null ? null : Log4NetSymbols.For(model.Compilation)?.MinimalLock;
            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var changed = false;
            foreach (var diagnostic in diagnostics)
            {
                if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not ObjectCreationExpressionSyntax creation
                    || RightmostIdentifier(creation.Type) is not { } identifier)
                {
                    continue;
                }

                // A user's subclass of MinimalLock can only be removed; renaming it would name another type.
                var isLog4NetLock = SymbolEqualityComparer.Default.Equals(model?.GetTypeInfo(creation, cancellationToken).Type, minimalLock);
                if (equivalenceKey == RemoveKey && IsRemovableAssignment(creation) is { } removed)
                {
                    editor.RemoveNode(removed, SyntaxRemoveOptions.KeepNoTrivia);
                }
                else if (isLog4NetLock)
                {
                    editor.ReplaceNode(identifier, Renamed(identifier, equivalenceKey == RemoveKey ? "ExclusiveLock" : "InterProcessLock"));
                }
                else
                {
                    continue;
                }

                changed = true;
            }

            return changed ? document.WithSyntaxRoot(editor.GetChangedRoot()) : null;
        }

        /// <summary>`LockingModel = new …` in an object initializer, or as a statement of its own.</summary>
        private static SyntaxNode? IsRemovableAssignment(ObjectCreationExpressionSyntax creation) =>
            creation.Parent is AssignmentExpressionSyntax assignment && assignment.Right == creation
                ? assignment.Parent switch
                {
                    InitializerExpressionSyntax => assignment,
                    ExpressionStatementSyntax statement => statement,
                    _ => null,
                }
                : null;

        private static SimpleNameSyntax? RightmostIdentifier(TypeSyntax type) => type switch
        {
            QualifiedNameSyntax qualified => qualified.Right,
            AliasQualifiedNameSyntax alias => alias.Name,
            IdentifierNameSyntax identifier => identifier,
            _ => null,
        };

        private static SimpleNameSyntax Renamed(SimpleNameSyntax name, string newName) =>
            name.WithIdentifier(SyntaxFactory.Identifier(name.Identifier.LeadingTrivia, newName, name.Identifier.TrailingTrivia));
    }
}
