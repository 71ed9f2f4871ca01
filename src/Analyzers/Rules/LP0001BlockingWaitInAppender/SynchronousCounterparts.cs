using System;
using System.Linq;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender
{
    /// <summary>The synchronous method an awaited async call has on the same type (<c>SendAsync</c> → <c>Send</c>).</summary>
    public static class SynchronousCounterparts
    {
        /// <summary>
        /// The counterpart's name when the receiver's type has it with the same parameters (less a trailing
        /// CancellationToken) and, when the wait's result is used, the same result type; otherwise null.
        /// </summary>
        public static string? NameFor(IInvocationOperation asyncCall, IOperation wait, FrameworkSymbols framework)
        {
            var method = asyncCall.TargetMethod;
            if (!method.Name.EndsWith("Async", StringComparison.Ordinal))
            {
                return null;
            }

            var name = method.Name.Substring(0, method.Name.Length - "Async".Length);
            var parameters = method.Parameters.Where(p => !IsCancellationToken(p.Type, framework)).Select(p => p.Type).ToList();
            var resultType = (method.ReturnType as INamedTypeSymbol)?.TypeArguments.FirstOrDefault();
            var needsResult = wait is IPropertyReferenceOperation || wait.Parent is not IExpressionStatementOperation;
            var candidates = method.ContainingType.GetMembers(name).OfType<IMethodSymbol>();
            return candidates.Any(m => m.Parameters.Select(p => p.Type).SequenceEqual(parameters, SymbolEqualityComparer.Default)
                && (!needsResult || SymbolEqualityComparer.Default.Equals(m.ReturnType, resultType)))
                ? name
                : null;
        }

        /// <summary>True when the async call's last argument is a CancellationToken the synchronous call does not take.</summary>
        public static bool EndsWithCancellationToken(IInvocationOperation asyncCall, FrameworkSymbols framework) =>
            asyncCall.TargetMethod.Parameters.LastOrDefault() is { } last && IsCancellationToken(last.Type, framework)
            && asyncCall.Arguments.Length == asyncCall.TargetMethod.Parameters.Length;

        private static bool IsCancellationToken(ITypeSymbol type, FrameworkSymbols framework) =>
            SymbolEqualityComparer.Default.Equals(type, framework.CancellationToken);
    }
}
