using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Infrastructure.Scanning
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
        private readonly Lazy<IAssemblySymbol[]> _dependents;
        private readonly Lazy<HashSet<string>> _globalAliases;
        private readonly Lazy<Dictionary<string, List<INamedTypeSymbol>>> _sourceTypes;
        private readonly ConcurrentDictionary<string, bool> _answers = new ConcurrentDictionary<string, bool>(StringComparer.Ordinal);
        private readonly ConcurrentDictionary<IAssemblySymbol, ImmutableArray<INamespaceSymbol>> _namespaces =
            new ConcurrentDictionary<IAssemblySymbol, ImmutableArray<INamespaceSymbol>>(SymbolEqualityComparer.Default);

        /// <remarks>
        /// Plain loops rather than LINQ here and below: this runs in every compilation, and in a compiler process of its own
        /// (no compiler server) each generic instantiation is compiled just in time before its first use.
        /// </remarks>
        public CreatableTypeNames(Compilation compilation, IAssemblySymbol library)
        {
            _compilation = compilation;
            _library = library;
            _dependents = new Lazy<IAssemblySymbol[]>(() => DependentsOf(compilation, library));
            _globalAliases = new Lazy<HashSet<string>>(() => GlobalAliasesOf(compilation));
            _sourceTypes = new Lazy<Dictionary<string, List<INamedTypeSymbol>>>(() => TypesOf(compilation.Assembly.GlobalNamespace));
        }

        /// <summary>True when a type written as <paramref name="simpleName"/> may be the library's or derive from one of its types.</summary>
        public bool MayName(string simpleName) => _answers.GetOrAdd(simpleName, Answer);

        private bool Answer(string name)
        {
            if (_library.TypeNames.Contains(name) || _globalAliases.Value.Contains(name))
            {
                return true;
            }

            if (_compilation.Assembly.TypeNames.Contains(name) && _sourceTypes.Value.TryGetValue(name, out var declared))
            {
                foreach (var type in declared)
                {
                    if (DerivesFromLibrary(type))
                    {
                        return true;
                    }
                }
            }

            foreach (var dependent in _dependents.Value)
            {
                if (dependent.TypeNames.Contains(name) && DefinesDerivedType(dependent, name))
                {
                    return true;
                }
            }

            return false;
        }

        private static IAssemblySymbol[] DependentsOf(Compilation compilation, IAssemblySymbol library)
        {
            var dependents = new List<IAssemblySymbol>();
            foreach (var assembly in compilation.SourceModule.ReferencedAssemblySymbols)
            {
                if (!SymbolEqualityComparer.Default.Equals(assembly, library) && References(assembly, library.Identity.Name))
                {
                    dependents.Add(assembly);
                }
            }

            return dependents.ToArray();
        }

        private static bool References(IAssemblySymbol assembly, string name)
        {
            foreach (var module in assembly.Modules)
            {
                foreach (var reference in module.ReferencedAssemblies)
                {
                    if (reference.Name == name)
                    {
                        return true;
                    }
                }
            }

            return false;
        }

        private static HashSet<string> GlobalAliasesOf(Compilation compilation)
        {
            var aliases = new HashSet<string>(StringComparer.Ordinal);
            foreach (var tree in compilation.SyntaxTrees)
            {
                if (tree.GetRoot() is CompilationUnitSyntax unit)
                {
                    foreach (var directive in unit.Usings)
                    {
                        if (directive.GlobalKeyword.IsKind(SyntaxKind.GlobalKeyword) && directive.Alias != null)
                        {
                            aliases.Add(directive.Alias.Name.Identifier.ValueText);
                        }
                    }
                }
            }

            return aliases;
        }

        /// <summary>
        /// Every type the compilation's source declares, nested ones included, by name: gathered once, where asking the
        /// compilation for the symbols of each name would search all of its declarations again for every name.
        /// </summary>
        private static Dictionary<string, List<INamedTypeSymbol>> TypesOf(INamespaceSymbol global)
        {
            var byName = new Dictionary<string, List<INamedTypeSymbol>>(StringComparer.Ordinal);
            var pending = new Stack<INamespaceOrTypeSymbol>();
            pending.Push(global);
            while (pending.Count > 0)
            {
                var current = pending.Pop();
                if (current is INamedTypeSymbol type)
                {
                    if (!byName.TryGetValue(type.Name, out var sameName))
                    {
                        byName[type.Name] = sameName = new List<INamedTypeSymbol>();
                    }

                    sameName.Add(type);
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

            return byName;
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
