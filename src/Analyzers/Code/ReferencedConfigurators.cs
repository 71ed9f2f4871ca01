using System;
using System.Collections.Generic;
using System.Reflection.Metadata;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// Whether an assembly the compilation references, other than log4net, may load a log4net configuration for it: one
    /// that refers to XmlConfigurator (or its attribute, or 1.2's DOMConfigurator) in its metadata — a shared logging library
    /// that configures log4net for the applications that use it. Read from the references' metadata tables (type
    /// references), only of the assemblies that reference log4net at all; a project reference's source is searched instead.
    /// Assemblies whose loader is a method the application must call (Microsoft.Extensions.Logging.Log4Net.AspNetCore's
    /// AddLog4Net) do not count: the call is looked for in the source.
    /// </summary>
    public static class ReferencedConfigurators
    {
        private static readonly HashSet<string> LoaderTypes = new HashSet<string>(StringComparer.Ordinal) { "XmlConfigurator", "XmlConfiguratorAttribute", "DOMConfigurator" };

        private static readonly HashSet<string> CalledLoaders = new HashSet<string>(StringComparer.OrdinalIgnoreCase) { "Microsoft.Extensions.Logging.Log4Net.AspNetCore" };

        public static bool Any(Compilation compilation)
        {
            foreach (var reference in compilation.ExternalReferences)
            {
                switch (reference)
                {
                    case CompilationReference project when project.Compilation.AssemblyName is { } name && !CalledLoaders.Contains(name):
                        if (SourceWords.Scan(project.Compilation, new[] { "XmlConfigurator", "DOMConfigurator" }, default).ContainsAny(new[] { "XmlConfigurator", "DOMConfigurator" }))
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
                if (file.GetMetadata() is not AssemblyMetadata assembly || assembly.GetModules() is not { Length: > 0 } modules)
                {
                    return false;
                }

                var reader = modules[0].GetMetadataReader();
                if (!reader.IsAssembly || CalledLoaders.Contains(reader.GetString(reader.GetAssemblyDefinition().Name))
                    || reader.GetString(reader.GetAssemblyDefinition().Name) == Log4NetSymbols.AssemblyName)
                {
                    return false;
                }

                var referencesLog4Net = false;
                foreach (var handle in reader.AssemblyReferences)
                {
                    if (reader.GetString(reader.GetAssemblyReference(handle).Name) == Log4NetSymbols.AssemblyName)
                    {
                        referencesLog4Net = true;
                        break;
                    }
                }

                if (!referencesLog4Net)
                {
                    return false;
                }

                foreach (var handle in reader.TypeReferences)
                {
                    var type = reader.GetTypeReference(handle);
                    if (LoaderTypes.Contains(reader.GetString(type.Name)) && reader.GetString(type.Namespace) == "log4net.Config")
                    {
                        return true;
                    }
                }
            }
            catch (Exception e) when (e is BadImageFormatException or System.IO.IOException)
            {
                // The compiler reports a reference it cannot read; it configures nothing that can be seen here.
            }

            return false;
        }
    }
}
