using System;
using System.Collections.Immutable;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Resolves a target's type as NLog's LoggingConfigurationParser does: an alias registered by a [Target] attribute
    /// (ignoring case and dashes), or "Namespace.Type, Assembly", whose assembly NLog loads. Cached per compilation
    /// by <see cref="NLogSymbols"/> (aliases) and <see cref="TypeNameResolver"/> (full names).
    /// </summary>
    public sealed class NLogTypeResolver
    {
        private static readonly ConditionalWeakTable<NLogSymbols, NLogTypeResolver> Cache = new ConditionalWeakTable<NLogSymbols, NLogTypeResolver>();

        private readonly NLogSymbols _symbols;
        private readonly TypeNameResolver _fullNames;
        private readonly ImmutableHashSet<string> _knownAssemblies;

        private NLogTypeResolver(Compilation compilation, NLogSymbols symbols)
        {
            _symbols = symbols;
            _fullNames = new TypeNameResolver(compilation);
            _knownAssemblies = compilation.ReferencedAssemblyNames.Select(a => a.Name)
                .Append(compilation.AssemblyName ?? string.Empty)
                .ToImmutableHashSet(StringComparer.OrdinalIgnoreCase);
        }

        public NLogSymbols Symbols => _symbols;

        /// <summary>The resolver of a compilation, shared by every rule (its caches and the graphs built on it with it).</summary>
        public static NLogTypeResolver For(Compilation compilation, NLogSymbols symbols) =>
            Cache.GetValue(symbols, s => new NLogTypeResolver(compilation, s));

        public NLogTargetType Resolve(string? typeName, NLogSection section)
        {
            if (typeName is null || typeName.Trim().Length == 0)
            {
                return new NLogTargetType(null, isCheckable: true);
            }

            if (typeName.IndexOf("${", StringComparison.Ordinal) >= 0)
            {
                return new NLogTargetType(null, isCheckable: false);
            }

            var comma = typeName.IndexOf(',');
            var alias = (comma < 0 ? typeName : typeName.Substring(0, comma)).Trim();
            if (_symbols.TargetForAlias(alias) is { } aliased)
            {
                return new NLogTargetType(aliased, isCheckable: true);
            }

            if (comma >= 0)
            {
                var assembly = TypeNameResolver.AssemblyName(typeName);
                var resolved = _fullNames.Resolve(typeName);
                return new NLogTargetType(resolved, isCheckable: assembly != null && _knownAssemblies.Contains(assembly));
            }

            return new NLogTargetType(null, isCheckable: ExtensionsAreKnown(section, alias));
        }

        /// <summary>Extensions named by assembly are searched when referenced; files, single types and prefixes are not.</summary>
        private bool ExtensionsAreKnown(NLogSection section, string alias) =>
            section.Extensions.All(e =>
                !e.IsFileOrType
                && (!e.HasPrefix || alias.IndexOf('.') < 0)
                && (e.Assembly is null || _knownAssemblies.Contains(e.Assembly.Trim())));
    }
}
