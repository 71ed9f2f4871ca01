using System;
using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Shared.Metadata;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules.LP0015ConfigNeverLoaded
{
    /// <summary>
    /// Whether an assembly the compilation references may load a log4net configuration for it — a shared logging library
    /// that configures log4net for the applications that use it (<see cref="Log4NetLoaderMetadata"/>): read from the
    /// references' metadata tables; a project reference's source is searched instead. Under dotnet build a project
    /// reference reaches the compiler as its reference assembly, whose bodies (and so the calls to XmlConfigurator) are
    /// gone: LogPerf's props read the implementation beside it and name the projects that load one in the build property
    /// <see cref="LoadedByReferenceProperty"/>.
    /// </summary>
    public static class ReferencedConfigurators
    {
        /// <summary>The referenced projects that load a log4net configuration, as LogPerf's props found them (comma-separated).</summary>
        public const string LoadedByReferenceProperty = "build_property.LogPerfLog4NetLoadedByReference";

        private static readonly string[] SourceLoaders = { "XmlConfigurator", "DOMConfigurator" };

        private static readonly HashSet<string> CalledLoaders = new HashSet<string>(StringComparer.OrdinalIgnoreCase) { "Microsoft.Extensions.Logging.Log4Net.AspNetCore" };

        public static bool Any(Compilation compilation, AnalyzerOptions options)
        {
            if (options.AnalyzerConfigOptionsProvider.GlobalOptions.TryGetValue(LoadedByReferenceProperty, out var loaders) && !string.IsNullOrWhiteSpace(loaders))
            {
                return true;
            }

            foreach (var reference in compilation.ExternalReferences)
            {
                switch (reference)
                {
                    case CompilationReference project when project.Compilation.AssemblyName is { } name && !CalledLoaders.Contains(name):
                        if (SourceWords.Scan(project.Compilation, SourceLoaders, default).ContainsAny(SourceLoaders))
                        {
                            return true;
                        }

                        break;
                    case PortableExecutableReference file when RefersToLoader(file):
                        return true;
                }
            }

            return false;
        }

        private static bool RefersToLoader(PortableExecutableReference file)
        {
            try
            {
                return file.GetMetadata() is AssemblyMetadata assembly && assembly.GetModules() is { Length: > 0 } modules
                    && Log4NetLoaderMetadata.RefersToLoader(modules[0].GetMetadataReader());
            }
            catch (Exception e) when (e is BadImageFormatException or System.IO.IOException)
            {
                // The compiler reports a reference it cannot read; it configures nothing that can be seen here.
                return false;
            }
        }
    }
}
