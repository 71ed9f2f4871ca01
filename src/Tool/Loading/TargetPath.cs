using System;
using System.IO;
using System.Linq;

namespace LogPerf.Tool.Loading
{
    /// <summary>The project or solution file a command runs on, found from the PATH argument the way <c>dotnet build</c> finds it.</summary>
    internal sealed class TargetPath
    {
        private static readonly string[] SolutionExtensions = { ".sln", ".slnx" };

        private TargetPath(string fullPath, bool isSolution)
        {
            FullPath = fullPath;
            IsSolution = isSolution;
        }

        public string FullPath { get; }

        public bool IsSolution { get; }

        public string Directory => Path.GetDirectoryName(FullPath)!;

        /// <summary>A file is taken as it is; a folder (the current one by default) must hold one solution, or else one project.</summary>
        public static TargetPath Resolve(string? argument)
        {
            var path = Path.GetFullPath(string.IsNullOrEmpty(argument) ? Environment.CurrentDirectory : argument);
            if (File.Exists(path))
            {
                var extension = Path.GetExtension(path).ToLowerInvariant();
                if (SolutionExtensions.Contains(extension))
                {
                    return new TargetPath(path, isSolution: true);
                }

                if (extension == ".csproj")
                {
                    return new TargetPath(path, isSolution: false);
                }

                throw new LoadFailedException($"{path} is not a C# project (.csproj) or a solution (.sln, .slnx).");
            }

            if (!System.IO.Directory.Exists(path))
            {
                throw new LoadFailedException($"{path} does not exist.");
            }

            var solutions = System.IO.Directory.EnumerateFiles(path).Where(f => SolutionExtensions.Contains(Path.GetExtension(f).ToLowerInvariant())).ToList();
            if (solutions.Count == 1)
            {
                return new TargetPath(solutions[0], isSolution: true);
            }

            if (solutions.Count > 1)
            {
                throw new LoadFailedException($"{path} holds several solutions ({string.Join(", ", solutions.Select(Path.GetFileName))}): name one.");
            }

            var projects = System.IO.Directory.EnumerateFiles(path, "*.csproj").ToList();
            return projects.Count switch
            {
                1 => new TargetPath(projects[0], isSolution: false),
                0 => throw new LoadFailedException($"{path} holds no C# project (.csproj) or solution (.sln, .slnx)."),
                _ => throw new LoadFailedException($"{path} holds several projects ({string.Join(", ", projects.Select(Path.GetFileName))}): name one."),
            };
        }
    }
}
