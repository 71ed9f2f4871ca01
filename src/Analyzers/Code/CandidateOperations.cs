using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// Syntax-node registrations that hand a rule IOperations only for candidates. Registering operation actions
    /// makes Roslyn build operation trees for every method body (+19% analysis time on a 2,000-file project by
    /// itself, docs/benchmarks.md); filtering on the bound type or the method name first keeps that cost to the
    /// members that create or call what the rule is about.
    /// </summary>
    public static class CandidateOperations
    {
        /// <summary>Object creations (<c>new T(…)</c>, <c>new(…)</c>) whose type passes the filter.</summary>
        /// <remarks>
        /// <c>new T(…)</c> is filtered on the type its name binds to where it is written (speculative binding of the
        /// type syntax alone), so a creation of any other type costs no binding of the member around it; only
        /// target-typed <c>new(…)</c> needs the expression bound.
        /// </remarks>
        public static void RegisterCreations(CompilationStartAnalysisContext start, Func<ITypeSymbol, bool> isCandidate, Action<CandidateOperation> analyze) =>
            start.RegisterSyntaxNodeAction(
                context =>
                {
                    var model = context.SemanticModel;
                    var type = context.Node is ObjectCreationExpressionSyntax creation
                        ? model.GetSpeculativeTypeInfo(creation.Type.SpanStart, creation.Type, SpeculativeBindingOption.BindAsTypeOrNamespace).Type
                        : model.GetTypeInfo(context.Node, context.CancellationToken).Type;
                    if (type != null && isCandidate(type) && model.GetOperation(context.Node, context.CancellationToken) is { } operation)
                    {
                        analyze(new CandidateOperation(operation, context.ReportDiagnostic));
                    }
                },
                SyntaxKind.ObjectCreationExpression,
                SyntaxKind.ImplicitObjectCreationExpression);

        /// <summary>Invocations of a method with one of the given names (<c>x.Name(…)</c> or <c>Name(…)</c>).</summary>
        public static void RegisterInvocations(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateOperation> analyze) =>
            RegisterInvocations(start, names, _ => true, analyze);

        /// <summary>
        /// Invocations of a method with one of the given names (<c>x.Name(…)</c> or <c>Name(…)</c>) whose syntax passes
        /// <paramref name="isCandidate"/> (common names such as Configure need a second look before any binding).
        /// </summary>
        public static void RegisterInvocations(
            CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Func<InvocationExpressionSyntax, bool> isCandidate, Action<CandidateOperation> analyze) =>
            RegisterNamed<InvocationExpressionSyntax>(start, names, i => NameOf(i.Expression), isCandidate, analyze, SyntaxKind.InvocationExpression);

        /// <summary>Assignments to a member with one of the given names, in statements and object initializers.</summary>
        public static void RegisterAssignments(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateOperation> analyze) =>
            RegisterNamed<AssignmentExpressionSyntax>(start, names, a => NameOf(a.Left), _ => true, analyze, SyntaxKind.SimpleAssignmentExpression);

        private static void RegisterNamed<TSyntax>(
            CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Func<TSyntax, string?> nameOf, Func<TSyntax, bool> isCandidate, Action<CandidateOperation> analyze, SyntaxKind kind)
            where TSyntax : SyntaxNode =>
            start.RegisterSyntaxNodeAction(
                context =>
                {
                    if (nameOf((TSyntax)context.Node) is { } name && names.Contains(name) && isCandidate((TSyntax)context.Node)
                        && context.SemanticModel.GetOperation(context.Node, context.CancellationToken) is { } operation)
                    {
                        analyze(new CandidateOperation(operation, context.ReportDiagnostic));
                    }
                },
                kind);

        private static string? NameOf(ExpressionSyntax expression) => expression switch
        {
            MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
            MemberBindingExpressionSyntax binding => binding.Name.Identifier.ValueText,
            SimpleNameSyntax name => name.Identifier.ValueText,
            _ => null,
        };
    }
}
