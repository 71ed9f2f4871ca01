using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// Registrations that hand a rule the syntax of candidates, unbound, read from the tree's <see cref="TreeCandidates"/> in a
    /// semantic-model action: for rules that decide most cases from syntax and bind as little as they can themselves.
    /// </summary>
    public static class CandidateNodes
    {
        /// <summary>Invocations of a method with one of the given names (<c>x.Name(…)</c>, <c>x?.Name(…)</c> or <c>Name(…)</c>).</summary>
        public static void RegisterInvocations(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateNode<InvocationExpressionSyntax>> analyze) =>
            Register(start, names, CandidateNames.Invoked, candidates => candidates.Invocations, analyze);

        /// <summary>Assignments to a member with one of the given names, in statements and object initializers.</summary>
        public static void RegisterAssignments(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateNode<AssignmentExpressionSyntax>> analyze) =>
            Register(start, names, CandidateNames.Assigned, candidates => candidates.Assignments, analyze);

        private static void Register<TNode>(
            CompilationStartAnalysisContext start,
            ImmutableHashSet<string> names,
            ImmutableHashSet<string> listed,
            Func<TreeCandidates, ImmutableArray<(string Name, TNode Node)>> select,
            Action<CandidateNode<TNode>> analyze)
            where TNode : SyntaxNode
        {
            var candidatesOf = TreeCandidates.For(names, listed);
            start.RegisterSemanticModelAction(context =>
            {
                foreach (var (name, node) in select(candidatesOf(context.SemanticModel.SyntaxTree)))
                {
                    context.CancellationToken.ThrowIfCancellationRequested();
                    if (names.Contains(name))
                    {
                        analyze(new CandidateNode<TNode>(node, context.SemanticModel, context.ReportDiagnostic, context.CancellationToken));
                    }
                }
            });
        }

        /// <summary>The attributes of <c>[assembly: …]</c> lists.</summary>
        public static void RegisterAssemblyAttributes(CompilationStartAnalysisContext start, Action<CandidateNode<AttributeSyntax>> analyze) =>
            start.RegisterSemanticModelAction(context =>
            {
                foreach (var attribute in TreeCandidates.Of(context.SemanticModel.SyntaxTree).AssemblyAttributes)
                {
                    analyze(new CandidateNode<AttributeSyntax>(attribute, context.SemanticModel, context.ReportDiagnostic, context.CancellationToken));
                }
            });
    }
}
