using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Text.Json;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// Whether <c>dotnet restore</c> would find nothing to do, told without starting it (a restore process costs seconds
    /// even when it writes nothing). NuGet's own no-op check compares a hash of every restore input, which only an MSBuild
    /// evaluation can compute; this check asks for more instead: for the project and every project it references (as the
    /// last restore recorded them in obj/project.assets.json), a successful restore (obj/project.nuget.cache) newer than
    /// the project file, its packages.lock.json, the NuGet configs that restore read, every Directory.Build.props/.targets,
    /// Directory.Packages.props, global.json and NuGet.config above it, and the installed SDKs; and every package it
    /// expects still in the package folder. A project or one of those files that imports another file (an &lt;Import&gt;
    /// or an &lt;Sdk&gt; element) is always restored: what the import brings cannot be dated without evaluating it.
    /// Anything else (no obj folder where the default puts it, a file it cannot read) means restore.
    /// </summary>
    internal static class RestoreState
    {
        private static readonly string[] InheritedInputs =
        {
            "Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props", "global.json", "NuGet.config", "nuget.config", "NuGet.Config",
        };

        public static bool IsUpToDate(IEnumerable<string> projectPaths)
        {
            var sdks = SdkFolderTime();
            return sdks is not null && Walk(projectPaths, project => UpToDateReferences(project, sdks.Value));
        }

        /// <summary>
        /// After <c>dotnet restore</c> of these projects, started at <paramref name="started"/>, succeeded: records it for
        /// every project restored with them (see <see cref="RestoreStamps"/>).
        /// </summary>
        public static void RecordRestore(IEnumerable<string> projectPaths, DateTime started) =>
            Walk(projectPaths, project =>
            {
                if (RestoreOutputs.Of(project) is not { } outputs || ReadAssets(AssetsPath(project), project).References is not { } references)
                {
                    return null;
                }

                RestoreStamps.Record(project, outputs, started);
                return references;
            });

        /// <summary>
        /// Visits the projects and every project they reference (as <paramref name="visit"/> returns them), once each; false
        /// as soon as a visit returns null, or when there was nothing to visit.
        /// </summary>
        private static bool Walk(IEnumerable<string> projectPaths, Func<string, IReadOnlyList<string>?> visit)
        {
            var pending = new Stack<string>(projectPaths.Select(Path.GetFullPath));
            var seen = new HashSet<string>(PathComparer.Instance);
            while (pending.Count > 0)
            {
                var project = pending.Pop();
                if (!seen.Add(project))
                {
                    continue;
                }

                IReadOnlyList<string>? references;
                try
                {
                    references = visit(project);
                }
                catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or JsonException or InvalidOperationException or KeyNotFoundException)
                {
                    references = null;
                }

                if (references is null)
                {
                    return false;
                }

                foreach (var reference in references)
                {
                    pending.Push(reference);
                }
            }

            return seen.Count > 0;
        }

        /// <summary>The projects this one references, when its restore is up to date; null when it needs a restore.</summary>
        private static IReadOnlyList<string>? UpToDateReferences(string project, DateTime sdks)
        {
            var directory = Path.GetDirectoryName(project)!;
            if (!File.Exists(project) || RestoreOutputs.Of(project) is not { } outputs
                || !SucceededWithEveryPackage(Path.Combine(directory, "obj", "project.nuget.cache"), project))
            {
                return null;
            }

            var (configs, references) = ReadAssets(AssetsPath(project), project);
            if (configs is null || references is null)
            {
                return null;
            }

            var restored = RestoreStamps.Started(project, outputs) is { } started && started > outputs.Oldest ? started : outputs.Oldest;
            var inputs = configs.Append(project).Append(Path.Combine(directory, "packages.lock.json")).Concat(Inherited(directory)).Where(File.Exists).ToList();
            return sdks > restored || inputs.Any(input => File.GetLastWriteTimeUtc(input) > restored || ImportsOtherFiles(input)) ? null : references;
        }

        private static string AssetsPath(string project) => Path.Combine(Path.GetDirectoryName(project)!, "obj", "project.assets.json");

        /// <summary>project.nuget.cache of a successful restore of this project, whose every expected package is still there.</summary>
        private static bool SucceededWithEveryPackage(string cachePath, string project)
        {
            using var cache = JsonDocument.Parse(File.ReadAllBytes(cachePath));
            var root = cache.RootElement;
            return root.TryGetProperty("success", out var success) && success.ValueKind == JsonValueKind.True
                && root.TryGetProperty("projectFilePath", out var path) && PathComparer.Same(path.GetString() ?? string.Empty, project)
                && root.TryGetProperty("expectedPackageFiles", out var packages) && packages.ValueKind == JsonValueKind.Array
                && packages.EnumerateArray().All(p => p.GetString() is { } file && File.Exists(file));
        }

        /// <summary>The NuGet configs the restore read and the projects it found referenced, from project.assets.json.</summary>
        private static (IReadOnlyList<string>? Configs, IReadOnlyList<string>? References) ReadAssets(string assetsPath, string project)
        {
            using var assets = JsonDocument.Parse(File.ReadAllBytes(assetsPath));
            if (!assets.RootElement.TryGetProperty("project", out var spec) || !spec.TryGetProperty("restore", out var restore)
                || !restore.TryGetProperty("projectPath", out var path) || !PathComparer.Same(path.GetString() ?? string.Empty, project))
            {
                return (null, null);
            }

            var configs = restore.TryGetProperty("configFilePaths", out var files)
                ? files.EnumerateArray().Select(f => f.GetString()).OfType<string>().ToList()
                : new List<string>();
            var references = new List<string>();
            if (restore.TryGetProperty("frameworks", out var frameworks))
            {
                foreach (var framework in frameworks.EnumerateObject())
                {
                    if (framework.Value.TryGetProperty("projectReferences", out var projectReferences))
                    {
                        references.AddRange(projectReferences.EnumerateObject()
                            .Select(r => r.Value.TryGetProperty("projectPath", out var p) ? p.GetString() : r.Name)
                            .OfType<string>());
                    }
                }
            }

            return (configs, references);
        }

        /// <summary>
        /// An MSBuild file with an &lt;Import&gt; or &lt;Sdk&gt; element: the file it brings in may change what is restored
        /// (a PackageReference, a version) without any file this check dates changing. A text search, not an evaluation:
        /// a commented-out import also counts, which costs only a restore.
        /// </summary>
        private static bool ImportsOtherFiles(string path)
        {
            if (!path.EndsWith("proj", StringComparison.OrdinalIgnoreCase) && !path.EndsWith(".props", StringComparison.OrdinalIgnoreCase)
                && !path.EndsWith(".targets", StringComparison.OrdinalIgnoreCase))
            {
                return false;
            }

            var text = File.ReadAllText(path);
            return text.Contains("<Import", StringComparison.OrdinalIgnoreCase) || text.Contains("<Sdk", StringComparison.OrdinalIgnoreCase);
        }

        /// <summary>The files MSBuild imports by convention from the project's folder and every folder above it.</summary>
        private static IEnumerable<string> Inherited(string directory)
        {
            for (var current = new DirectoryInfo(directory); current != null; current = current.Parent)
            {
                foreach (var name in InheritedInputs)
                {
                    yield return Path.Combine(current.FullName, name);
                }
            }
        }

        /// <summary>
        /// When an SDK was last installed or removed (the time of the dotnet root's sdk folder): a new SDK brings implicit
        /// package versions of its own. Null when that folder is not where this runtime's installation keeps it.
        /// </summary>
        private static DateTime? SdkFolderTime()
        {
            // The runtime folder is <dotnet root>/shared/Microsoft.NETCore.App/<version>/.
            var runtime = new DirectoryInfo(RuntimeEnvironment.GetRuntimeDirectory());
            var root = runtime.Parent?.Parent?.Parent;
            var sdk = root is null ? null : new DirectoryInfo(Path.Combine(root.FullName, "sdk"));
            return sdk is { Exists: true } ? sdk.LastWriteTimeUtc : null;
        }

    }
}
