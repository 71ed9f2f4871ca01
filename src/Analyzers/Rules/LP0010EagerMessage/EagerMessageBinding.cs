using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Rules.LP0010EagerMessage
{
    /// <summary>
    /// What LP0010 needs to know about a log call, bound as little as possible: syntax answers first, then the semantic
    /// model. The compiler hands analyzers the member bodies it has bound, so asking about a node of a compiled member
    /// costs a lookup; speculative binding cannot reuse them, binds each expression again and keeps what it built, which
    /// multiplies the memory a large project's analysis takes.
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
        public static bool IsConstant(ExpressionSyntax message, SemanticModel model, CancellationToken cancellationToken) => IsConstant(message, model, cancellationToken, 0);

        /// <summary>
        /// True when <paramref name="invocation"/> calls one of log4net's ILog methods. A call with one argument on a
        /// receiver typed ILog (or an interface that extends it) can only be ILog's own <c>Debug(object)</c> and the like
        /// (an instance method always wins over extension methods), so the receiver's type decides.
        /// </summary>
        public static bool IsLogCall(InvocationExpressionSyntax invocation, MemberAccessExpressionSyntax access, INamedTypeSymbol log, SemanticModel model, CancellationToken cancellationToken)
        {
            if (invocation.ArgumentList.Arguments.Count == 1
                && model.GetTypeInfo(access.Expression, cancellationToken).Type is INamedTypeSymbol { TypeKind: TypeKind.Interface } receiver
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

            return model.GetTypeInfo(concatenation, cancellationToken).Type?.SpecialType == SpecialType.System_String;
        }

        /// <summary><c>string.Format(…)</c> read from syntax; <c>String.Format</c> by the type the name binds to; anything else by the method called.</summary>
        private static bool IsStringFormat(InvocationExpressionSyntax format, MemberAccessExpressionSyntax access, SemanticModel model, CancellationToken cancellationToken)
        {
            if (access.Expression is PredefinedTypeSyntax predefined && predefined.Keyword.IsKind(SyntaxKind.StringKeyword))
            {
                return true;
            }

            if (access.Expression is IdentifierNameSyntax or MemberAccessExpressionSyntax or AliasQualifiedNameSyntax
                && model.GetSymbolInfo(access.Expression, cancellationToken).Symbol is INamedTypeSymbol type)
            {
                return type.SpecialType == SpecialType.System_String;
            }

            return model.GetSymbolInfo(format, cancellationToken).Symbol is IMethodSymbol { IsStatic: true, ContainingType.SpecialType: SpecialType.System_String };
        }

        private static bool IsConstant(ExpressionSyntax expression, SemanticModel model, CancellationToken cancellationToken, int depth) => depth <= MaxDepth && expression switch
        {
            LiteralExpressionSyntax literal => literal.IsKind(SyntaxKind.StringLiteralExpression),
            ParenthesizedExpressionSyntax parenthesized => IsConstant(parenthesized.Expression, model, cancellationToken, depth + 1),
            InterpolatedStringExpressionSyntax interpolated => interpolated.Contents.All(c => c is InterpolatedStringTextSyntax
                || c is InterpolationSyntax { AlignmentClause: null, FormatClause: null } hole && IsConstant(hole.Expression, model, cancellationToken, depth + 1)),
            BinaryExpressionSyntax binary => IsConstantConcatenation(binary, model, cancellationToken, depth),
            InvocationExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: "nameof" } } nameOf =>
                model.GetConstantValue(nameOf, cancellationToken).HasValue,
            IdentifierNameSyntax or MemberAccessExpressionSyntax =>
                model.GetSymbolInfo(expression, cancellationToken).Symbol
                    is IFieldSymbol { IsConst: true, Type.SpecialType: SpecialType.System_String } or ILocalSymbol { IsConst: true, Type.SpecialType: SpecialType.System_String },
            _ => false,
        };


        /// <summary>A chain of + (left-deep, however long) is constant when every operand is.</summary>
        private static bool IsConstantConcatenation(BinaryExpressionSyntax concatenation, SemanticModel model, CancellationToken cancellationToken, int depth)
        {
            ExpressionSyntax current = concatenation;
            while (current is BinaryExpressionSyntax binary)
            {
                if (!binary.IsKind(SyntaxKind.AddExpression) || !IsConstant(binary.Right, model, cancellationToken, depth + 1))
                {
                    return false;
                }

                current = binary.Left;
            }

            return IsConstant(current, model, cancellationToken, depth + 1);
        }
    }
}
