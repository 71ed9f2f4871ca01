using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Every NLog type and member a rule or fix compares against, resolved once per compilation from the NLog assembly
    /// itself (<see cref="TypeLookup"/>), with the referenced NLog's version and the target type aliases that configs
    /// name (<c>xsi:type="File"</c>), read from the <c>[Target("…")]</c> attributes of the assemblies NLog would find.
    /// <see cref="For"/> returns null when NLog is not referenced, so analyzers register nothing.
    /// </summary>
    public sealed class NLogSymbols
    {
        public const string AssemblyName = "NLog";

        private const string Anchor = "NLog.LogFactory";
        private static readonly ConditionalWeakTable<Compilation, NLogSymbols?> Cache = new ConditionalWeakTable<Compilation, NLogSymbols?>();

        private readonly Compilation _compilation;
        private readonly Lazy<ImmutableDictionary<string, INamedTypeSymbol>> _referencedAliases;
        private readonly Lazy<ImmutableDictionary<string, INamedTypeSymbol>> _sourceAliases;

        private NLogSymbols(Compilation compilation, IAssemblySymbol nlog)
        {
            _compilation = compilation;
            NLogAssembly = nlog;
            (Version, VersionText) = ReadVersion(compilation, nlog);

            Target = Type("NLog.Targets.Target");
            TargetAttribute = Type("NLog.Targets.TargetAttribute");
            FileTarget = Type("NLog.Targets.FileTarget");
            AsyncTargetWrapper = Type("NLog.Targets.Wrappers.AsyncTargetWrapper");
            OverflowAction = Type("NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction");
            AsyncTaskTarget = Type("NLog.Targets.AsyncTaskTarget");
            LoggingConfiguration = Type("NLog.Config.LoggingConfiguration");
            LogLevel = Type("NLog.LogLevel");
            Layout = Type("NLog.Layouts.Layout");
            LevelFields = new[] { "Trace", "Debug", "Info", "Warn", "Error", "Fatal", "Off" }
                .Select(name => LogLevel?.GetMembers(name).OfType<IFieldSymbol>().FirstOrDefault())
                .ToImmutableArray();
            RuleBuilder = Type("NLog.Config.ISetupConfigurationLoggingRuleBuilder");
            LoggingRule = Type("NLog.Config.LoggingRule");

            // NLog 6 moved these to packages of their own (NLog.Targets.Network, NLog.Database, …); NLog 4 and 5 ship them.
            NetworkTargets = new[]
            {
                ("NLog.Targets.NetworkTarget", "NLog.Targets.Network"),
                ("NLog.Targets.DatabaseTarget", "NLog.Database"),
                ("NLog.Targets.MailTarget", "NLog.Targets.Mail"),
                ("NLog.Targets.WebServiceTarget", "NLog.Targets.WebService"),
            }.Select(t => TypeLookup.In(TypeLookup.LibraryAssembly(compilation, t.Item1, t.Item2), t.Item1)).OfType<INamedTypeSymbol>().ToImmutableArray();

            KeepFileOpen = Property(FileTarget, "KeepFileOpen");
            QueueLimit = Property(AsyncTargetWrapper, "QueueLimit");
            OverflowActionProperty = Property(AsyncTargetWrapper, "OverflowAction");
            AddRule = Methods(LoggingConfiguration, "AddRule");
            AddRuleForAllLevels = Methods(LoggingConfiguration, "AddRuleForAllLevels");
            AddRuleForOneLevel = Methods(LoggingConfiguration, "AddRuleForOneLevel");

            var setup = Type("NLog.SetupLoadConfigurationExtensions");
            WriteTo = Methods(setup, "WriteTo");
            WriteToFile = Methods(setup, "WriteToFile");
            WithAsync = Methods(setup, "WithAsync");
            WithWrapper = Methods(setup, "WithWrapper");
            ForLogger = Methods(setup, "ForLogger");
            FilterMinLevel = Methods(setup, "FilterMinLevel");
            FilterMaxLevel = Methods(setup, "FilterMaxLevel");
            FilterLevel = Methods(setup, "FilterLevel");
            FilterLevels = Methods(setup, "FilterLevels");

            _referencedAliases = new Lazy<ImmutableDictionary<string, INamedTypeSymbol>>(ReferencedAliases, LazyThreadSafetyMode.ExecutionAndPublication);
            _sourceAliases = new Lazy<ImmutableDictionary<string, INamedTypeSymbol>>(
                () => Aliases(new[] { compilation.Assembly }), LazyThreadSafetyMode.ExecutionAndPublication);

            INamedTypeSymbol? Type(string name) => TypeLookup.In(nlog, name);
        }

        public IAssemblySymbol NLogAssembly { get; }

        /// <summary>The referenced NLog's version (from its informational or file version; the assembly version says only the major).</summary>
        public Version Version { get; }

        /// <summary>How messages name the version, e.g. "4.7.13".</summary>
        public string VersionText { get; }

        public INamedTypeSymbol? Target { get; }

        public INamedTypeSymbol? TargetAttribute { get; }

        public INamedTypeSymbol? FileTarget { get; }

        public INamedTypeSymbol? AsyncTargetWrapper { get; }

        /// <summary>AsyncTargetWrapperOverflowAction (Grow, Discard, Block).</summary>
        public INamedTypeSymbol? OverflowAction { get; }

        /// <summary>Targets that write on their own background task: NLog never wraps them in an AsyncWrapper.</summary>
        public INamedTypeSymbol? AsyncTaskTarget { get; }

        public INamedTypeSymbol? LoggingConfiguration { get; }

        public INamedTypeSymbol? LogLevel { get; }

        /// <summary>LogLevel.Trace … LogLevel.Fatal and LogLevel.Off, in NLogLevel's ordinal order (null where absent).</summary>
        public ImmutableArray<IFieldSymbol?> LevelFields { get; }

        public INamedTypeSymbol? Layout { get; }

        /// <summary>ISetupConfigurationLoggingRuleBuilder (NLog 5+): what ForLogger and the Filter… methods return.</summary>
        public INamedTypeSymbol? RuleBuilder { get; }

        public INamedTypeSymbol? LoggingRule { get; }

        /// <summary>NetworkTarget, DatabaseTarget, MailTarget and WebServiceTarget, wherever the compilation finds them.</summary>
        public ImmutableArray<INamedTypeSymbol> NetworkTargets { get; }

        public IPropertySymbol? KeepFileOpen { get; }

        public IPropertySymbol? QueueLimit { get; }

        public IPropertySymbol? OverflowActionProperty { get; }

        /// <summary>LoggingConfiguration.AddRule overloads (minLevel, maxLevel, target).</summary>
        public ImmutableArray<IMethodSymbol> AddRule { get; }

        public ImmutableArray<IMethodSymbol> AddRuleForAllLevels { get; }

        public ImmutableArray<IMethodSymbol> AddRuleForOneLevel { get; }

        public ImmutableArray<IMethodSymbol> WriteTo { get; }

        public ImmutableArray<IMethodSymbol> WriteToFile { get; }

        public ImmutableArray<IMethodSymbol> WithAsync { get; }

        public ImmutableArray<IMethodSymbol> WithWrapper { get; }

        public ImmutableArray<IMethodSymbol> ForLogger { get; }

        public ImmutableArray<IMethodSymbol> FilterMinLevel { get; }

        public ImmutableArray<IMethodSymbol> FilterMaxLevel { get; }

        public ImmutableArray<IMethodSymbol> FilterLevel { get; }

        public ImmutableArray<IMethodSymbol> FilterLevels { get; }

        /// <summary>True when FileTarget.KeepFileOpen defaults to false: before NLog 5.0.</summary>
        public bool KeepFileOpenDefaultsToFalse => Version.Major < 5;

        /// <summary>The known types of a compilation, or null when it does not reference NLog; computed once per compilation.</summary>
        public static NLogSymbols? For(Compilation compilation) =>
            Cache.GetValue(compilation, c => TypeLookup.LibraryAssembly(c, Anchor, AssemblyName) is { } nlog ? new NLogSymbols(c, nlog) : null);

        /// <summary>
        /// The target type a config's alias names (ignoring case and dashes, as NLog's factory does), among the targets
        /// of NLog and of the referenced assemblies that build on it; then among the compilation's own target types,
        /// which code can register.
        /// </summary>
        public INamedTypeSymbol? TargetForAlias(string alias)
        {
            var key = NormalizeAlias(alias);
            return _referencedAliases.Value.TryGetValue(key, out var type) || _sourceAliases.Value.TryGetValue(key, out type) ? type : null;
        }

        /// <summary>Every alias NLog and the referenced extensions register (for suggestions).</summary>
        public IEnumerable<string> KnownAliases =>
            _referencedAliases.Value.Values.Concat(_sourceAliases.Value.Values).SelectMany(AliasesOf).Distinct(StringComparer.OrdinalIgnoreCase);

        public bool IsNetworkTarget(ITypeSymbol? type) => NetworkTargets.Any(type.IsOrDerivesFrom);

        /// <summary>A target that does I/O on the caller's thread unless wrapped: a file, network, database, mail or web-service target.</summary>
        public bool IsBlockingIoTarget(ITypeSymbol? type) =>
            (type.IsOrDerivesFrom(FileTarget) || IsNetworkTarget(type)) && !type.IsOrDerivesFrom(AsyncTaskTarget);

        public bool IsAsyncWrapper(ITypeSymbol? type) => type.IsOrDerivesFrom(AsyncTargetWrapper);


        /// <summary>NLog's factory key for an alias: dashes removed (before any comma), compared ignoring case.</summary>
        public static string NormalizeAlias(string alias)
        {
            var comma = alias.IndexOf(',');
            var name = comma < 0 ? alias : alias.Substring(0, comma);
            return name.Replace("-", string.Empty).Trim().ToUpperInvariant();
        }

        private ImmutableDictionary<string, INamedTypeSymbol> ReferencedAliases()
        {
            var assemblies = new List<IAssemblySymbol> { NLogAssembly };
            foreach (var assembly in _compilation.SourceModule.ReferencedAssemblySymbols)
            {
                if (!SymbolEqualityComparer.Default.Equals(assembly, NLogAssembly)
                    && assembly.Modules.Any(m => m.ReferencedAssemblies.Any(r => r.Name == AssemblyName)))
                {
                    assemblies.Add(assembly);
                }
            }

            return Aliases(assemblies);
        }

        /// <summary>Types with a [Target("alias")] attribute in these assemblies (namespaces walked without recursion).</summary>
        private ImmutableDictionary<string, INamedTypeSymbol> Aliases(IEnumerable<IAssemblySymbol> assemblies)
        {
            var aliases = ImmutableDictionary.CreateBuilder<string, INamedTypeSymbol>(StringComparer.Ordinal);
            if (TargetAttribute is null)
            {
                return aliases.ToImmutable();
            }

            foreach (var assembly in assemblies)
            {
                var pending = new Stack<INamespaceSymbol>();
                pending.Push(assembly.GlobalNamespace);
                while (pending.Count > 0)
                {
                    var ns = pending.Pop();
                    foreach (var inner in ns.GetNamespaceMembers())
                    {
                        pending.Push(inner);
                    }

                    foreach (var type in ns.GetTypeMembers())
                    {
                        if (type.IsAbstract || type.DeclaredAccessibility != Accessibility.Public && !SymbolEqualityComparer.Default.Equals(assembly, _compilation.Assembly))
                        {
                            continue;
                        }

                        foreach (var alias in AliasesOf(type))
                        {
                            aliases[NormalizeAlias(alias)] = type;
                        }
                    }
                }
            }

            return aliases.ToImmutable();
        }

        private IEnumerable<string> AliasesOf(INamedTypeSymbol type) =>
            type.GetAttributes()
                .Where(a => a.AttributeClass.IsOrDerivesFrom(TargetAttribute) && a.ConstructorArguments.Length > 0)
                .Select(a => a.ConstructorArguments[0].Value as string)
                .OfType<string>();

        private static (Version, string) ReadVersion(Compilation compilation, IAssemblySymbol nlog)
        {
            var informational = TypeLookup.Framework(compilation, "System.Reflection.AssemblyInformationalVersionAttribute");
            var file = TypeLookup.Framework(compilation, "System.Reflection.AssemblyFileVersionAttribute");
            foreach (var attributeType in new[] { informational, file })
            {
                var text = nlog.GetAttributes()
                    .FirstOrDefault(a => attributeType != null && SymbolEqualityComparer.Default.Equals(a.AttributeClass, attributeType))?
                    .ConstructorArguments.FirstOrDefault().Value as string;
                var core = text?.Split('+', '-', ' ')[0];
                if (core != null && System.Version.TryParse(core, out var parsed) && parsed.Major == nlog.Identity.Version.Major)
                {
                    var shown = parsed.Build >= 0 ? new Version(parsed.Major, parsed.Minor, parsed.Build) : parsed;
                    return (shown, shown.ToString());
                }
            }

            var identity = nlog.Identity.Version;
            return (identity, identity.Major.ToString(CultureInfo.InvariantCulture) + ".x");
        }

        private static IPropertySymbol? Property(INamedTypeSymbol? type, string name)
        {
            for (var current = type; current != null; current = current.BaseType)
            {
                if (current.GetMembers(name).OfType<IPropertySymbol>().FirstOrDefault() is { } property)
                {
                    return property;
                }
            }

            return null;
        }

        private static ImmutableArray<IMethodSymbol> Methods(INamedTypeSymbol? type, params string[] names) => KnownMembers.Methods(type, names);
    }
}
