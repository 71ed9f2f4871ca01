using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Simplification;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>
    /// LP0001: derive from LogPerf's AsyncAppenderSkeleton and await (Append becomes AppendAsync), or call the
    /// synchronous counterpart of the awaited method (<c>SendAsync(…).Wait()</c> → <c>Send(…)</c>).
    /// </summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0001BlockingWaitInAppenderCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0001BlockingWaitInAppenderCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string AsyncSkeletonKey = RuleIds.BlockingWaitInAppender + ".DeriveFromAsyncAppenderSkeleton";
        public const string SynchronousKey = RuleIds.BlockingWaitInAppender + ".CallSynchronousCounterpart";


        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.BlockingWaitInAppender);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(AsyncSkeletonKey, "Derive from LogPerf's AsyncAppenderSkeleton and await"),
            new CodeFixOffer(SynchronousKey, "Call the synchronous method instead"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            !inConfig && BlockingWaitFinding.TryRead(diagnostic, out var finding) && (fix.EquivalenceKey == SynchronousKey
                ? finding.Synchronous != null
                : finding.InAppend && AppendersReferenced(diagnostic));

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || model is null)
            {
                return null;
            }

            return equivalenceKey == SynchronousKey
                ? CallSynchronous(document, root, model, diagnostics, cancellationToken)
                : await DeriveFromAsyncSkeletonAsync(document, root, model, diagnostics, cancellationToken).ConfigureAwait(false);
        }

        /// <summary><c>x.SendAsync(a, token).Wait()</c> → <c>x.Send(a)</c>, with the name the analyzer found.</summary>
        private static Document? CallSynchronous(
            Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
        {
            if (Log4NetSymbols.For(model.Compilation) is not { } symbols)
            {
                return null;
            }

            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var changed = false;
            foreach (var diagnostic in diagnostics)
            {
                var node = root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true);
                if (BlockingWaitFinding.TryRead(diagnostic, out var finding) && finding.Synchronous is { } name
                    && model.GetOperation(node, cancellationToken) is { } operation
                    && BlockingWaits.AwaitedTask(operation) is IInvocationOperation { Syntax: InvocationExpressionSyntax call } asyncCall
                    && call.Expression is MemberAccessExpressionSyntax access)
                {
                    var arguments = SynchronousCounterparts.EndsWithCancellationToken(asyncCall, symbols.Framework)
                        ? SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(call.ArgumentList.Arguments.Take(call.ArgumentList.Arguments.Count - 1)))
                        : call.ArgumentList;
                    var synchronous = call.WithExpression(access.WithName(SyntaxFactory.IdentifierName(name))).WithArgumentList(arguments);
                    editor.ReplaceNode(node, synchronous.WithTriviaFrom(node));
                    changed = true;
                }
            }

            return changed ? document.WithSyntaxRoot(editor.GetChangedRoot()) : null;
        }

        private static async Task<Document?> DeriveFromAsyncSkeletonAsync(
            Document document, SyntaxNode root, SemanticModel model, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
        {
            var symbols = Log4NetSymbols.For(model.Compilation);
            var skeleton = symbols?.LogPerf.AsyncAppenderSkeleton;
            var appenderSkeleton = symbols?.AppenderSkeleton;
            var task = symbols?.Framework.Task;
            var token = symbols?.Framework.CancellationToken;
            if (symbols is null || skeleton is null || appenderSkeleton is null || task is null || token is null
                || diagnostics.Any(d => !BlockingWaitFinding.TryRead(d, out var finding) || !finding.InAppend))
            {
                return null;
            }

            var methods = diagnostics
                .Select(d => root.FindNode(d.Location.SourceSpan).FirstAncestorOrSelf<MethodDeclarationSyntax>())
                .Distinct()
                .ToList();
            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var generator = editor.Generator;
            var waits = new BlockingWaits(symbols.Framework);
            foreach (var method in methods)
            {
                if (method?.Parent is not ClassDeclarationSyntax type || method.Body is null || method.ParameterList.Parameters.Count != 1
                    || type.BaseList?.Types.FirstOrDefault() is not { } baseType
                    || !SymbolEqualityComparer.Default.Equals(model.GetTypeInfo(baseType.Type, cancellationToken).Type, appenderSkeleton))
                {
                    return null;
                }

                var body = method.Body.ReplaceNodes(
                    method.Body.DescendantNodes().Where(n => IsAwaitableWait(n, model, waits, cancellationToken)),
                    (original, _) => Awaited(original));
                var asyncMethod = method
                    .WithIdentifier(SyntaxFactory.Identifier("AppendAsync").WithTriviaFrom(method.Identifier))
                    .WithReturnType(((TypeSyntax)generator.TypeExpression(task)).WithTriviaFrom(method.ReturnType).WithAdditionalAnnotations(Simplifier.AddImportsAnnotation))
                    .AddModifiers(SyntaxFactory.Token(SyntaxKind.AsyncKeyword).WithTrailingTrivia(SyntaxFactory.Space))
                    .AddParameterListParameters(SyntaxFactory.Parameter(SyntaxFactory.Identifier("cancellationToken"))
                        .WithType(((TypeSyntax)generator.TypeExpression(token)).WithAdditionalAnnotations(Simplifier.AddImportsAnnotation)))
                    .WithBody(body);
                editor.ReplaceNode(method, asyncMethod);
                editor.ReplaceNode(baseType.Type, generator.TypeExpression(skeleton).WithTriviaFrom(baseType.Type).WithAdditionalAnnotations(Simplifier.AddImportsAnnotation, Simplifier.Annotation));
            }

            var changed = document.WithSyntaxRoot(editor.GetChangedRoot());
            changed = await ImportAdder.AddImportsAsync(changed, Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
            changed = await Simplifier.ReduceAsync(changed, cancellationToken: cancellationToken).ConfigureAwait(false);
            return await Formatter.FormatAsync(changed, Formatter.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        }

        private static bool IsAwaitableWait(SyntaxNode node, SemanticModel model, BlockingWaits waits, CancellationToken cancellationToken) =>
            node is InvocationExpressionSyntax or MemberAccessExpressionSyntax
            && model.GetOperation(node, cancellationToken) is { } operation
            && BlockingWaits.AwaitedTask(operation) != null
            && waits.Describe(operation) is ".Wait()" or ".Result" or ".GetAwaiter().GetResult()"
            && (operation is not IInvocationOperation { TargetMethod.Name: "Wait" } wait || wait.Arguments.Length == 0);

        /// <summary><c>t.Wait()</c> → <c>await t</c>; <c>t.Result</c> and <c>t.GetAwaiter().GetResult()</c> → <c>(await t)</c>.</summary>
        private static SyntaxNode Awaited(SyntaxNode wait)
        {
            var task = wait switch
            {
                InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "GetResult", Expression: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax getAwaiter } } } => getAwaiter.Expression,
                InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax member } => member.Expression,
                MemberAccessExpressionSyntax member => member.Expression,
                _ => (ExpressionSyntax)wait,
            };
            ExpressionSyntax awaited = SyntaxFactory.AwaitExpression(task.WithoutTrivia());
            if (wait.Parent is not ExpressionStatementSyntax)
            {
                awaited = SyntaxFactory.ParenthesizedExpression(awaited);
            }

            return awaited.WithTriviaFrom(wait);
        }
    }
}
