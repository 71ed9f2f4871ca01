using System.Linq;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// LogPerf's bundled appenders, when the compilation references the LogPerf.Appenders assembly. Fixes that write
    /// one of these types are offered only when it is referenced and binds to the compilation's log4net: without the
    /// assembly the fixed configuration would not load, and one built against a newer log4net than the project's
    /// neither compiles (CS1705) nor loads.
    /// </summary>
    public sealed class LogPerfAppenderSymbols
    {
        public const string AssemblyName = Names.LogPerfAppenderTypes.AssemblyName;
        public const string PackageName = "LogPerf.Appenders";

        internal LogPerfAppenderSymbols(Compilation compilation, IAssemblySymbol log4net)
        {
            var assembly = TypeLookup.NamedAssembly(compilation, Names.LogPerfAppenderTypes.AsyncAppenderSkeleton, AssemblyName);
            AsyncAppenderSkeleton = TypeLookup.In(assembly, Names.LogPerfAppenderTypes.AsyncAppenderSkeleton);
            AsyncForwardingAppender = TypeLookup.In(assembly, Names.LogPerfAppenderTypes.AsyncForwardingAppender);
            AsyncRemoteSyslogAppender = TypeLookup.In(assembly, Names.LogPerfAppenderTypes.AsyncRemoteSyslogAppender);
            MemoryMappedFileAppender = TypeLookup.In(assembly, Names.LogPerfAppenderTypes.MemoryMappedFileAppender);
            IsReferenced = assembly != null && AsyncAppenderSkeleton != null && BindsTo(assembly, log4net);
        }

        /// <summary>True when the compilation references a LogPerf.Appenders that binds to its log4net.</summary>
        public bool IsReferenced { get; }

        public INamedTypeSymbol? AsyncAppenderSkeleton { get; }

        public INamedTypeSymbol? AsyncForwardingAppender { get; }

        public INamedTypeSymbol? AsyncRemoteSyslogAppender { get; }

        public INamedTypeSymbol? MemoryMappedFileAppender { get; }

        /// <summary>LogPerf.Appenders asks for no newer log4net than the one the compilation references.</summary>
        private static bool BindsTo(IAssemblySymbol appenders, IAssemblySymbol log4net) =>
            appenders.Modules.SelectMany(m => m.ReferencedAssemblies)
                .Where(r => r.Name == log4net.Identity.Name)
                .All(r => r.Version <= log4net.Identity.Version);
    }
}
