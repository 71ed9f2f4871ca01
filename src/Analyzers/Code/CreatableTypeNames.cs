using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// Whether <c>new N(…)</c> can create a type of a library or a type derived from one, from the simple name N alone:
    /// N names a type of the library, a type of the compilation's own source or of an assembly that references the library
    /// that derives from one, or a global using alias. Rules that look at object creations ask here
    /// before binding anything, so <c>new List&lt;int&gt;()</c> costs a set lookup. Names are answered once per
    /// compilation; file-local aliases are the caller's part (<see cref="CandidateOperations"/>).
    /// </summary>
    public sealed class CreatableTypeNames
    {
        private readonly Compilation _compilation;
        private readonly IAssemblySymbol _library;
        private readonly Lazy<ImmutableArray<IAssemblySymbol>> _dependents;
        private readonly Lazy<ImmutableHashSet<string>> _globalAliases;
        private readonly Lazy<ILookup<string, INamedTypeSymbol>> _sourceTypes;
        private readonly ConcurrentDictionary<string, bool> _answers = new ConcurrentDictionary<string, bool>(StringComparer.Ordinal);
        private readonly ConcurrentDictionary<IAssemblySymbol, ImmutableArray<INamespaceSymbol>> _namespaces =
            new ConcurrentDictionary<IAssemblySymbol, ImmutableArray<INamespaceSymbol>>(SymbolEqualityComparer.Default);

        public CreatableTypeNames(Compilation compilation, IAssemblySymbol library)
        {
            _compilation = compilation;
            _library = library;
            _dependents = new Lazy<ImmutableArray<IAssemblySymbol>>(() => compilation.SourceModule.ReferencedAssemblySymbols
                .Where(a => !SymbolEqualityComparer.Default.Equals(a, library)
                    && a.Modules.Any(m => m.ReferencedAssemblies.Any(r => r.Name == library.Identity.Name)))
                .ToImmutableArray());
            _globalAliases = new Lazy<ImmutableHashSet<string>>(() => compilation.SyntaxTrees
                .Select(t => t.GetRoot())
                .OfType<CompilationUnitSyntax>()
                .SelectMany(u => u.Usings)
                .Where(u => u.GlobalKeyword.IsKind(SyntaxKind.GlobalKeyword) && u.Alias != null)
                .Select(u => u.Alias!.Name.Identifier.ValueText)
                .ToImmutableHashSet(StringComparer.Ordinal));
            _sourceTypes = new Lazy<ILookup<string, INamedTypeSymbol>>(() => TypesOf(compilation.Assembly.GlobalNamespace).ToLookup(t => t.Name, StringComparer.Ordinal));
        }

        /// <summary>True when a type written as <paramref name="simpleName"/> may be the library's or derive from one of its types.</summary>
        public bool MayName(string simpleName) => _answers.GetOrAdd(simpleName, Answer);

        private bool Answer(string name) =>
            _library.TypeNames.Contains(name)
            || (_compilation.Assembly.TypeNames.Contains(name) && _sourceTypes.Value[name].Any(DerivesFromLibrary))
            || _globalAliases.Value.Contains(name)
            || _dependents.Value.Any(a => a.TypeNames.Contains(name) && DefinesDerivedType(a, name));

        /// <summary>
        /// Every type the compilation's source declares, nested ones included: gathered once, where asking the compilation for
        /// the symbols of each name would search all of its declarations again for every name.
        /// </summary>
        private static IEnumerable<INamedTypeSymbol> TypesOf(INamespaceSymbol global)
        {
            var pending = new Stack<INamespaceOrTypeSymbol>();
            pending.Push(global);
            while (pending.Count > 0)
            {
                var current = pending.Pop();
                if (current is INamedTypeSymbol type)
                {
                    yield return type;
                }
                else if (current is INamespaceSymbol ns)
                {
                    foreach (var nested in ns.GetNamespaceMembers())
                    {
                        pending.Push(nested);
                    }
                }

                foreach (var member in current.GetTypeMembers())
                {
                    pending.Push(member);
                }
            }
        }

        /// <summary>
        /// Whether an assembly that references the library has a type of that name deriving from one of the library's: looked
        /// up by name in each of its namespaces (a nested type of that name is assumed to, as it is not found that way).
        /// </summary>
        private bool DefinesDerivedType(IAssemblySymbol assembly, string name)
        {
            var found = false;
            foreach (var ns in _namespaces.GetOrAdd(assembly, NamespacesOf))
            {
                foreach (var type in ns.GetTypeMembers(name))
                {
                    found = true;
                    if (DerivesFromLibrary(type))
                    {
                        return true;
                    }
                }
            }

            return !found;
        }

        private static ImmutableArray<INamespaceSymbol> NamespacesOf(IAssemblySymbol assembly)
        {
            var namespaces = ImmutableArray.CreateBuilder<INamespaceSymbol>();
            var pending = new Stack<INamespaceSymbol>();
            pending.Push(assembly.GlobalNamespace);
            while (pending.Count > 0)
            {
                var ns = pending.Pop();
                namespaces.Add(ns);
                foreach (var nested in ns.GetNamespaceMembers())
                {
                    pending.Push(nested);
                }
            }

            return namespaces.ToImmutable();
        }

        private bool DerivesFromLibrary(INamedTypeSymbol type)
        {
            for (var current = type.BaseType; current != null; current = current.BaseType)
            {
                if (SymbolEqualityComparer.Default.Equals(current.ContainingAssembly, _library))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
