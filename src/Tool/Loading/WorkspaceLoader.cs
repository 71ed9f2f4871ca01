using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.MSBuild;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// Loads a project or a solution with MSBuildWorkspace: a design-time build of each project by the SDK that
    /// <c>dotnet build</c> would use, so the compilation sees what the compiler sees (references, AdditionalFiles added
    /// by targets before CoreCompile, global analyzer configs, NoWarn).
    /// </summary>
    internal sealed class WorkspaceLoader
    {
        private readonly StatusLine _status;

        public WorkspaceLoader(StatusLine status) => _status = status;

        public async Task<LoadedTarget> LoadAsync(MSBuildWorkspace workspace, TargetPath target, bool restore, CancellationToken cancellationToken)
        {
            // Finding the SDK (which names it in the status line, or says clearly that none fits) runs beside the restore and
            // the load: the load finds the SDK by itself, and is waited for only to say why it failed.
            var sdk = Task.Run(() => SdkCheck.Describe(target), cancellationToken);
            var wanted = target.IsSolution
                ? await SolutionProjects.ReadAsync(target, cancellationToken).ConfigureAwait(false)
                : new HashSet<string>(PathComparer.Instance) { target.FullPath };
            if (restore && !RestoreState.IsUpToDate(wanted))
            {
                _status.Show($"Restoring {Path.GetFileName(target.FullPath)}");
                var started = DateTime.UtcNow;
                try
                {
                    await Restorer.RestoreAsync(target, cancellationToken).ConfigureAwait(false);
                }
                catch (LoadFailedException)
                {
                    // A restore that fails for want of an SDK is better explained by the SDK check.
                    await sdk.ConfigureAwait(false);
                    throw;
                }

                RestoreState.RecordRestore(wanted, started);
                PhaseTimes.Mark("restored");
            }
            else
            {
                PhaseTimes.Mark(restore ? "restore up to date" : "restore skipped (--no-restore)");
            }

            var failures = new List<string>();
            workspace.RegisterWorkspaceFailedHandler(e =>
            {
                if (e.Diagnostic.Kind == WorkspaceDiagnosticKind.Failure)
                {
                    lock (failures)
                    {
                        failures.Add(e.Diagnostic.Message);
                    }
                }
            });

            var loaded = 0;
            var progress = new Progress(p =>
            {
                if (p.Operation == ProjectLoadOperation.Resolve)
                {
                    var count = Interlocked.Increment(ref loaded);
                    _status.Show($"Loaded {count} project{(count == 1 ? string.Empty : "s")}: {Path.GetFileName(p.FilePath)}{(p.TargetFramework is null ? string.Empty : $" ({p.TargetFramework})")}");
                }
            });

            Solution solution;
            try
            {
                solution = target.IsSolution
                    ? await workspace.OpenSolutionAsync(target.FullPath, progress, cancellationToken).ConfigureAwait(false)
                    : (await workspace.OpenProjectAsync(target.FullPath, progress, cancellationToken).ConfigureAwait(false)).Solution;
            }
            catch (Exception exception) when (exception is not OperationCanceledException and not LoadFailedException)
            {
                await sdk.ConfigureAwait(false);
                throw new LoadFailedException(Describe(target, failures.Prepend(exception.Message)));
            }

            _status.Show($"Using {await sdk.ConfigureAwait(false)}");
            PhaseTimes.Mark("projects loaded");

            // Only C# projects are checked: a solution's other projects (VB, SQL, …) are neither required nor reported.
            var wantedCSharp = wanted.Where(IsCSharpProject).ToList();
            var projects = solution.Projects
                .Where(p => p.Language == LanguageNames.CSharp && p.FilePath != null && wanted.Contains(p.FilePath) && !FailedToLoad(p, failures))
                .ToList();
            if (projects.Count == 0)
            {
                var reasons = failures.Count > 0
                    ? failures
                    : wantedCSharp.Count > 0 ? wantedCSharp.Select(m => $"{m} was not loaded").ToList() : new List<string> { "it holds no C# project" };
                throw new LoadFailedException(Describe(target, reasons));
            }

            // What loads is checked, as dotnet build builds what it can: a missing ProjectReference is MSBuild's warning
            // MSB9008 there, and here the project is checked without it. What did not load is said, project by project.
            var warnings = new List<string>();
            var loadedPaths = projects.Select(p => p.FilePath!).ToHashSet(PathComparer.Instance);
            var notLoaded = wantedCSharp.Where(p => !loadedPaths.Contains(p)).OrderBy(p => p, StringComparer.Ordinal).ToList();
            foreach (var path in notLoaded)
            {
                var reasons = failures.Where(f => f.Contains(path, StringComparison.Ordinal)).Distinct().ToList();
                warnings.Add($"{DisplayPath.For(path)} was not loaded, so it is not checked: {(reasons.Count > 0 ? string.Join(" ", reasons) : "MSBuild did not load it")}");
            }

            foreach (var failure in failures.Distinct())
            {
                if (loadedPaths.Any(p => failure.Contains(p, StringComparison.Ordinal)))
                {
                    warnings.Add($"{failure.TrimEnd()} The project is checked with what did load.");
                }
            }

            var notes = new List<string>();
            foreach (var project in projects.OrderBy(p => p.FilePath, StringComparer.Ordinal))
            {
                (solution, var added) = ConfigFileConvention.AddTo(solution, project.Id);
                if (added.Count > 0)
                {
                    notes.Add($"{project.Name} does not reference the LogPerf package: checking {string.Join(", ", added.Select(Path.GetFileName))} as the package would add {(added.Count == 1 ? "it" : "them")}.");
                }
            }

            _status.Clear();
            return new LoadedTarget(solution, projects.Select(p => p.Id).ToImmutableArray(), notes, warnings, notLoaded);
        }

        /// <summary>
        /// MSBuildWorkspace keeps a project whose file MSBuild could not evaluate as a shell without a source file, so
        /// that projects referring to it still load; such a project was not loaded. (A C# project that MSBuild did
        /// evaluate always has source files: its own, or at least the generated assembly attributes.)
        /// </summary>
        private static bool FailedToLoad(Project project, IReadOnlyList<string> failures) =>
            project.DocumentIds.Count == 0 && failures.Any(f => f.Contains(project.FilePath!, StringComparison.Ordinal));

        private static bool IsCSharpProject(string path) => string.Equals(Path.GetExtension(path), ".csproj", StringComparison.OrdinalIgnoreCase);

        private static string Describe(TargetPath target, IEnumerable<string> reasons) =>
            $"cannot load {target.FullPath}:{Environment.NewLine}  " + string.Join(Environment.NewLine + "  ", reasons.Distinct().Take(10));

        private sealed class Progress : IProgress<ProjectLoadProgress>
        {
            private readonly Action<ProjectLoadProgress> _report;

            public Progress(Action<ProjectLoadProgress> report) => _report = report;

            public void Report(ProjectLoadProgress value) => _report(value);
        }
    }
}
