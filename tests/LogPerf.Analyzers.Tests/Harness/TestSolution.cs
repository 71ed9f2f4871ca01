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
    }
}
