using System.Linq;
using Microsoft.Build.Locator;

namespace LogPerf.Tool.Loading
{
    /// <summary>Finds the .NET SDK that will load the target (global.json included), or says clearly that there is none.</summary>
    internal static class SdkCheck
    {
        public static string Describe(TargetPath target)
        {
            var instance = MSBuildLocator.QueryVisualStudioInstances(new VisualStudioInstanceQueryOptions
            {
                DiscoveryTypes = DiscoveryType.DotNetSdk,
                WorkingDirectory = target.Directory,
            }).FirstOrDefault();
            return instance is null
                ? throw new LoadFailedException(
                    $"no .NET SDK was found to load {target.FullPath}: install one, or check the version that a global.json above it asks for.")
                : $".NET SDK {instance.Version} ({instance.MSBuildPath})";
        }
    }
}
