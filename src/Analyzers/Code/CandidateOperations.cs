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
        public static void RegisterCreations(CompilationStartAnalysisContext start, Func<ITypeSymbol, bool> isCandidate, Action<CandidateOperation> analyze) =>
            RegisterCreations(start, names: () => null, isCandidate, analyze);

        /// <summary>
        /// Object creations whose type passes the filter, where the type's simple name is first checked against
        /// <paramref name="names"/> (no binding for <c>new List&lt;int&gt;()</c>): only creations that may be of the library's
        /// types are bound. A name the library cannot explain may still be a using alias of the file, judged by the name it
        /// stands for (<see cref="FileAliases"/>).
        /// The names are asked for on the first creation (<paramref name="names"/>), not at compilation start.
        /// </summary>
        public static void RegisterCreations(CompilationStartAnalysisContext start, Func<CreatableTypeNames?> names, Func<ITypeSymbol, bool> isCandidate, Action<CandidateOperation> analyze) =>
            start.RegisterSyntaxNodeAction(
                context =>
                {
                    if (WrittenTypeName(context.Node) is { } written && names() is { } creatable && !creatable.MayName(written)
                        && !FileAliases.MayName(context.Node.SyntaxTree, written, creatable))
                    {
                        return;
                    }

                    if (context.SemanticModel.GetTypeInfo(context.Node, context.CancellationToken).Type is { } type && isCandidate(type)
                        && context.SemanticModel.GetOperation(context.Node, context.CancellationToken) is { } operation)
                    {
                        analyze(new CandidateOperation(operation, context.ReportDiagnostic));
                    }
                },
                SyntaxKind.ObjectCreationExpression,
                SyntaxKind.ImplicitObjectCreationExpression);

        /// <summary>
        /// The simple name of the type a creation names: <c>new A.B&lt;T&gt;()</c> → B; for <c>new()</c>, the declared type of
        /// the variable or field it initializes. Null when the syntax does not say (the creation is then bound).
        /// </summary>
        private static string? WrittenTypeName(SyntaxNode creation)
        {
            var type = creation switch
            {
                ObjectCreationExpressionSyntax explicitType => explicitType.Type,
                ImplicitObjectCreationExpressionSyntax { Parent: EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax declaration } } } => declaration.Type,
                _ => null,
            };
            while (type is NullableTypeSyntax nullable)
            {
                type = nullable.ElementType;
            }

            return type switch
            {
                SimpleNameSyntax simple when !simple.IsVar => simple.Identifier.ValueText,
                QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
                AliasQualifiedNameSyntax aliased => aliased.Name.Identifier.ValueText,
                PredefinedTypeSyntax => string.Empty,
                _ => null,
            };
        }

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
