using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender
{
    /// <summary>
    /// One appender type's synchronous waits and the calls between its methods and properties, read from the bodies of
    /// its parts; answers which waits run on the path of Append or DoAppend, or of an override of a method that log4net's
    /// own append path calls on the caller's thread (BufferingAppenderSkeleton's SendBuffer and SendFromBuffer: Append
    /// sends a full buffer, or every event when BufferSize is 1 or less). Waits and calls inside lambdas and local
    /// functions run elsewhere (Task.Run, callbacks) and are not counted.
    /// </summary>
    public sealed class AppenderCallGraph
    {
        private static readonly ImmutableHashSet<string> EntryPoints = ImmutableHashSet.Create("Append", "DoAppend");

        private readonly INamedTypeSymbol _type;
        private readonly BlockingWaits _waits;
        private readonly ImmutableArray<IMethodSymbol> _calledByBase;
        private readonly List<(ISymbol Member, IOperation Wait, string How)> _found = new List<(ISymbol, IOperation, string)>();
        private readonly Dictionary<ISymbol, List<ISymbol>> _calls = new Dictionary<ISymbol, List<ISymbol>>(SymbolEqualityComparer.Default);

        /// <param name="calledByBase">log4net methods its append path calls: an override of one is an entry point too.</param>
        public AppenderCallGraph(INamedTypeSymbol type, BlockingWaits waits, ImmutableArray<IMethodSymbol> calledByBase)
        {
            _type = type;
            _waits = waits;
            _calledByBase = calledByBase;
        }

        /// <summary>
        /// Reads the methods and properties one part declares. Only they can be reached by a call; constructors, operators,
        /// events and initializers are not.
        /// </summary>
        public void Add(TypeDeclarationSyntax part, SemanticModel model, CancellationToken cancellationToken)
        {
            foreach (var member in part.Members)
            {
                if (TreeCandidates.IsGeneratedDeclaration(member))
                {
                    continue;
                }

                switch (member)
                {
                    case MethodDeclarationSyntax method when model.GetDeclaredSymbol(method, cancellationToken) is IMethodSymbol symbol:
                        Read(symbol.PartialDefinitionPart ?? symbol, model.GetOperation(method, cancellationToken));
                        break;
                    case BasePropertyDeclarationSyntax property when property is not EventDeclarationSyntax
                        && model.GetDeclaredSymbol(property, cancellationToken) is IPropertySymbol symbol:
                        var arrow = (property as PropertyDeclarationSyntax)?.ExpressionBody ?? (property as IndexerDeclarationSyntax)?.ExpressionBody;
                        if (arrow != null)
                        {
                            Read(symbol, model.GetOperation(arrow, cancellationToken) ?? model.GetOperation(arrow.Expression, cancellationToken));
                        }

                        foreach (var accessor in property.AccessorList?.Accessors ?? default)
                        {
                            Read(symbol, model.GetOperation(accessor, cancellationToken));
                        }

                        break;
                }
            }
        }

        /// <summary>The waits on the path of an entry point, each with the member it is in and the entry point it is reached from.</summary>
        public IEnumerable<(IOperation Wait, string How, ISymbol Member, ISymbol Entry)> ReachableWaits()
        {
            var reached = Reachable();
            foreach (var (member, wait, how) in _found)
            {
                if (reached.TryGetValue(member, out var entry))
                {
                    yield return (wait, how, member, entry);
                }
            }
        }

        private void Read(ISymbol member, IOperation? body)
        {
            if (body == null)
            {
                return;
            }

            var pending = new Stack<IOperation>();
            pending.Push(body);
            while (pending.Count > 0)
            {
                var operation = pending.Pop();
                if (operation is IAnonymousFunctionOperation or ILocalFunctionOperation)
                {
                    continue;
                }

                if (_waits.Describe(operation) is { } how)
                {
                    _found.Add((member, operation, how));
                }

                var callee = operation switch
                {
                    IInvocationOperation invocation => (ISymbol)invocation.TargetMethod,
                    IPropertyReferenceOperation property => property.Property,
                    _ => null,
                };
                if (callee != null && SymbolEqualityComparer.Default.Equals(callee.ContainingType?.OriginalDefinition, _type))
                {
                    if (!_calls.TryGetValue(member, out var callees))
                    {
                        _calls[member] = callees = new List<ISymbol>();
                    }

                    callees.Add(Owner(callee.OriginalDefinition));
                }

                foreach (var child in operation.ChildOperations)
                {
                    pending.Push(child);
                }
            }
        }

        /// <summary>Every member reachable from an entry point, with the entry point it is reached from.</summary>
        private Dictionary<ISymbol, ISymbol> Reachable()
        {
            var reached = new Dictionary<ISymbol, ISymbol>(SymbolEqualityComparer.Default);
            foreach (var entry in _type.GetMembers())
            {
                if (entry is not IMethodSymbol method || !(EntryPoints.Contains(method.Name) || OverridesCalledByBase(method)))
                {
                    continue;
                }

                var pending = new Stack<ISymbol>();
                pending.Push(entry);
                while (pending.Count > 0)
                {
                    var current = pending.Pop();
                    if (reached.ContainsKey(current))
                    {
                        continue;
                    }

                    reached[current] = entry;
                    if (_calls.TryGetValue(current, out var callees))
                    {
                        foreach (var callee in callees)
                        {
                            pending.Push(callee);
                        }
                    }
                }
            }

            return reached;
        }

        private bool OverridesCalledByBase(IMethodSymbol method)
        {
            for (var overridden = method.IsOverride ? method.OverriddenMethod : null; overridden != null; overridden = overridden.OverriddenMethod)
            {
                if (KnownMembers.IsOneOf(overridden, _calledByBase))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>Accessors count as their property.</summary>
        private static ISymbol Owner(ISymbol member) =>
            member is IMethodSymbol { AssociatedSymbol: IPropertySymbol property } ? property : member;
    }
}
