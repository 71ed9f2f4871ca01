using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>Asserts that an analyzer reports exactly the markup's diagnostics, in C# and in config files.</summary>
    public static class DiagnosticVerifier
    {
        public static async Task VerifyAsync(DiagnosticAnalyzer analyzer, IEnumerable<MetadataReference>? references, params TestProject[] projects)
        {
            var solution = TestSolution.Create(projects, references);
            foreach (var testProject in projects)
            {
                var project = solution.Projects.Single(p => p.Name == testProject.Name);
                var result = await AnalyzerRunner.RunAsync(project, analyzer);
                Assert.Empty(result.AnalyzerExceptions);
                Assert.Empty(result.CompilerErrors);

                var expected = testProject.ParsedConfigs.Concat(testProject.ParsedSources)
                    .SelectMany(f => f.Expected.Select(e => Describe(TestSolution.FullPath(testProject, f.Path), e.Id, e.Span.Start, e.Span.Length)))
                    .OrderBy(s => s)
                    .ToList();
                var actual = result.Diagnostics
                    .Select(d => Describe(d.Location.GetLineSpan().Path, d.Id, d.Location.SourceSpan.Start, d.Location.SourceSpan.Length))
                    .OrderBy(s => s)
                    .ToList();
                Assert.Equal(expected, actual);
            }
        }

        private static string Describe(string path, string id, int start, int length) => $"{path}: {id} at {start}+{length}";
    }
}
