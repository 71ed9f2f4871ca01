using System;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// The one place that resolves types by metadata name (the known-type tables call it once per compilation). A library
    /// is found by its assembly name among the references first: <see cref="Compilation.GetTypeByMetadataName"/> returns
    /// null when two referenced assemblies define a type (a copy of log4net merged into another assembly, a polyfill of a
    /// framework type), which would silence every rule, and a search of every reference decodes the namespaces of all.
    /// </summary>
    internal static class TypeLookup
    {
        private static readonly ConditionalWeakTable<Compilation, ImmutableHashSet<string>> ReferencedNames = new ConditionalWeakTable<Compilation, ImmutableHashSet<string>>();

        /// <summary>
        /// True when the compilation references an assembly named <paramref name="assemblyName"/>, read from the
        /// references' metadata alone: no assembly symbol is created, so a compilation start can bail out before the
        /// compiler has bound its references (and a compilation without the library pays nothing more).
        /// </summary>
        public static bool IsReferenced(Compilation compilation, string assemblyName) =>
            ReferencedNames.GetValue(compilation, NamesOfReferences).Contains(assemblyName);

        /// <summary>
        /// The assembly names of a compilation's references, read once per compilation for every rule. The references it was
        /// given: <see cref="Compilation.References"/> would bind them first, to add those of #r directives (scripts only).
        /// </summary>
        private static ImmutableHashSet<string> NamesOfReferences(Compilation compilation)
        {
            var names = ImmutableHashSet.CreateBuilder<string>(StringComparer.OrdinalIgnoreCase);
            foreach (var reference in compilation.ExternalReferences)
            {
                var name = reference switch
                {
                    CompilationReference project => project.Compilation.AssemblyName,
                    PortableExecutableReference file => FileNameOf(file) ?? AssemblyNameOf(file),
                    _ => null,
                };
                if (name != null)
                {
                    names.Add(name);
                }
            }

            return names.ToImmutable();
        }

        /// <summary>The assembly named <paramref name="assemblyName"/> among the references, when it defines <paramref name="anchorType"/>.</summary>
        public static IAssemblySymbol? NamedAssembly(Compilation compilation, string anchorType, string assemblyName)
        {
            foreach (var assembly in compilation.SourceModule.ReferencedAssemblySymbols)
            {
                if (assembly.Identity.Name == assemblyName && In(assembly, anchorType) is not null)
                {
                    return assembly;
                }
            }

            return null;
        }

        /// <summary>
        /// The assembly that defines <paramref name="anchorType"/>: the one named <paramref name="assemblyName"/> when the
        /// compilation references it, else whichever reference defines the type (a type that moved between packages).
        /// </summary>
        public static IAssemblySymbol? LibraryAssembly(Compilation compilation, string anchorType, string assemblyName)
        {
            if (NamedAssembly(compilation, anchorType, assemblyName) is { } named)
            {
                return named;
            }

#pragma warning disable RS0030 // The known-type tables resolve through here.
            var candidates = compilation.GetTypesByMetadataName(anchorType);
#pragma warning restore RS0030
            return Preferred(candidates, assemblyName)?.ContainingAssembly;
        }

        /// <summary>
        /// A file reference's name as its path says (log4net.dll → log4net), which is how every package ships it; read
        /// without loading the reference's metadata. References without a file path are read from their metadata.
        /// </summary>
        private static string? FileNameOf(PortableExecutableReference reference)
        {
            var path = reference.FilePath;
            if (string.IsNullOrEmpty(path) || path!.IndexOfAny(System.IO.Path.GetInvalidPathChars()) >= 0)
            {
                return null;
            }

            var name = System.IO.Path.GetFileName(path);
            return name.EndsWith(".dll", StringComparison.OrdinalIgnoreCase) || name.EndsWith(".exe", StringComparison.OrdinalIgnoreCase)
                ? name.Substring(0, name.Length - 4)
                : null;
        }

        private static string? AssemblyNameOf(PortableExecutableReference reference)
        {
            try
            {
                if (reference.GetMetadata() is AssemblyMetadata assembly && assembly.GetModules() is { Length: > 0 } modules)
                {
                    var reader = modules[0].GetMetadataReader();
                    return reader.IsAssembly ? reader.GetString(reader.GetAssemblyDefinition().Name) : null;
                }
            }
            catch (System.Exception e) when (e is System.BadImageFormatException or System.IO.IOException)
            {
                // The compiler reports a reference it cannot read; here it is simply not the library.
            }

            return null;
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
