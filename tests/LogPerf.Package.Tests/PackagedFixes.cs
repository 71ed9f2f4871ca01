using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>One fix the packed fixers applied: the diagnostic it fixed and the fix's title and key.</summary>
    public sealed record AppliedFix(string DiagnosticId, string File, string Title, string? EquivalenceKey);

    /// <summary>
    /// The analyzers and fixers of the LogPerf package as a consumer restored it, run on the consumer's own compile
    /// (the sources, AdditionalFiles and references its last build gave csc): the fix an IDE would offer first is
    /// applied to each config diagnostic, one at a time with re-analysis in between, and the configs are written back.
    /// </summary>
    public sealed class PackagedFixes
    {
        private readonly ImmutableArray<DiagnosticAnalyzer> _analyzers;
        private readonly ImmutableArray<CodeFixProvider> _fixers;

        private PackagedFixes(ImmutableArray<DiagnosticAnalyzer> analyzers, ImmutableArray<CodeFixProvider> fixers)
        {
            _analyzers = analyzers;
            _fixers = fixers;
        }

        public static PackagedFixes Load(PackageFixture package)
        {
            var folder = package.RestoredPath("LogPerf", "analyzers", "dotnet", "cs");
            var loader = new LoadFromLoader();
            var analyzers = new AnalyzerFileReference(Path.Combine(folder, "LogPerf.Analyzers.dll"), loader).GetAnalyzers(LanguageNames.CSharp);
            var fixers = loader.LoadFromPath(Path.Combine(folder, "LogPerf.CodeFixes.dll")).GetTypes()
                .Where(t => !t.IsAbstract && typeof(CodeFixProvider).IsAssignableFrom(t) && t.GetCustomAttribute<ExportCodeFixProviderAttribute>() != null)
                .Select(t => (CodeFixProvider)Activator.CreateInstance(t)!)
                .ToImmutableArray();
            Assert.NotEmpty(analyzers);
            Assert.NotEmpty(fixers);
            return new PackagedFixes(analyzers, fixers);
        }

        /// <summary>Every LogPerf diagnostic of the consumer's last compile, with the compiler's errors.</summary>
        public async Task<(ImmutableArray<Diagnostic> Diagnostics, ImmutableArray<Diagnostic> Errors)> AnalyzeAsync(ConsumerProject consumer)
        {
            var project = Open(consumer);
            return (await AnalyzeAsync(project), (await project.GetCompilationAsync())!.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToImmutableArray());
        }

        /// <summary>The titles and keys of every fix offered for each config diagnostic, by diagnostic.</summary>
        public async Task<IReadOnlyList<(Diagnostic Diagnostic, IReadOnlyList<CodeAction> Actions)>> OfferedAsync(ConsumerProject consumer)
        {
            var project = Open(consumer);
            var offered = new List<(Diagnostic, IReadOnlyList<CodeAction>)>();
            foreach (var diagnostic in (await AnalyzeAsync(project)).Where(d => d.Location.Kind == LocationKind.ExternalFile))
            {
                offered.Add((diagnostic, await ActionsAsync(project, diagnostic)));
            }

            return offered;
        }

        /// <summary>Applies the first offered fix to config diagnostics until none has one left; writes the configs back.</summary>
        public async Task<IReadOnlyList<AppliedFix>> FixConfigsAsync(ConsumerProject consumer)
        {
            var project = Open(consumer);
            var original = project;
            var applied = new List<AppliedFix>();
            for (var step = 0; step < 50; step++)
            {
                var next = await FirstFixAsync(project);
                if (next is null)
                {
                    foreach (var document in project.AdditionalDocuments)
                    {
                        var before = await original.GetAdditionalDocument(document.Id)!.GetTextAsync();
                        var after = await document.GetTextAsync();
                        if (!before.ContentEquals(after))
                        {
                            File.WriteAllText(document.FilePath!, after.ToString());
                        }
                    }

                    return applied;
                }

                var (diagnostic, action) = next.Value;
                applied.Add(new AppliedFix(diagnostic.Id, Path.GetFileName(diagnostic.Location.GetLineSpan().Path), action.Title, action.EquivalenceKey));
                var operations = await action.GetOperationsAsync(CancellationToken.None);
                project = operations.OfType<ApplyChangesOperation>().Single().ChangedSolution.GetProject(project.Id)!;
            }

            throw new InvalidOperationException("Fixes kept producing fixable diagnostics after 50 steps: " + string.Join(", ", applied));
        }

        /// <summary>
        /// The C# diagnostics of <paramref name="id"/> in the consumer, and the config text after the first action offered
        /// for the first of them is applied the way an editor applies it: <see cref="CodeActionOperation.Apply"/> on the
        /// workspace (which then holds the changed solution). Nothing is written to disk.
        /// </summary>
        public async Task<(ImmutableArray<Diagnostic> Diagnostics, string Title, string ConfigText)> ApplyFirstActionInWorkspaceAsync(ConsumerProject consumer, string id, string configPath)
        {
            var project = Open(consumer);
            var workspace = project.Solution.Workspace;
            var diagnostics = (await AnalyzeAsync(project)).Where(d => d.Id == id && d.Location.IsInSource).ToImmutableArray();
            Assert.NotEmpty(diagnostics);
            var document = project.GetDocument(diagnostics[0].Location.SourceTree)!;
            var actions = new List<CodeAction>();
            foreach (var fixer in _fixers.Where(f => f.FixableDiagnosticIds.Contains(id)))
            {
                await fixer.RegisterCodeFixesAsync(new CodeFixContext(document, diagnostics[0], (action, _) => actions.Add(action), CancellationToken.None));
            }

            var first = actions.First();
            foreach (var operation in await first.GetOperationsAsync(CancellationToken.None))
            {
                operation.Apply(workspace, CancellationToken.None);
            }

            var config = workspace.CurrentSolution.GetProject(project.Id)!.AdditionalDocuments.Single(d => d.FilePath == configPath);
            return (diagnostics, first.Title, (await config.GetTextAsync()).ToString());
        }

        private async Task<(Diagnostic, CodeAction)?> FirstFixAsync(Project project)
        {
            foreach (var diagnostic in (await AnalyzeAsync(project)).Where(d => d.Location.Kind == LocationKind.ExternalFile))
            {
                if ((await ActionsAsync(project, diagnostic)).FirstOrDefault() is { } action)
                {
                    return (diagnostic, action);
                }
            }

            return null;
        }

        private async Task<IReadOnlyList<CodeAction>> ActionsAsync(Project project, Diagnostic diagnostic)
        {
            var document = project.AdditionalDocuments.Single(d => d.FilePath == diagnostic.Location.GetLineSpan().Path);
            var actions = new List<CodeAction>();
            foreach (var fixer in _fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
            {
                await fixer.RegisterCodeFixesAsync(new CodeFixContext(document, diagnostic, (action, _) => actions.Add(action), CancellationToken.None));
            }

            return actions;
        }

        private async Task<ImmutableArray<Diagnostic>> AnalyzeAsync(Project project)
        {
            var compilation = (await project.GetCompilationAsync())!;
            var exceptions = new List<Exception>();
            var options = new CompilationWithAnalyzersOptions(project.AnalyzerOptions, (e, _, _) => exceptions.Add(e), concurrentAnalysis: true, logAnalyzerExecutionTime: false);
            var diagnostics = await compilation.WithAnalyzers(_analyzers, options).GetAnalyzerDiagnosticsAsync();
            Assert.Empty(exceptions);
            Assert.DoesNotContain(diagnostics, d => d.Id == "AD0001");
            return diagnostics.OrderBy(d => d.Location.GetLineSpan().Path, StringComparer.Ordinal).ThenBy(d => d.Location.SourceSpan.Start).ToImmutableArray();
        }

        private static Project Open(ConsumerProject consumer)
        {
            var workspace = new AdhocWorkspace();
            var id = ProjectId.CreateNewId();
            var solution = workspace.CurrentSolution.AddProject(ProjectInfo.Create(
                id, VersionStamp.Default, "Consumer", "Consumer", LanguageNames.CSharp,
                filePath: consumer.PathOf("Consumer.csproj"),
                compilationOptions: new CSharpCompilationOptions(OutputKind.ConsoleApplication, nullableContextOptions: NullableContextOptions.Enable),
                parseOptions: new CSharpParseOptions(LanguageVersion.Latest),
                metadataReferences: consumer.ReadCompilerItems("ReferencePath").Select(p => MetadataReference.CreateFromFile(p))));
            foreach (var path in consumer.ReadCompilerItems("Compile"))
            {
                solution = solution.AddDocument(DocumentId.CreateNewId(id), Path.GetFileName(path), SourceText.From(File.ReadAllText(path)), filePath: path);
            }

            foreach (var path in consumer.ReadCompilerItems("AdditionalFiles"))
            {
                solution = solution.AddAdditionalDocument(DocumentId.CreateNewId(id), Path.GetFileName(path), SourceText.From(File.ReadAllText(path)), filePath: path);
            }

            return solution.GetProject(id)!;
        }

        private sealed class LoadFromLoader : IAnalyzerAssemblyLoader
        {
            public void AddDependencyLocation(string fullPath)
            {
            }

            public Assembly LoadFromPath(string fullPath) => Assembly.LoadFrom(fullPath);
        }
    }
}
