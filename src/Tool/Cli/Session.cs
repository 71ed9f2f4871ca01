using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Loading;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.MSBuild;

namespace LogPerf.Tool.Cli
{
    /// <summary>The loaded target with the LogPerf analyzers and fixers: what both commands start from.</summary>
    internal sealed class Session : IDisposable
    {
        private readonly MSBuildWorkspace _workspace;

        private Session(MSBuildWorkspace workspace, LoadedTarget target, LogPerfComponents components, StatusLine status)
        {
            _workspace = workspace;
            Target = target;
            Components = components;
            Status = status;
            Analyzer = new SolutionAnalyzer(components, status);
        }

        public LoadedTarget Target { get; }

        public LogPerfComponents Components { get; }

        public SolutionAnalyzer Analyzer { get; }

        public StatusLine Status { get; }

        public Solution Solution => Target.Solution;

        public ImmutableArray<ProjectId> Projects => Target.Projects;

        public static async Task<Session> OpenAsync(string? path, bool restore, CancellationToken cancellationToken)
        {
            var status = StatusLine.ForConsole();
            var target = TargetPath.Resolve(path);
            var components = LogPerfComponents.Shared;
            var workspace = MSBuildWorkspace.Create();

            // A ProjectReference whose project is not itself checked is read from its built assembly when there is one,
            // as the compiler reads it, instead of being loaded (a design-time build) and compiled in memory.
            workspace.LoadMetadataForReferencedProjects = true;
            var warmUp = CompilerWarmUp.StartAsync(components, cancellationToken);
            try
            {
                var loaded = await new WorkspaceLoader(status).LoadAsync(workspace, target, restore, cancellationToken).ConfigureAwait(false);
                await warmUp.ConfigureAwait(false);
                PhaseTimes.Mark("compiler warmed up");
                foreach (var warning in loaded.Warnings)
                {
                    Console.Error.WriteLine($"warning: {warning}");
                }

                foreach (var note in loaded.Notes)
                {
                    Console.Error.WriteLine($"note: {note}");
                }

                return new Session(workspace, loaded, components, status);
            }
            catch
            {
                status.Clear();
                workspace.Dispose();
                throw;
            }
        }

        /// <summary>Says which projects do not compile and what that means for the results, and which analyzers failed.</summary>
        public static void WriteNotes(AnalysisResult result, string whatStillWorks)
        {
            foreach (var errors in result.CompileErrors)
            {
                var first = errors.First;
                var where = first.Location.GetLineSpan() is { Path.Length: > 0 } span
                    ? $"{DisplayPath.For(span.Path)}({span.StartLinePosition.Line + 1},{span.StartLinePosition.Character + 1}): "
                    : string.Empty;
                Console.Error.WriteLine(
                    $"note: {errors.ProjectName} does not compile ({errors.Count} C# error{(errors.Count == 1 ? string.Empty : "s")}; first: {where}error {first.Id}: {first.GetMessage(System.Globalization.CultureInfo.InvariantCulture)}). " +
                    $"{whatStillWorks}; C# findings may be incomplete until it compiles.");
            }

            foreach (var failure in result.AnalyzerFailures)
            {
                Console.Error.WriteLine($"warning: analyzer failure: {failure}");
            }
        }

        public void Dispose() => _workspace.Dispose();
    }
}
