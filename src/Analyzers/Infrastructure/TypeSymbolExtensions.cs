using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    internal static class TypeSymbolExtensions
    {
        public static bool IsOrDerivesFrom(this ITypeSymbol? type, INamedTypeSymbol? baseType)
        {
            if (baseType is null)
            {
                return false;
            }

            for (var current = type; current != null; current = current.BaseType)
            {
                if (SymbolEqualityComparer.Default.Equals(current.OriginalDefinition, baseType))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
