using System;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// The nodes of one syntax tree the rules read in C#: object creations, invocations and assignments by the name they
    /// use, and the assembly's attributes. Gathered once per tree, from a scan of its text (<see cref="TextCandidates"/>)
    /// or, for deep trees and names outside <see cref="CandidateNames"/>, a walk; shared by every rule through
    /// <see cref="Of"/> and read from semantic-model actions. Registering syntax-node (or code-block) actions
    /// instead makes Roslyn's driver list the nodes of every member for each analyzer: memory and time in proportion to all
    /// the code, once per analyzer, to find the few nodes the rules read.
    /// </summary>
    public sealed class TreeCandidates
    {
        private static readonly ConditionalWeakTable<SyntaxTree, TreeCandidates> Scanned = new ConditionalWeakTable<SyntaxTree, TreeCandidates>();
        private static readonly ConditionalWeakTable<SyntaxTree, TreeCandidates> Walked = new ConditionalWeakTable<SyntaxTree, TreeCandidates>();
        private static readonly ConditionalWeakTable<SyntaxTree, TreeCandidates>.CreateValueCallback CollectCallback = Collect;
        private static readonly ConditionalWeakTable<SyntaxTree, TreeCandidates>.CreateValueCallback WalkCallback = Walk;

        internal TreeCandidates(
            ImmutableArray<BaseObjectCreationExpressionSyntax> creations,
            ImmutableArray<(string Name, InvocationExpressionSyntax Node)> invocations,
            ImmutableArray<(string Name, AssignmentExpressionSyntax Node)> assignments,
            ImmutableArray<AttributeSyntax> assemblyAttributes)
        {
            Creations = creations;
            Invocations = invocations;
            Assignments = assignments;
            AssemblyAttributes = assemblyAttributes;
        }

        /// <summary><c>new T(…)</c> and <c>new(…)</c>.</summary>
        public ImmutableArray<BaseObjectCreationExpressionSyntax> Creations { get; }

        /// <summary>Invocations of a name (<c>x.Name(…)</c>, <c>x?.Name(…)</c>, <c>Name(…)</c>), with that name.</summary>
        public ImmutableArray<(string Name, InvocationExpressionSyntax Node)> Invocations { get; }

        /// <summary>Simple assignments to a name (<c>x.Name = …</c>, <c>Name = …</c> in statements and initializers), with that name.</summary>
        public ImmutableArray<(string Name, AssignmentExpressionSyntax Node)> Assignments { get; }

        /// <summary>The attributes of <c>[assembly: …]</c> lists.</summary>
        public ImmutableArray<AttributeSyntax> AssemblyAttributes { get; }

        /// <summary>
        /// The candidates of <paramref name="tree"/>, gathered once whichever rule asks first and kept while the tree lives
        /// (they depend on its text alone). Not a <see cref="SyntaxTreeValueProvider{TValue}"/>: Roslyn's computes every
        /// tree's value under one lock and hashes the whole text to find the entry: for every tree, a pass over its text as
        /// long as the scan itself, serialized across the analyzer's threads.
        /// </summary>
        public static TreeCandidates Of(SyntaxTree tree) => Scanned.GetValue(tree, CollectCallback);

        /// <summary>
        /// Where a rule reads the candidates for invoked or assigned <paramref name="names"/>, decided once when it
        /// registers: names of <paramref name="listed"/> (<see cref="CandidateNames"/>) from the shared scan of the text,
        /// any other from a walk of every node.
        /// </summary>
        public static Func<SyntaxTree, TreeCandidates> For(ImmutableHashSet<string> names, ImmutableHashSet<string> listed) =>
            names.IsSubsetOf(listed) ? Of : tree => Walked.GetValue(tree, WalkCallback);

        /// <summary>True when a rule asked for names outside <see cref="CandidateNames"/> on <paramref name="tree"/>, so it was walked node by node.</summary>
        internal static bool WasWalked(SyntaxTree tree) => Walked.TryGetValue(tree, out _);

        /// <summary>The simple name an invoked expression or an assigned target uses, or null when it uses none.</summary>
        public static string? NameOf(ExpressionSyntax expression) => expression switch
        {
            MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
            QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
            AliasQualifiedNameSyntax aliased => aliased.Name.Identifier.ValueText,
            MemberBindingExpressionSyntax binding => binding.Name.Identifier.ValueText,
            SimpleNameSyntax name => name.Identifier.ValueText,
            _ => null,
        };

        /// <summary>
        /// A type or member declared with [GeneratedCode]: Roslyn runs no syntax-node action inside one for an analyzer that
        /// does not analyze generated code, and neither do the rules. Read from the attribute's name, as the tree is walked
        /// before anything is bound; a hand-written attribute of the same name would only hide candidates.
        /// </summary>
        internal static bool IsGeneratedDeclaration(SyntaxNode node)
        {
            if (node is not MemberDeclarationSyntax member)
            {
                return false;
            }

            foreach (var list in member.AttributeLists)
            {
                foreach (var attribute in list.Attributes)
                {
                    if (NameOf(attribute.Name) is { } name && CandidateNames.GeneratedCode.Contains(name))
                    {
                        return true;
                    }
                }
            }

            return false;
        }

        /// <summary>From the text when its scan stays within its budget (<see cref="TextCandidates"/>), otherwise from a walk.</summary>
        public static TreeCandidates Collect(SyntaxTree tree) => TextCandidates.Scan(tree) ?? Walk(tree);

        /// <summary>Every creation, named invocation and assignment, read from a walk of every node.</summary>
        public static TreeCandidates Walk(SyntaxTree tree)
        {
            var creations = ImmutableArray.CreateBuilder<BaseObjectCreationExpressionSyntax>();
            var invocations = ImmutableArray.CreateBuilder<(string, InvocationExpressionSyntax)>();
            var assignments = ImmutableArray.CreateBuilder<(string, AssignmentExpressionSyntax)>();
            var root = tree.GetRoot();
            foreach (var node in root.DescendantNodes(node => !IsGeneratedDeclaration(node)))
            {
                switch (node)
                {
                    case ObjectCreationExpressionSyntax or ImplicitObjectCreationExpressionSyntax:
                        creations.Add((BaseObjectCreationExpressionSyntax)node);
                        break;
                    case InvocationExpressionSyntax invocation when NameOf(invocation.Expression) is { } invoked:
                        invocations.Add((invoked, invocation));
                        break;
                    case AssignmentExpressionSyntax assignment when assignment.IsKind(SyntaxKind.SimpleAssignmentExpression) && NameOf(assignment.Left) is { } assigned:
                        assignments.Add((assigned, assignment));
                        break;
                }
            }

            return new TreeCandidates(creations.ToImmutable(), invocations.ToImmutable(), assignments.ToImmutable(), AssemblyAttributesOf(root));
        }

        /// <summary>The attributes of the compilation unit's <c>[assembly: …]</c> lists.</summary>
        internal static ImmutableArray<AttributeSyntax> AssemblyAttributesOf(SyntaxNode root)
        {
            var attributes = ImmutableArray.CreateBuilder<AttributeSyntax>();
            if (root is CompilationUnitSyntax unit)
            {
                foreach (var list in unit.AttributeLists)
                {
                    if (list.Target is { } target && target.Identifier.IsKind(SyntaxKind.AssemblyKeyword))
                    {
                        attributes.AddRange(list.Attributes);
                    }
                }
            }

            return attributes.ToImmutable();
        }
    }
}
