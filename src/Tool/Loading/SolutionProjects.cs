using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.VisualStudio.SolutionPersistence.Serializer;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// The project files a solution lists. MSBuildWorkspace also loads projects that they reference from outside
    /// the solution; those are compiled but neither checked nor fixed.
    /// </summary>
    internal static class SolutionProjects
    {
        public static async Task<IReadOnlySet<string>> ReadAsync(TargetPath solution, CancellationToken cancellationToken)
        {
            var serializer = SolutionSerializers.GetSerializerByMoniker(solution.FullPath)
                ?? throw new LoadFailedException($"{solution.FullPath} is not a solution format the SDK reads.");
            try
            {
                var model = await serializer.OpenAsync(solution.FullPath, cancellationToken).ConfigureAwait(false);
                return model.SolutionProjects
                    .Select(p => Path.GetFullPath(Path.Combine(solution.Directory, p.FilePath.Replace('\\', Path.DirectorySeparatorChar))))
                    .ToHashSet(PathComparer.Instance);
            }
            catch (Exception exception) when (exception is not OperationCanceledException and not LoadFailedException)
            {
                throw new LoadFailedException($"{solution.FullPath} cannot be read: {exception.Message}");
            }
        }
    }
}
