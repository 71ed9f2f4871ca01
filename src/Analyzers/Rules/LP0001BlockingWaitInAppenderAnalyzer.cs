using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0001: a synchronous wait on a task in an appender type (AppenderSkeleton, IAppender, IBulkAppender), in
    /// Append/DoAppend or in a member of the type they call, directly or through other members. Waits inside
    /// lambdas and local functions run elsewhere (Task.Run, callbacks) and are not counted.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0001BlockingWaitInAppenderAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Diagnostic property: "true" when the wait is in Append itself (the async-skeleton fix applies).</summary>
        public const string InAppendProperty = "InAppend";

        /// <summary>Diagnostic property: the synchronous method to call instead of the awaited one, when the type has it.</summary>
        public const string SynchronousProperty = "Synchronous";

        private static readonly ImmutableHashSet<string> EntryPoints = ImmutableHashSet.Create("Append", "DoAppend");

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.BlockingWaitInAppender);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var waits = new Lazy<BlockingWaits?>(() => source.Symbols is { } symbols ? new BlockingWaits(symbols.Framework) : null);
            start.RegisterSymbolStartAction(symbolStart =>
            {
                var type = (INamedTypeSymbol)symbolStart.Symbol;
                if (type.TypeKind != TypeKind.Class || !DeclaresABase(type) || source.Symbols is not { Appender: not null } symbols || !IsAppender(type, symbols, symbols.BulkAppender))
                {
                    return;
                }

                var state = new TypeState();
                symbolStart.RegisterOperationAction(c => state.Record(c, type, waits.Value!), OperationKind.Invocation, OperationKind.PropertyReference);
                symbolStart.RegisterSymbolEndAction(c => state.Report(c, type, symbols));
            }, SymbolKind.NamedType);
        }

        /// <summary>
        /// A class written without a base list in any of its parts derives from object and implements nothing: read from
        /// syntax, so the base types of the many classes that cannot be appenders are never asked for.
        /// </summary>
        private static bool DeclaresABase(INamedTypeSymbol type)
        {
            foreach (var reference in type.DeclaringSyntaxReferences)
            {
                if (reference.GetSyntax() is not ClassDeclarationSyntax { BaseList: null })
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Derives from AppenderSkeleton, or implements IAppender or IBulkAppender: read from the interfaces each class of the
        /// chain declares (a class's full interface set is not computed for every type of the compilation).
        /// </summary>
        private static bool IsAppender(INamedTypeSymbol type, Log4NetSymbols symbols, INamedTypeSymbol? bulk)
        {
            for (var current = type; current != null; current = current.BaseType)
            {
                if (SymbolEqualityComparer.Default.Equals(current.OriginalDefinition, symbols.AppenderSkeleton))
                {
                    return true;
                }

                foreach (var declared in current.Interfaces)
                {
                    if (IsAppenderInterface(declared, symbols, bulk) || declared.AllInterfaces.Any(i => IsAppenderInterface(i, symbols, bulk)))
                    {
                        return true;
                    }
                }
            }

            return false;
        }

        private static bool IsAppenderInterface(INamedTypeSymbol type, Log4NetSymbols symbols, INamedTypeSymbol? bulk) =>
            SymbolEqualityComparer.Default.Equals(type, symbols.Appender) || SymbolEqualityComparer.Default.Equals(type, bulk);

        /// <summary>What the members of one appender type wait on and call, gathered while its operations are analyzed.</summary>
        private sealed class TypeState
        {
            private readonly ConcurrentBag<(ISymbol Member, IOperation Wait, string How)> _waits = new ConcurrentBag<(ISymbol, IOperation, string)>();
            private readonly ConcurrentBag<(ISymbol Caller, ISymbol Callee)> _calls = new ConcurrentBag<(ISymbol, ISymbol)>();

            public void Record(OperationAnalysisContext context, INamedTypeSymbol type, BlockingWaits waits)
            {
                var member = context.ContainingSymbol;
                if (IsInsideDeferredCode(context.Operation))
                {
                    return;
                }

                if (waits.Describe(context.Operation) is { } how)
                {
                    _waits.Add((member, context.Operation, how));
                }

                var callee = context.Operation switch
                {
                    IInvocationOperation invocation => (ISymbol)invocation.TargetMethod,
                    IPropertyReferenceOperation property => property.Property,
                    _ => null,
                };
                if (callee != null && SymbolEqualityComparer.Default.Equals(callee.ContainingType?.OriginalDefinition, type))
                {
                    _calls.Add((member, callee.OriginalDefinition));
                }
            }

            public void Report(SymbolAnalysisContext context, INamedTypeSymbol type, Log4NetSymbols symbols)
            {
                var reachable = Reachable(type);
                foreach (var (member, wait, how) in _waits)
                {
                    var owner = Owner(member);
                    if (reachable.TryGetValue(owner, out var entry))
                    {
                        var inAppend = owner is IMethodSymbol { Name: "Append", Parameters.Length: 1 } && SymbolEqualityComparer.Default.Equals(owner, entry)
                            && SymbolEqualityComparer.Default.Equals(type.BaseType, symbols.AppenderSkeleton);
                        var properties = DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced).Add(InAppendProperty, inAppend ? "true" : "false");
                        if (BlockingWaits.AwaitedTask(wait) is IInvocationOperation asyncCall
                            && SynchronousCounterparts.NameFor(asyncCall, wait, symbols.Framework) is { } synchronous)
                        {
                            properties = properties.Add(SynchronousProperty, synchronous);
                        }

                        context.ReportDiagnostic(Diagnostic.Create(
                            Descriptors.BlockingWaitInAppender,
                            wait.Syntax.GetLocation(),
                            properties,
                            how,
                            owner.Name,
                            type.Name,
                            entry.Name,
                            inAppend ? Descriptors.AppendersHint(symbols.LogPerf.IsReferenced, "derive from AsyncAppenderSkeleton and await") : string.Empty));
                    }
                }
            }

            /// <summary>Every member reachable from an entry point, with the entry point it is reached from.</summary>
            private Dictionary<ISymbol, ISymbol> Reachable(INamedTypeSymbol type)
            {
                var edges = _calls.GroupBy(c => Owner(c.Caller), SymbolEqualityComparer.Default)
                    .ToDictionary(g => g.Key!, g => g.Select(c => Owner(c.Callee)).ToList(), SymbolEqualityComparer.Default);
                var reached = new Dictionary<ISymbol, ISymbol>(SymbolEqualityComparer.Default);
                foreach (var entry in type.GetMembers().Where(m => m is IMethodSymbol && EntryPoints.Contains(m.Name)))
                {
                    var pending = new Stack<ISymbol>(new[] { entry });
                    while (pending.Count > 0)
                    {
                        var current = pending.Pop();
                        if (reached.ContainsKey(current))
                        {
                            continue;
                        }

                        reached[current] = entry;
                        if (edges.TryGetValue(current, out var callees))
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

            /// <summary>Accessors count as their property.</summary>
            private static ISymbol Owner(ISymbol member) =>
                member is IMethodSymbol { AssociatedSymbol: IPropertySymbol property } ? property : member;

            private static bool IsInsideDeferredCode(IOperation operation)
            {
                for (var parent = operation.Parent; parent != null; parent = parent.Parent)
                {
                    if (parent is IAnonymousFunctionOperation or ILocalFunctionOperation)
                    {
                        return true;
                    }
                }

                return false;
            }
        }
    }
}
