using System;
using System.IO;

namespace LogPerf.Tool.Loading
{
    /// <summary>The <c>dotnet</c> executable: the host that runs this tool when it is known, else the one on PATH.</summary>
    internal static class DotnetHost
    {
        public static string Path { get; } = Find();

        private static string Find()
        {
            var fromSdk = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH");
            if (!string.IsNullOrEmpty(fromSdk) && File.Exists(fromSdk))
            {
                return fromSdk;
            }

            var root = Environment.GetEnvironmentVariable("DOTNET_ROOT");
            var name = OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";
            if (!string.IsNullOrEmpty(root) && File.Exists(System.IO.Path.Combine(root, name)))
            {
                return System.IO.Path.Combine(root, name);
            }

            return name;
        }
    }
}
