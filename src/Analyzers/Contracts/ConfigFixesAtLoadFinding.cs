using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>LP0101's contract: the path of the config file the flagged call loads (its fix applies that file's fixes).</summary>
    public static class ConfigFixesAtLoadFinding
    {
        private const string ConfigPathKey = "ConfigPath";

        public static FixData Write(string configPath) => default(FixData).With(ConfigPathKey, configPath);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out string? configPath)
        {
            configPath = new FixDataReader(diagnostic).Value(ConfigPathKey) is { Length: > 0 } path ? path : null;
            return configPath != null;
        }
    }
}
