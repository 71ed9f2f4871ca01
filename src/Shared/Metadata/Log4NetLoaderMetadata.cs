using System;
using System.Reflection.Metadata;

namespace LogPerf.Shared.Metadata
{
    /// <summary>
    /// Whether an assembly may load a log4net configuration for the application that references it (LP0015): an assembly
    /// other than log4net that references log4net and refers, in its type references, to log4net.Config.XmlConfigurator, its
    /// attribute, or 1.2's DOMConfigurator — a shared logging library that configures log4net. Assemblies whose loader is a
    /// method the application must call (Microsoft.Extensions.Logging.Log4Net.AspNetCore's AddLog4Net) do not count: the
    /// call is looked for in the application's source. Only metadata tables are read. Used by the analyzer on the
    /// references the compiler reads, and by the package's build task on the implementation behind a project's reference
    /// assembly (whose bodies, and so these type references, are gone).
    /// </summary>
    internal static class Log4NetLoaderMetadata
    {
        private const string Log4Net = "log4net";

        private const string ConfigNamespace = "log4net.Config";

        private static readonly string[] LoaderTypes = { "XmlConfigurator", "XmlConfiguratorAttribute", "DOMConfigurator" };

        private static readonly string[] CalledLoaders = { "Microsoft.Extensions.Logging.Log4Net.AspNetCore" };

        public static bool RefersToLoader(MetadataReader reader)
        {
            if (!reader.IsAssembly)
            {
                return false;
            }

            var name = reader.GetString(reader.GetAssemblyDefinition().Name);
            if (name == Log4Net || Array.Exists(CalledLoaders, called => string.Equals(called, name, StringComparison.OrdinalIgnoreCase)))
            {
                return false;
            }

            var referencesLog4Net = false;
            foreach (var handle in reader.AssemblyReferences)
            {
                if (reader.StringComparer.Equals(reader.GetAssemblyReference(handle).Name, Log4Net))
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
                if (reader.StringComparer.Equals(type.Namespace, ConfigNamespace) && Array.Exists(LoaderTypes, loader => reader.StringComparer.Equals(type.Name, loader)))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
