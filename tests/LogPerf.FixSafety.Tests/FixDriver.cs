using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.Fixing;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Fixing;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// Fixes a config the way `logperf fix` does: a project (an empty C# file, the config as an additional file,
    /// references to the real log4net 3.5.0, NLog 6.2 and LogPerf.Appenders) analyzed by the LogPerf analyzers the tool
    /// loads, and fixed by the tool's own <see cref="SolutionFixer"/> (Fix All per rule, re-analysis between rules) or, for
    /// a single fix, by the action the fixer offers, as an IDE applies it.
    /// </summary>
    public sealed class FixDriver
    {
        private static readonly Lazy<ImmutableArray<MetadataReference>> References = new(LoadReferences);

        private readonly LogPerfComponents _components = LogPerfComponents.Shared;
        private readonly SolutionAnalyzer _analyzer;

        public FixDriver() => _analyzer = new SolutionAnalyzer(_components, new StatusLine(TextWriter.Null, false));

        public bool HasFixer(string id) => _components.FixersById.ContainsKey(id);

        /// <summary>The findings the analyzers report on the config.</summary>
        internal async Task<ImmutableArray<Finding>> AnalyzeAsync(ConfigUnderTest config)
        {
            var (solution, project, _) = Create(config, config.Text);
            return (await _analyzer.AnalyzeAsync(solution, ImmutableArray.Create(project), CancellationToken.None)).Findings;
        }

        /// <summary>
        /// `logperf fix` on the text: <paramref name="rules"/> null is every rule at or above <paramref name="minimum"/>,
        /// else those rules at any severity (as --diagnostics); <paramref name="title"/> as --fix-title.
        /// </summary>
        public async Task<string> FixAsync(ConfigUnderTest config, string text, IEnumerable<string>? rules, DiagnosticSeverity minimum = DiagnosticSeverity.Warning, string? title = null)
        {
            var (solution, project, document) = Create(config, text);
            var filter = new FindingFilter(minimum, (rules ?? Array.Empty<string>()).ToImmutableHashSet(StringComparer.Ordinal));
            var fixer = new SolutionFixer(_analyzer, _components, FixSelection.Parse(title), new StatusLine(TextWriter.Null, false));
            var outcome = await fixer.FixAsync(solution, ImmutableArray.Create(project), filter, CancellationToken.None);
            return (await outcome.Fixed.GetAdditionalDocument(document)!.GetTextAsync()).ToString();
        }

        /// <summary>Every fix offered for every finding, each applied alone to the original text (the IDE's light bulb).</summary>
        public async Task<IReadOnlyList<AppliedFix>> EachOfferedFixAsync(ConfigUnderTest config)
        {
            var (solution, project, document) = Create(config, config.Text);
            var findings = (await _analyzer.AnalyzeAsync(solution, ImmutableArray.Create(project), CancellationToken.None)).Findings;
            var applied = new List<AppliedFix>();
            foreach (var finding in findings)
            {
                foreach (var fixer in _components.FixersById.GetValueOrDefault(finding.Id, ImmutableArray<Microsoft.CodeAnalysis.CodeFixes.CodeFixProvider>.Empty))
                {
                    foreach (var action in await OfferedFixes.ForAsync(fixer, solution, finding, CancellationToken.None))
                    {
                        var operations = await action.GetOperationsAsync(CancellationToken.None);
                        var changed = operations.OfType<ApplyChangesOperation>().LastOrDefault()?.ChangedSolution;
                        var text = changed is null ? config.Text : (await changed.GetAdditionalDocument(document)!.GetTextAsync()).ToString();
                        var allowsLoss = fixer is LogPerfCodeFixProvider logPerf && !logPerf.IsDefaultCandidate(action.EquivalenceKey);
                        applied.Add(new AppliedFix(finding.Id, action.Title, action.EquivalenceKey ?? string.Empty, allowsLoss, text));
                    }
                }
            }

            return applied;
        }

        private static (Solution Solution, ProjectId Project, DocumentId Document) Create(ConfigUnderTest config, string text)
        {
            var workspace = new AdhocWorkspace();
            var projectId = ProjectId.CreateNewId("FixSafety");
            var solution = workspace.CurrentSolution.AddProject(ProjectInfo.Create(
                projectId, VersionStamp.Default, "FixSafety", "FixSafety", LanguageNames.CSharp,
                filePath: "/fixsafety/FixSafety.csproj",
                compilationOptions: new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary),
                metadataReferences: References.Value));
            solution = solution.AddDocument(DocumentId.CreateNewId(projectId), "Empty.cs", SourceText.From(string.Empty), filePath: "/fixsafety/Empty.cs");
            var documentId = DocumentId.CreateNewId(projectId);
            solution = solution.AddAdditionalDocument(documentId, config.FileName, SourceText.From(text), filePath: "/fixsafety/" + config.FileName);
            return (solution, projectId, documentId);
        }

        private static ImmutableArray<MetadataReference> LoadReferences()
        {
            var runnerFolder = Path.GetDirectoryName(RunnerProcess.RunnerPath)!;
            var framework = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
                .Split(Path.PathSeparator)
                .Where(path => Path.GetFileName(path).StartsWith("System.", StringComparison.Ordinal) || Path.GetFileName(path) is "mscorlib.dll" or "netstandard.dll");
            var libraries = new[] { "log4net.dll", "NLog.dll", "LogPerf.Appenders.dll" }.Select(f => Path.Combine(runnerFolder, f));
            return framework.Concat(libraries).Select(path => (MetadataReference)MetadataReference.CreateFromFile(path)).ToImmutableArray();
        }
    }

    /// <summary>One fix as the user picks it: the rule, its title and key, whether it may lose events (then never a default), the text after it.</summary>
    public sealed record AppliedFix(string Rule, string Title, string Key, bool AllowsLoss, string Text);
}
