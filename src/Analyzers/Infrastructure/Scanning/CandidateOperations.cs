using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// Registrations that hand a rule IOperations only for candidates, read from the tree's <see cref="TreeCandidates"/> in a
    /// semantic-model action. Registering operation actions makes Roslyn build operation trees for every method body
    /// (+19% analysis time on a 2,000-file project by itself, docs/benchmarks.md); filtering on the written name or the
    /// bound type first keeps that cost to the members that create or call what the rule is about.
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
            start.RegisterSemanticModelAction(context =>
            {
                var model = context.SemanticModel;
                foreach (var creation in TreeCandidates.Of(model.SyntaxTree).Creations)
                {
                    context.CancellationToken.ThrowIfCancellationRequested();
                    if (WrittenTypeName(creation) is { } written && names() is { } creatable && !creatable.MayName(written)
                        && !FileAliases.MayName(model.SyntaxTree, written, creatable))
                    {
                        continue;
                    }

                    if (model.GetTypeInfo(creation, context.CancellationToken).Type is { } type && isCandidate(type)
                        && model.GetOperation(creation, context.CancellationToken) is { } operation)
                    {
                        analyze(new CandidateOperation(operation, context.ReportDiagnostic));
                    }
                }
            });

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
            CandidateNodes.RegisterInvocations(start, names, candidate =>
            {
                if (isCandidate(candidate.Node))
                {
                    Analyze(candidate, analyze);
                }
            });

        /// <summary>Assignments to a member with one of the given names, in statements and object initializers.</summary>
        public static void RegisterAssignments(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateOperation> analyze) =>
            CandidateNodes.RegisterAssignments(start, names, candidate => Analyze(candidate, analyze));

        private static void Analyze<TSyntax>(CandidateNode<TSyntax> candidate, Action<CandidateOperation> analyze)
            where TSyntax : SyntaxNode
        {
            if (candidate.SemanticModel.GetOperation(candidate.Node, candidate.CancellationToken) is { } operation)
            {
                analyze(new CandidateOperation(operation, candidate.ReportDiagnostic));
            }
        }
    }
}
