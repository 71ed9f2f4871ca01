using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Resolves a type name written in a config (<c>log4net.Appender.FileAppender+MinimalLock, log4net</c>, or
    /// fully assembly-qualified) to a symbol of the compilation, ignoring case as log4net does
    /// (<c>SystemInfo.GetTypeFromString(name, true, ignoreCase: true)</c>): 3.x spells <c>XmlLayoutSchemaLog4J</c>
    /// where configs say <c>XmlLayoutSchemaLog4j</c>. Unknown names resolve to null. Results are cached.
    /// </summary>
    public sealed class TypeNameResolver
    {
        private static readonly ConditionalWeakTable<Compilation, TypeNameResolver> Shared = new ConditionalWeakTable<Compilation, TypeNameResolver>();

        /// <summary>
        /// The runtime's limit for a type's full name (MAX_CLASS_NAME): no longer name can be loaded, so it is not looked
        /// up (Roslyn takes seconds to look up a name of megabytes).
        /// </summary>
        private const int MaxTypeNameLength = 1024;

        private readonly Compilation _compilation;
        private readonly ConcurrentDictionary<string, INamedTypeSymbol?> _cache = new ConcurrentDictionary<string, INamedTypeSymbol?>(StringComparer.Ordinal);
        private readonly ConcurrentDictionary<string, INamedTypeSymbol?> _written = new ConcurrentDictionary<string, INamedTypeSymbol?>(StringComparer.Ordinal);

        private const int RecentSlots = 16;

        // Names resolved lately and their answers, each slot one immutable pair that other threads read and replace whole.
        private readonly Resolved?[] _recent = new Resolved?[RecentSlots];

        public TypeNameResolver(Compilation compilation) => _compilation = compilation;

        /// <summary>One resolver per compilation, shared by every rule, so each name is resolved once.</summary>
        public static TypeNameResolver For(Compilation compilation) => Shared.GetValue(compilation, c => new TypeNameResolver(c));

        public INamedTypeSymbol? Resolve(string? typeName)
        {
            if (typeName is null)
            {
                return null;
            }

            // Rules resolve the same few names for every appender: the name as written finds the symbol without cutting it
            // into parts again. A name too long to load is not kept (hashing it would cost its length on every call).
            if (typeName.Length > MaxTypeNameLength)
            {
                return ResolveParts(typeName);
            }

            // The parse keeps one instance of each value that repeats (a config of 50,000 appenders names one type 50,000
            // times), so a name asked recently is usually the very string asked now: found by reference, not by hashing
            // its characters.
            var slot = RuntimeHelpers.GetHashCode(typeName) & (RecentSlots - 1);
            var recent = Volatile.Read(ref _recent[slot]);
            if (recent != null && ReferenceEquals(recent.Name, typeName))
            {
                return recent.Type;
            }

            if (!_written.TryGetValue(typeName, out var type))
            {
                type = ResolveParts(typeName);
                _written.TryAdd(typeName, type);
            }

            Volatile.Write(ref _recent[slot], new Resolved(typeName, type));
            return type;
        }

        private INamedTypeSymbol? ResolveParts(string typeName)
        {
            var metadataName = MetadataName(typeName);
            if (metadataName is null || metadataName.Length > MaxTypeNameLength)
            {
                return null;
            }

            var assembly = AssemblyName(typeName);
            return _cache.GetOrAdd(assembly is null ? metadataName : metadataName + ", " + assembly, _ => Find(metadataName, assembly) ?? FindIgnoringCase(metadataName));
        }

        /// <summary>
        /// The type with this exact name. When several referenced assemblies define it (an ILMerged copy of log4net),
        /// the one the type name's assembly part names wins, then log4net's own, as log4net searches its own
        /// assembly first.
        /// </summary>
        private INamedTypeSymbol? Find(string metadataName, string? assembly)
        {
#pragma warning disable RS0030 // A name written in a config can only be resolved by name.
            var candidates = _compilation.GetTypesByMetadataName(metadataName);
#pragma warning restore RS0030
            return candidates.FirstOrDefault(t => assembly != null && SameName(t.ContainingAssembly.Identity.Name, assembly))
                ?? candidates.FirstOrDefault(t => t.ContainingAssembly.Identity.Name == "log4net")
                ?? candidates.FirstOrDefault();
        }

        private INamedTypeSymbol? FindIgnoringCase(string metadataName)
        {
            var nesting = metadataName.Split('+');
            var outer = nesting[0];
            var dot = outer.LastIndexOf('.');
            var simpleName = outer.Substring(dot + 1);
            IEnumerable<INamespaceSymbol> namespaces = new[] { _compilation.GlobalNamespace };
            if (dot > 0)
            {
                foreach (var segment in outer.Substring(0, dot).Split('.'))
                {
                    namespaces = namespaces.SelectMany(n => n.GetNamespaceMembers()).Where(n => SameName(n.Name, segment)).ToList();
                }
            }

            var types = namespaces.SelectMany(n => n.GetTypeMembers()).Where(t => SameName(t.MetadataName, simpleName));
            foreach (var nested in nesting.Skip(1))
            {
                types = types.SelectMany(t => t.GetTypeMembers()).Where(t => SameName(t.MetadataName, nested));
            }

            return types.FirstOrDefault();
        }

        private static bool SameName(string a, string b) => string.Equals(a, b, StringComparison.OrdinalIgnoreCase);

        /// <summary>The type's full metadata name without the assembly part and spaces.</summary>
        public static string? MetadataName(string? typeName)
        {
            if (string.IsNullOrWhiteSpace(typeName))
            {
                return null;
            }

            // log4net tolerates white space before the type name and around the assembly name, not after the type name.
            var name = typeName!.Substring(0, AssemblySeparator(typeName)).TrimStart();
            return name.Length == 0 ? null : name;
        }

        /// <summary>The type name written without the white space after the type name that stops log4net loading it.</summary>
        public static string? WithoutTrailingWhiteSpace(string? typeName)
        {
            if (string.IsNullOrWhiteSpace(typeName))
            {
                return null;
            }

            var separator = AssemblySeparator(typeName!);
            var type = typeName!.Substring(0, separator).Trim();
            return separator >= typeName.Length ? type : type + ", " + typeName.Substring(separator + 1).Trim();
        }

        /// <summary>The simple name of the assembly a type name is qualified with, if any.</summary>
        public static string? AssemblyName(string? typeName)
        {
            if (string.IsNullOrWhiteSpace(typeName))
            {
                return null;
            }

            var separator = AssemblySeparator(typeName!);
            if (separator >= typeName!.Length)
            {
                return null;
            }

            var rest = typeName.Substring(separator + 1);
            var comma = rest.IndexOf(',');
            var name = (comma < 0 ? rest : rest.Substring(0, comma)).Trim();
            return name.Length == 0 ? null : name;
        }

        private static int AssemblySeparator(string typeName)
        {
            var depth = 0;
            var end = typeName.Length;
            for (var i = 0; i < typeName.Length; i++)
            {
                var c = typeName[i];
                if (c == '[')
                {
                    depth++;
                }
                else if (c == ']')
                {
                    depth--;
                }
                else if (c == ',' && depth == 0)
                {
                    end = i;
                    break;
                }
            }

            return end;
        }

        private sealed class Resolved
        {
            public Resolved(string name, INamedTypeSymbol? type)
            {
                Name = name;
                Type = type;
            }

            public string Name { get; }

            public INamedTypeSymbol? Type { get; }
        }
    }
}
