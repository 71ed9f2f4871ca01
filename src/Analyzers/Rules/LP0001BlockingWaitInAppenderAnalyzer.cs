using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0001: a synchronous wait on a task in an appender type (AppenderSkeleton, IAppender, IBulkAppender), in
    /// Append/DoAppend (every overload, Append(LoggingEvent[]) of bulk appenders included), in an override of what
    /// log4net's append path calls (BufferingAppenderSkeleton.SendBuffer/SendFromBuffer), or in a member of the type they
    /// call, directly or through other members. Waits inside
    /// lambdas and local functions run elsewhere (Task.Run, callbacks) and are not counted.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0001BlockingWaitInAppenderAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.BlockingWaitInAppender);

        /// <summary>
        /// A semantic-model action per tree, not a symbol-start action per type: registering the latter makes Roslyn's driver
        /// track every type of the compilation, a cost that grows with the whole compilation (docs/benchmarks.md, 6d), when
        /// the types this rule reads (appenders) are few.
        /// </summary>
        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var waits = new Lazy<BlockingWaits?>(() => source.Symbols is { } symbols ? new BlockingWaits(symbols.Framework) : null);
            start.RegisterSemanticModelAction(context =>
            {
                var model = context.SemanticModel;
                HashSet<INamedTypeSymbol>? seen = null;
                foreach (var declaration in ClassDeclarations.Of(model.SyntaxTree.GetRoot(context.CancellationToken)))
                {
                    if (declaration.BaseList == null && !declaration.Modifiers.Any(SyntaxKind.PartialKeyword))
                    {
                        continue;
                    }

                    if (source.Symbols is not { Appender: not null } symbols)
                    {
                        return;
                    }

                    if (model.GetDeclaredSymbol(declaration, context.CancellationToken) is { TypeKind: TypeKind.Class } type
                        && (seen ??= new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default)).Add(type)
                        && DeclaresABase(type) && IsAppender(type, symbols, symbols.BulkAppender))
                    {
                        Report(context, type, symbols, waits.Value!);
                    }
                }
            });
        }

        /// <summary>
        /// Reads every part of the type (the path from Append may cross files) and reports the waits of this tree's parts, so
        /// each wait is reported once, by the action of the tree it is in.
        /// </summary>
        private static void Report(SemanticModelAnalysisContext context, INamedTypeSymbol type, Log4NetSymbols symbols, BlockingWaits waits)
        {
            var model = context.SemanticModel;
            var graph = new AppenderCallGraph(type, waits, symbols.BufferedAppendPath);
            foreach (var part in type.DeclaringSyntaxReferences)
            {
                if (part.GetSyntax(context.CancellationToken) is TypeDeclarationSyntax declaration && !TreeCandidates.IsGeneratedDeclaration(declaration))
                {
#pragma warning disable RS1030 // Only for an appender declared in several files: the other files' models come from the driver's cache.
                    var partModel = part.SyntaxTree == model.SyntaxTree ? model : model.Compilation.GetSemanticModel(part.SyntaxTree);
#pragma warning restore RS1030
                    graph.Add(declaration, partModel, context.CancellationToken);
                }
            }

            foreach (var (wait, how, owner, entry) in graph.ReachableWaits())
            {
                if (wait.Syntax.SyntaxTree != model.SyntaxTree)
                {
                    continue;
                }

                var inAppend = owner is IMethodSymbol { Name: "Append", Parameters.Length: 1 } && SymbolEqualityComparer.Default.Equals(owner, entry)
                    && SymbolEqualityComparer.Default.Equals(type.BaseType, symbols.AppenderSkeleton);
                var synchronous = BlockingWaits.AwaitedTask(wait) is IInvocationOperation asyncCall
                    ? SynchronousCounterparts.NameFor(asyncCall, wait, symbols.Framework)
                    : null;
                var data = new BlockingWaitFinding(inAppend, synchronous).WriteTo(FixData.From(DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)));
                context.ReportDiagnostic(data.ToDiagnostic(
                    Descriptors.BlockingWaitInAppender,
                    wait.Syntax.GetLocation(),
                    how,
                    owner.Name,
                    type.Name,
                    entry.Name,
                    inAppend ? Descriptors.AppendersHint(symbols.LogPerf.IsReferenced, "derive from AsyncAppenderSkeleton and await") : string.Empty));
            }
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
    }
}
