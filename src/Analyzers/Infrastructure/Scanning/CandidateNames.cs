using System;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// The member names the rules look for in C#, in one table: <see cref="TreeCandidates"/> finds invocations and
    /// assignments of these by scanning the source text instead of walking every node. A rule asking for a name not
    /// listed here still gets it, from a walk of the tree.
    /// </summary>
    public static class CandidateNames
    {
        /// <summary>
        /// Invoked names: ILog's level methods, XmlConfigurator's, NLog's rule and async builders, and the calls that load a
        /// config file or start NLog (LP0101), and NLog's SetMinimumLogLevel (LP0205).
        /// </summary>
        public static readonly ImmutableHashSet<string> Invoked = ImmutableHashSet.Create(
            StringComparer.Ordinal,
            "Debug", "Info", "Warn", "Error", "Fatal",
            "Configure", "ConfigureAndWatch",
            "AddRule", "AddRuleForAllLevels", "AddRuleForOneLevel", "WriteTo", "WriteToFile", "WithAsync",
            "AddLog4Net", "LoadConfigurationFromFile", "LoadConfiguration", "ConfigureNLog", "AddNLog", "UseNLog", "GetCurrentClassLogger", "GetLogger",
            "SetMinimumLogLevel");

        /// <summary>
        /// Assigned names: PatternLayout.ConversionPattern, NLog's FileTarget.KeepFileOpen; LogLog.InternalDebugging, NLog's
        /// ThrowExceptions and InternalLogger.LogLevel (diagnostics left on).
        /// </summary>
        public static readonly ImmutableHashSet<string> Assigned = ImmutableHashSet.Create(
            StringComparer.Ordinal, "ConversionPattern", "KeepFileOpen", "InternalDebugging", "ThrowExceptions", "LogLevel");

        /// <summary>The names of the attribute that marks generated declarations.</summary>
        public static readonly ImmutableHashSet<string> GeneratedCode = ImmutableHashSet.Create(StringComparer.Ordinal, "GeneratedCode", "GeneratedCodeAttribute");
    }
}
