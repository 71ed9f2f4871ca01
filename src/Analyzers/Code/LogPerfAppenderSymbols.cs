using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// LogPerf's bundled appenders, when the compilation references the LogPerf.Appenders assembly. Fixes that write
    /// one of these types are offered only then: without the assembly the fixed configuration would not load.
    /// </summary>
    public sealed class LogPerfAppenderSymbols
    {
        public const string AssemblyName = "LogPerf.Appenders";
        public const string PackageName = "LogPerf.Appenders";

        internal LogPerfAppenderSymbols(Compilation compilation)
        {
            var assembly = TypeLookup.LibraryAssembly(compilation, "LogPerf.Appenders.AsyncAppenderSkeleton", AssemblyName);
            AsyncAppenderSkeleton = TypeLookup.In(assembly, "LogPerf.Appenders.AsyncAppenderSkeleton");
            AsyncForwardingAppender = TypeLookup.In(assembly, "LogPerf.Appenders.AsyncForwardingAppender");
            AsyncRemoteSyslogAppender = TypeLookup.In(assembly, "LogPerf.Appenders.AsyncRemoteSyslogAppender");
            MemoryMappedFileAppender = TypeLookup.In(assembly, "LogPerf.Appenders.MemoryMappedFileAppender");
        }

        /// <summary>True when the compilation references LogPerf.Appenders.</summary>
        public bool IsReferenced => AsyncAppenderSkeleton != null;

        public INamedTypeSymbol? AsyncAppenderSkeleton { get; }

        public INamedTypeSymbol? AsyncForwardingAppender { get; }

        public INamedTypeSymbol? AsyncRemoteSyslogAppender { get; }

        public INamedTypeSymbol? MemoryMappedFileAppender { get; }
    }
}
