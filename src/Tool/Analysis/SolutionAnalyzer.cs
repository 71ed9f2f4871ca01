using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Tool.Analysis
{
    /// <summary>
    /// Runs the LogPerf analyzers on each target project as the compiler does: over the C# and the AdditionalFiles, with
    /// the project's own severity settings (NoWarn, WarningsAsErrors, global analyzer configs, .editorconfig for C#).
    /// Config files are analyzed even when the C# does not compile. The project's own analyzer references are not run:
    /// the tool brings the LogPerf analyzers it was built with.
    /// </summary>
    internal sealed class SolutionAnalyzer
    {
        private readonly LogPerfComponents _components;
        private readonly StatusLine _status;

        public SolutionAnalyzer(LogPerfComponents components, StatusLine status)
        {
            _components = components;
            _status = status;
        }

        public async Task<AnalysisResult> AnalyzeAsync(Solution solution, ImmutableArray<ProjectId> projectIds, CancellationToken cancellationToken)
        {
            var findings = new List<Finding>();
            var seen = new HashSet<(string, string, int, int, string)>();
            var compileErrors = ImmutableArray.CreateBuilder<CompileErrors>();
            var failures = new ConcurrentQueue<string>();
            var index = 0;
            foreach (var projectId in projectIds)
            {
                var project = solution.GetProject(projectId)!;
                index++;
                _status.Show($"Analyzing project {index}/{projectIds.Length}: {project.Name} ({project.DocumentIds.Count} C# files, {project.AdditionalDocumentIds.Count} additional files)");
                var compilation = await project.GetCompilationAsync(cancellationToken).ConfigureAwait(false);
                PhaseTimes.Mark($"{project.Name}: compilation created");
                if (compilation is null)
                {
                    continue;
                }

                var options = new CompilationWithAnalyzersOptions(
                    project.AnalyzerOptions,
                    onAnalyzerException: (exception, analyzer, diagnostic) =>
                        failures.Enqueue($"{analyzer.GetType().Name} failed in {project.Name}: {exception.GetType().Name}: {exception.Message}"),
                    concurrentAnalysis: true,
                    logAnalyzerExecutionTime: false,
                    reportSuppressedDiagnostics: false);
                var diagnostics = await compilation.WithAnalyzers(_components.Analyzers, options).GetAllDiagnosticsAsync(cancellationToken).ConfigureAwait(false);

                PhaseTimes.Mark($"{project.Name}: compiled and analyzed");
                var errors = diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error && !_components.Descriptors.ContainsKey(d.Id)).ToList();
                if (errors.Count > 0)
                {
                    compileErrors.Add(new CompileErrors(project.Name, errors.Count, errors.OrderBy(e => e.Location.GetLineSpan().Path).ThenBy(e => e.Location.SourceSpan.Start).First()));
                }

                foreach (var diagnostic in diagnostics)
                {
                    if (!_components.Descriptors.ContainsKey(diagnostic.Id) || diagnostic.IsSuppressed || diagnostic.Severity == DiagnosticSeverity.Hidden)
                    {
                        continue;
                    }

                    var finding = new Finding(diagnostic, projectId);
                    if (seen.Add(finding.Key))
                    {
                        findings.Add(finding);
                    }
                }
            }

            _status.Clear();
            var ordered = findings
                .OrderBy(f => f.Path, StringComparer.Ordinal)
                .ThenBy(f => f.Span.StartLinePosition.Line)
                .ThenBy(f => f.Span.StartLinePosition.Character)
                .ThenBy(f => f.Id, StringComparer.Ordinal)
                .ToImmutableArray();
            return new AnalysisResult(ordered, compileErrors.ToImmutable(), failures.Distinct().ToImmutableArray());
        }
    }
}
