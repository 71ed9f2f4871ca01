using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// How the known-type tables (<see cref="Log4Net.Log4NetSymbols"/>, <see cref="NLog.NLogSymbols"/>) gather a type's methods by name
    /// and how a rule matches a bound method against them: one rule for both libraries, so a call written as an extension
    /// (<c>builder.WriteTo(…)</c>, reduced) or through a constructed generic matches the definition the table holds.
    /// </summary>
    internal static class KnownMembers
    {
        /// <summary>True when <paramref name="method"/> (or the definition it was reduced or constructed from) is one of <paramref name="methods"/>.</summary>
        public static bool IsOneOf(IMethodSymbol? method, ImmutableArray<IMethodSymbol> methods) =>
            method != null && methods.Contains((method.ReducedFrom ?? method).OriginalDefinition, SymbolEqualityComparer.Default);

        /// <summary>Every method of <paramref name="type"/> with one of <paramref name="names"/> (empty when the type is absent).</summary>
        public static ImmutableArray<IMethodSymbol> Methods(INamedTypeSymbol? type, params string[] names) =>
            type is null
                ? ImmutableArray<IMethodSymbol>.Empty
                : names.SelectMany(n => type.GetMembers(n)).OfType<IMethodSymbol>().ToImmutableArray();
    }
}
