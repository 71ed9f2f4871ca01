using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// The one place that resolves types by metadata name (the known-type tables call it once per compilation).
    /// <see cref="Compilation.GetTypeByMetadataName"/> returns null when two referenced assemblies define a type (an
    /// ILMerged copy of log4net, a polyfill of a framework type), which would silence every rule; this lookup
    /// picks the library's own assembly instead.
    /// </summary>
    internal static class TypeLookup
    {
        /// <summary>
        /// The assembly that defines <paramref name="anchorType"/>, preferring the one named <paramref name="assemblyName"/>:
        /// found among the references by name first (one lookup in one assembly), else searched in every reference.
        /// </summary>
        public static IAssemblySymbol? LibraryAssembly(Compilation compilation, string anchorType, string assemblyName)
        {
            foreach (var assembly in compilation.SourceModule.ReferencedAssemblySymbols)
            {
                if (assembly.Identity.Name == assemblyName && In(assembly, anchorType) is not null)
                {
                    return assembly;
                }
            }

#pragma warning disable RS0030 // The known-type tables resolve through here.
            var candidates = compilation.GetTypesByMetadataName(anchorType);
#pragma warning restore RS0030
            return Preferred(candidates, assemblyName)?.ContainingAssembly;
        }

        /// <summary>A type of a library assembly found by <see cref="LibraryAssembly"/>.</summary>
        public static INamedTypeSymbol? In(IAssemblySymbol? assembly, string metadataName)
        {
#pragma warning disable RS0030
            return assembly?.GetTypeByMetadataName(metadataName);
#pragma warning restore RS0030
        }

        /// <summary>A framework type, preferring the core library's (the one that defines System.Object).</summary>
        public static INamedTypeSymbol? Framework(Compilation compilation, string metadataName)
        {
            var core = compilation.GetSpecialType(SpecialType.System_Object).ContainingAssembly;
            if (In(core, metadataName) is { DeclaredAccessibility: Accessibility.Public } inCore)
            {
                return inCore;
            }

#pragma warning disable RS0030
            var candidates = compilation.GetTypesByMetadataName(metadataName);
#pragma warning restore RS0030
            return candidates.FirstOrDefault(t => SymbolEqualityComparer.Default.Equals(t.ContainingAssembly, core))
                ?? Preferred(candidates, assemblyName: null);
        }

        private static INamedTypeSymbol? Preferred(ImmutableArray<INamedTypeSymbol> candidates, string? assemblyName) =>
            candidates.FirstOrDefault(t => assemblyName != null && t.ContainingAssembly.Identity.Name == assemblyName)
            ?? candidates.FirstOrDefault(t => t.DeclaredAccessibility == Accessibility.Public)
            ?? candidates.FirstOrDefault();
    }
}
