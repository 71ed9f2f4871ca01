using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Simplification;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>
    /// Replaces the type in <c>new X { … }</c> with a LogPerf appender, keeping the initializer, when the compilation
    /// references that appender and the created type is one of the log4net types it replaces.
    /// </summary>
    internal static class CreatedTypeSwap
    {
        public static async Task<Document?> ApplyAsync(
            Document document,
            ImmutableArray<Diagnostic> diagnostics,
            Func<Log4NetSymbols, INamedTypeSymbol?> replacementType,
            Func<Log4NetSymbols, IEnumerable<INamedTypeSymbol?>> replacedTypes,
            CancellationToken cancellationToken,
            Func<Log4NetSymbols, IEnumerable<IPropertySymbol?>>? droppedSettings = null)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            var symbols = model is null ? null : Log4NetSymbols.For(model.Compilation);
            if (root is null || model is null || symbols is null || replacementType(symbols) is not { } replacement)
            {
                return null;
            }

            var replaced = new HashSet<ISymbol?>(replacedTypes(symbols), SymbolEqualityComparer.Default);
            var dropped = new HashSet<ISymbol?>(droppedSettings?.Invoke(symbols) ?? Array.Empty<IPropertySymbol?>(), SymbolEqualityComparer.Default);

            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var changed = false;
            foreach (var diagnostic in diagnostics)
            {
                if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is ObjectCreationExpressionSyntax creation
                    && replaced.Contains(model.GetTypeInfo(creation, cancellationToken).Type))
                {
                    var type = editor.Generator.TypeExpression(replacement).WithTriviaFrom(creation.Type).WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation);
                    editor.ReplaceNode(creation.Type, type);
                    foreach (var assignment in creation.Initializer?.Expressions.OfType<AssignmentExpressionSyntax>() ?? Enumerable.Empty<AssignmentExpressionSyntax>())
                    {
                        if (model.GetSymbolInfo(assignment.Left, cancellationToken).Symbol is IPropertySymbol property && dropped.Contains(property.OriginalDefinition))
                        {
                            editor.RemoveNode(assignment);
                        }
                    }

                    changed = true;
                }
            }

            if (!changed)
            {
                return null;
            }

            var swapped = await ImportAdder.AddImportsAsync(document.WithSyntaxRoot(editor.GetChangedRoot()), Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
            return await Simplifier.ReduceAsync(swapped, cancellationToken: cancellationToken).ConfigureAwait(false);
        }
    }
}
