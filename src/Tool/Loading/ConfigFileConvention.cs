using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// A project that references the LogPerf package (or its analyzers) gets its config files as AdditionalFiles from
    /// the package's props, and the tool takes them exactly as the build does. A project without LogPerf has none:
    /// the tool then adds the files the package would add (log4net.config, *.log4net.config, App.config, Web.config,
    /// NLog.config, and appsettings*.json files with an "NLog" section, in the project folder), so that it can be
    /// checked before the package is added. A file is opened only once the package's own check finds it readable: a
    /// link to a missing file or a FIFO of such a name is passed over, as the package passes it over.
    /// </summary>
    internal static class ConfigFileConvention
    {
        private const string AnalyzerAssemblyFileName = "LogPerf.Analyzers.dll";

        /// <summary>Matched ignoring case, as the package's props match them (nlog.config, app.config, Log4Net.config, ...).</summary>
        private static readonly string[] ConventionalNames = { "log4net.config", "App.config", "Web.config", "NLog.config" };

        public static bool IsWiredByLogPerf(Project project) =>
            project.AnalyzerReferences.Any(r => string.Equals(Path.GetFileName(r.FullPath), AnalyzerAssemblyFileName, StringComparison.OrdinalIgnoreCase));

        /// <summary>Adds the conventional config files to a project that LogPerf does not wire; returns the files added.</summary>
        public static (Solution Solution, IReadOnlyList<string> Added) AddTo(Solution solution, ProjectId projectId)
        {
            var project = solution.GetProject(projectId)!;
            var directory = Path.GetDirectoryName(project.FilePath);
            if (IsWiredByLogPerf(project) || directory is null || !Directory.Exists(directory))
            {
                return (solution, Array.Empty<string>());
            }

            var present = project.AdditionalDocuments.Select(d => d.FilePath).OfType<string>().ToHashSet(PathComparer.Instance);
            var added = new List<string>();
            foreach (var path in Candidates(directory))
            {
                if (present.Add(path))
                {
                    using var stream = File.OpenRead(path);
                    var text = SourceText.From(stream);
                    solution = solution.AddAdditionalDocument(DocumentId.CreateNewId(projectId), Path.GetFileName(path), text, filePath: path);
                    added.Add(path);
                }
            }

            return (solution, added);
        }

        private static bool IsReadable(string path) => BuildTasks.ReadableFile.Problem(path) is null;

        private static IEnumerable<string> Candidates(string directory)
        {
            var files = Directory.EnumerateFiles(directory).ToList();
            var byName = files.Where(f => ConventionalNames.Contains(Path.GetFileName(f), StringComparer.OrdinalIgnoreCase));
            var suffixed = files.Where(f => Path.GetFileName(f).EndsWith(".log4net.config", StringComparison.OrdinalIgnoreCase));
            var appSettings = files.Where(f => Path.GetFileName(f) is var name && name.StartsWith("appsettings", StringComparison.Ordinal)
                && name.EndsWith(".json", StringComparison.Ordinal) && IsReadable(f) && File.ReadAllText(f).Contains("\"nlog\"", StringComparison.OrdinalIgnoreCase));
            return suffixed.Concat(byName).Where(IsReadable).Concat(appSettings).Distinct(PathComparer.Instance).OrderBy(f => f, StringComparer.Ordinal);
        }
    }
}
