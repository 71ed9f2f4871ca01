using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>An AdhocWorkspace holding test projects: C# documents plus config files as additional documents.</summary>
    public static class TestSolution
    {
        /// <summary>The projects with <paramref name="references"/> (the running .NET's assemblies when null).</summary>
        public static Solution Create(IEnumerable<TestProject> projects, IEnumerable<MetadataReference>? references = null)
        {
            var metadataReferences = (references ?? TestReferences.Framework).ToList();
            var workspace = new AdhocWorkspace();
            var solution = workspace.CurrentSolution;
            foreach (var project in projects)
            {
                var projectId = ProjectId.CreateNewId(project.Name);
                solution = solution.AddProject(ProjectInfo.Create(
                    projectId, VersionStamp.Default, project.Name, project.Name, LanguageNames.CSharp,
                    filePath: $"/src/{project.Name}/{project.Name}.csproj",
                    compilationOptions: new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary),
                    parseOptions: new CSharpParseOptions(LanguageVersion.Latest),
                    metadataReferences: metadataReferences));
                foreach (var (path, text, _) in project.ParsedSources)
                {
                    solution = solution.AddDocument(DocumentId.CreateNewId(projectId), System.IO.Path.GetFileName(path), SourceText.From(text), filePath: FullPath(project, path));
                }

                foreach (var (path, text, _) in project.ParsedConfigs)
                {
                    solution = solution.AddAdditionalDocument(DocumentId.CreateNewId(projectId), System.IO.Path.GetFileName(path), SourceText.From(text), filePath: FullPath(project, path));
                }
            }

            return solution;
        }

        public static string FullPath(TestProject project, string path) => $"/src/{project.Name}/{path}";

        /// <summary>The diagnostics the markup expects, as an analyzer would report them (id, file, span).</summary>
        public static ImmutableArray<Diagnostic> DiagnosticsAtMarkup(Solution solution, IEnumerable<TestProject> projects, DiagnosticDescriptor descriptor)
        {
            var diagnostics = ImmutableArray.CreateBuilder<Diagnostic>();
            foreach (var project in projects)
            {
                foreach (var (path, text, expected) in project.ParsedConfigs.Concat(project.ParsedSources))
                {
                    var source = SourceText.From(text);
                    foreach (var e in expected.Where(e => e.Id == descriptor.Id))
                    {
                        var location = Location.Create(FullPath(project, path), e.Span, source.Lines.GetLinePositionSpan(e.Span));
                        diagnostics.Add(Diagnostic.Create(descriptor, location));
                    }
                }
            }

            return diagnostics.ToImmutable();
        }
    }
}
