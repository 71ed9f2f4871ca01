using System;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// The packages that hold target types NLog 6 moved out of NLog.dll, as NLog's own "unknown type-alias" message names
    /// them (FactoryExtensions.CreateInstance, src/NLog/Config/Factory.cs): the alias prefix and the package.
    /// </summary>
    public static class NLogExtensionPackages
    {
        private static readonly (string Prefix, string Package)[] Targets =
        {
            ("database", "NLog.Database"),
            ("network", "NLog.Targets.Network"),
            ("nlogviewer", "NLog.Targets.Network"),
            ("chainsaw", "NLog.Targets.Network"),
            ("syslog", "NLog.Targets.Network"),
            ("gelf", "NLog.Targets.Network"),
            ("webservice", "NLog.Targets.WebService"),
            ("atomfile", "NLog.Targets.AtomicFile"),
            ("atomicfile", "NLog.Targets.AtomicFile"),
            ("gzipfile", "NLog.Targets.GZipFile"),
            ("trace", "NLog.Targets.Trace"),
            ("mailkit", "NLog.MailKit"),
            ("mail", "NLog.Targets.Mail"),
            ("eventlog", "NLog.WindowsEventLog"),
            ("outputdebugstring", "NLog.OutputDebugString"),
            ("performancecounter", "NLog.PerformanceCounter"),
        };

        /// <summary>The package that defines targets with this alias, or null.</summary>
        public static string? For(string alias)
        {
            var normal = alias.Replace("-", string.Empty).Trim();
            foreach (var (prefix, package) in Targets)
            {
                if (normal.StartsWith(prefix, StringComparison.OrdinalIgnoreCase))
                {
                    return package;
                }
            }

            return null;
        }
    }
}
