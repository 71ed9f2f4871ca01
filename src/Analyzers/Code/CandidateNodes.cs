using System;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// Registrations that hand a rule the syntax of candidates, unbound, read from the tree's <see cref="TreeCandidates"/> in a
    /// semantic-model action: for rules that decide most cases from syntax and bind as little as they can themselves.
    /// </summary>
    public static class CandidateNodes
    {
        /// <summary>Invocations of a method with one of the given names (<c>x.Name(…)</c>, <c>x?.Name(…)</c> or <c>Name(…)</c>).</summary>
        public static void RegisterInvocations(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateNode<InvocationExpressionSyntax>> analyze)
        {
            var candidatesOf = TreeCandidates.For(names, CandidateNames.Invoked);
            start.RegisterSemanticModelAction(context =>
            {
                foreach (var (name, invocation) in candidatesOf(context.SemanticModel.SyntaxTree).Invocations)
                {
                    context.CancellationToken.ThrowIfCancellationRequested();
                    if (names.Contains(name))
                    {
                        analyze(new CandidateNode<InvocationExpressionSyntax>(invocation, context.SemanticModel, context.ReportDiagnostic, context.CancellationToken));
                    }
                }
            });
        }

        /// <summary>Assignments to a member with one of the given names, in statements and object initializers.</summary>
        public static void RegisterAssignments(CompilationStartAnalysisContext start, ImmutableHashSet<string> names, Action<CandidateNode<AssignmentExpressionSyntax>> analyze)
        {
            var candidatesOf = TreeCandidates.For(names, CandidateNames.Assigned);
            start.RegisterSemanticModelAction(context =>
            {
                foreach (var (name, assignment) in candidatesOf(context.SemanticModel.SyntaxTree).Assignments)
                {
                    context.CancellationToken.ThrowIfCancellationRequested();
                    if (names.Contains(name))
                    {
                        analyze(new CandidateNode<AssignmentExpressionSyntax>(assignment, context.SemanticModel, context.ReportDiagnostic, context.CancellationToken));
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
