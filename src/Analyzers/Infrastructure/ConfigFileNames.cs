using System;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// The file name of an additional file's path, read as text: Path.GetFileName throws on characters some platforms call
    /// invalid (on .NET Framework, where IDEs run analyzers), and a path is only ever compared here, never opened.
    /// </summary>
    public static class ConfigFileNames
    {
        public static string Of(string? path)
        {
            if (string.IsNullOrEmpty(path))
            {
                return string.Empty;
            }

            var separator = Math.Max(path!.LastIndexOf('/'), path.LastIndexOf('\\'));
            return path.Substring(separator + 1);
        }

        public static bool IsWebConfig(string? path) => Of(path).Equals("web.config", StringComparison.OrdinalIgnoreCase);
    }
}
