using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Config;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Xml;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
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

        private const string MinimalLockName = "log4net.Appender.FileAppender+MinimalLock";
        private const string InterProcessLockName = "log4net.Appender.FileAppender+InterProcessLock";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.MinimalLock);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(RemoveKey, "Remove MinimalLock (use the default ExclusiveLock)"),
            new CodeFixOffer(InterProcessKey, "Use InterProcessLock (several processes write the file)"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) => true;

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(diagnostic => ConfigNodeFinder.Find(text, diagnostic.Location.SourceSpan)?.Node)
                .OfType<ConfigNode>()
                .Select(node => equivalenceKey == RemoveKey
                    ? XmlTextEdits.RemoveElement(text, node.Span)
                    : XmlTextEdits.ReplaceValue(node.TypeAttribute!.ValueSpan, InterProcessTypeName(node.TypeName!))));

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

        /// <summary>Keeps the assembly part and spacing the user wrote; a custom MinimalLock subclass becomes log4net's own.</summary>
        private static string InterProcessTypeName(string typeName)
        {
            var metadataName = TypeNameResolver.MetadataName(typeName);
            return metadataName == MinimalLockName
                ? typeName.Replace(MinimalLockName, InterProcessLockName)
                : InterProcessLockName + ", log4net";
        }

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
