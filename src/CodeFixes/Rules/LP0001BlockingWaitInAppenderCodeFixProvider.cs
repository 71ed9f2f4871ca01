using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
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

        protected override ImmutableArray<FixDefinition> Fixes { get; } = ImmutableArray.Create(
            new FixDefinition(AsyncSkeletonKey, "Derive from LogPerf's AsyncAppenderSkeleton and await"),
            new FixDefinition(SynchronousKey, "Call the synchronous method instead"));

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || model is null)
            {
                return null;
            }

            var waits = diagnostics
                .Select(d => root.FindNode(d.Location.SourceSpan, getInnermostNodeForTie: true))
                .Select(node => (Node: node, Operation: model.GetOperation(node, cancellationToken)))
                .Where(w => w.Operation != null)
                .ToList();
            return equivalenceKey == SynchronousKey
                ? CallSynchronous(document, root, waits!)
                : await DeriveFromAsyncSkeletonAsync(document, root, model, diagnostics, cancellationToken).ConfigureAwait(false);
        }

        private static Document? CallSynchronous(Document document, SyntaxNode root, List<(SyntaxNode Node, IOperation Operation)> waits)
        {
            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var changed = false;
            foreach (var (node, operation) in waits)
            {
                if (BlockingWaits.AwaitedTask(operation) is IInvocationOperation { Syntax: InvocationExpressionSyntax call } asyncCall
                    && SynchronousCounterpart(asyncCall, operation) is { } name
                    && call.Expression is MemberAccessExpressionSyntax access)
                {
                    var arguments = asyncCall.TargetMethod.Parameters.LastOrDefault()?.Type.Name == "CancellationToken" && call.ArgumentList.Arguments.Count == asyncCall.TargetMethod.Parameters.Length
                        ? SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(call.ArgumentList.Arguments.Take(call.ArgumentList.Arguments.Count - 1)))
                        : call.ArgumentList;
                    var synchronous = call.WithExpression(access.WithName(SyntaxFactory.IdentifierName(name))).WithArgumentList(arguments);
                    editor.ReplaceNode(node, synchronous.WithTriviaFrom(node));
                    changed = true;
                }
            }

            return changed ? document.WithSyntaxRoot(editor.GetChangedRoot()) : null;
        }

        /// <summary>
        /// <c>SendAsync</c> → <c>Send</c> when the receiver's type has it with the same parameters (less a trailing
        /// CancellationToken) and, for <c>.Result</c>, the same result type.
        /// </summary>
        private static string? SynchronousCounterpart(IInvocationOperation asyncCall, IOperation wait)
        {
            var method = asyncCall.TargetMethod;
            if (!method.Name.EndsWith("Async", System.StringComparison.Ordinal))
            {
                return null;
            }

            var name = method.Name.Substring(0, method.Name.Length - "Async".Length);
            var parameters = method.Parameters.Where(p => p.Type.Name != "CancellationToken").Select(p => p.Type).ToList();
            var resultType = (method.ReturnType as INamedTypeSymbol)?.TypeArguments.FirstOrDefault();
            var needsResult = wait is IPropertyReferenceOperation || wait.Parent is not IExpressionStatementOperation;
            var candidates = method.ContainingType.GetMembers(name).OfType<IMethodSymbol>();
            return candidates.Any(m => m.Parameters.Select(p => p.Type).SequenceEqual(parameters, SymbolEqualityComparer.Default)
                && (!needsResult || SymbolEqualityComparer.Default.Equals(m.ReturnType, resultType)))
                ? name
                : null;
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
                || diagnostics.Any(d => !d.Properties.TryGetValue(LP0001BlockingWaitInAppenderAnalyzer.InAppendProperty, out var inAppend) || inAppend != "true"))
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
