using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// What LP0010 needs to know about a log call, bound as little as possible. Asking the semantic model about a node
    /// binds the whole member around it (with nullable analysis where enabled); log calls are everywhere, so syntax
    /// answers first, then speculative binding of a name or a receiver alone, and only what remains binds the call.
    /// </summary>
    public static class EagerMessageBinding
    {
        private const int MaxDepth = 32;

        /// <summary>How the message is built ("Interpolation", "Concatenation", "Format"), or null when it is not built.</summary>
        public static string? Kind(ExpressionSyntax message, SemanticModel model, CancellationToken cancellationToken) => message switch
        {
            InterpolatedStringExpressionSyntax => "Interpolation",
            BinaryExpressionSyntax binary when binary.IsKind(SyntaxKind.AddExpression) && IsString(binary, model, cancellationToken) => "Concatenation",
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Format" } access } format
                when IsStringFormat(format, access, model, cancellationToken) => "Format",
            _ => null,
        };

        /// <summary>
        /// True when the message is a constant string (which costs nothing): literals, const string fields and locals,
        /// nameof, and interpolations and concatenations of those.
        /// </summary>
        public static bool IsConstant(ExpressionSyntax message, SemanticModel model) => IsConstant(message, model, 0);

        /// <summary>
        /// True when <paramref name="invocation"/> calls one of log4net's ILog methods. A call with one argument on a
        /// receiver typed ILog (or an interface that extends it) can only be ILog's own <c>Debug(object)</c> and the like
        /// (an instance method always wins over extension methods), so only the receiver is bound, speculatively.
        /// </summary>
        public static bool IsLogCall(InvocationExpressionSyntax invocation, MemberAccessExpressionSyntax access, INamedTypeSymbol log, SemanticModel model, CancellationToken cancellationToken)
        {
            if (invocation.ArgumentList.Arguments.Count == 1
                && model.GetSpeculativeTypeInfo(access.Expression.SpanStart, access.Expression, SpeculativeBindingOption.BindAsExpression).Type is INamedTypeSymbol { TypeKind: TypeKind.Interface } receiver
                && (SymbolEqualityComparer.Default.Equals(receiver, log) || receiver.AllInterfaces.Contains(log, SymbolEqualityComparer.Default)))
            {
                return true;
            }

            return model.GetSymbolInfo(invocation, cancellationToken).Symbol is IMethodSymbol method && IsLogMethod(method, log);
        }

        private static bool IsLogMethod(IMethodSymbol method, INamedTypeSymbol log) =>
            SymbolEqualityComparer.Default.Equals(method.ContainingType, log)
            || method.ContainingType.AllInterfaces.Contains(log, SymbolEqualityComparer.Default)
                && log.GetMembers(method.Name).Any(m => SymbolEqualityComparer.Default.Equals(method.ContainingType.FindImplementationForInterfaceMember(m), method));

        /// <summary>A + chain with a string literal or interpolation among its operands is a concatenation; otherwise its type says.</summary>
        private static bool IsString(BinaryExpressionSyntax concatenation, SemanticModel model, CancellationToken cancellationToken)
        {
            for (ExpressionSyntax current = concatenation; current is BinaryExpressionSyntax binary && binary.IsKind(SyntaxKind.AddExpression); current = binary.Left)
            {
                if (binary.Right.IsKind(SyntaxKind.StringLiteralExpression) || binary.Right is InterpolatedStringExpressionSyntax
                    || binary.Left.IsKind(SyntaxKind.StringLiteralExpression) || binary.Left is InterpolatedStringExpressionSyntax)
                {
                    return true;
                }
            }

            return model.GetSpeculativeTypeInfo(concatenation.SpanStart, concatenation, SpeculativeBindingOption.BindAsExpression).Type?.SpecialType == SpecialType.System_String;
        }

        /// <summary><c>string.Format(…)</c> read from syntax; <c>String.Format</c> binds the name alone; anything else binds the call.</summary>
        private static bool IsStringFormat(InvocationExpressionSyntax format, MemberAccessExpressionSyntax access, SemanticModel model, CancellationToken cancellationToken)
        {
            if (access.Expression is PredefinedTypeSyntax predefined && predefined.Keyword.IsKind(SyntaxKind.StringKeyword))
            {
                return true;
            }

            if (access.Expression is IdentifierNameSyntax or MemberAccessExpressionSyntax or AliasQualifiedNameSyntax
                && model.GetSpeculativeSymbolInfo(access.Expression.SpanStart, access.Expression, SpeculativeBindingOption.BindAsExpression).Symbol is INamedTypeSymbol type)
            {
                return type.SpecialType == SpecialType.System_String;
            }

            return model.GetSymbolInfo(format, cancellationToken).Symbol is IMethodSymbol { IsStatic: true, ContainingType.SpecialType: SpecialType.System_String };
        }

        private static bool IsConstant(ExpressionSyntax expression, SemanticModel model, int depth) => depth <= MaxDepth && expression switch
        {
            LiteralExpressionSyntax literal => literal.IsKind(SyntaxKind.StringLiteralExpression),
            ParenthesizedExpressionSyntax parenthesized => IsConstant(parenthesized.Expression, model, depth + 1),
            InterpolatedStringExpressionSyntax interpolated => interpolated.Contents.All(c => c is InterpolatedStringTextSyntax
                || c is InterpolationSyntax { AlignmentClause: null, FormatClause: null } hole && IsConstant(hole.Expression, model, depth + 1)),
            BinaryExpressionSyntax binary => IsConstantConcatenation(binary, model, depth),
            InvocationExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: "nameof" } } nameOf =>
                model.GetSpeculativeSymbolInfo(nameOf.SpanStart, nameOf.Expression, SpeculativeBindingOption.BindAsExpression).Symbol is null,
            IdentifierNameSyntax or MemberAccessExpressionSyntax =>
                model.GetSpeculativeSymbolInfo(expression.SpanStart, expression, SpeculativeBindingOption.BindAsExpression).Symbol
                    is IFieldSymbol { IsConst: true, Type.SpecialType: SpecialType.System_String } or ILocalSymbol { IsConst: true, Type.SpecialType: SpecialType.System_String },
            _ => false,
        };
    

        /// <summary>A chain of + (left-deep, however long) is constant when every operand is.</summary>
        private static bool IsConstantConcatenation(BinaryExpressionSyntax concatenation, SemanticModel model, int depth)
        {
            ExpressionSyntax current = concatenation;
            while (current is BinaryExpressionSyntax binary)
            {
                if (!binary.IsKind(SyntaxKind.AddExpression) || !IsConstant(binary.Right, model, depth + 1))
                {
                    return false;
                }

                current = binary.Left;
            }

            return IsConstant(current, model, depth + 1);
        }
    }
}
