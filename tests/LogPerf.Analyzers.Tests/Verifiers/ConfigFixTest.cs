using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// A fix in config files, tested the way Microsoft.CodeAnalysis.Testing tests C# fixes (which it cannot do for
    /// additional documents): the real analyzer reports exactly the markup's diagnostics; the real fixer, fed those
    /// diagnostics with their spans and properties, fixes one diagnostic at a time until none is left (or all at
    /// once with <see cref="FixAllScope"/>); the result equals the expected text; re-analysis reports exactly the
    /// expected text's markup; and real log4net loads every fixed config with no error or warning the original did
    /// not already cause (real NLog 6.2 likewise loads every fixed NLog config and logs to its files, see <see cref="NLogLoad"/>).
    /// </summary>
    public sealed class ConfigFixTest
    {
        private readonly DiagnosticAnalyzer _analyzer;
        private readonly CodeFixProvider _fixer;
        private readonly string _equivalenceKey;

        public ConfigFixTest(DiagnosticAnalyzer analyzer, CodeFixProvider fixer, string equivalenceKey)
        {
            _analyzer = analyzer;
            _fixer = fixer;
            _equivalenceKey = equivalenceKey;
        }

        /// <summary>The projects before the fix, with markup for the diagnostics the analyzer must report.</summary>
        public List<TestProject> Projects { get; } = new();

        /// <summary>Expected text after the fix by project and path; markup marks diagnostics still reported after it.</summary>
        public Dictionary<(string Project, string Path), string> Expected { get; } = new();

        public IEnumerable<MetadataReference> References { get; set; } = TestReferenceSet.WithAppenders;

        /// <summary>Null: apply the fix to one diagnostic at a time, re-analyzing in between. Otherwise Fix All in that scope.</summary>
        public FixAllScope? FixAllScope { get; set; }

        /// <summary>Check that log4net loads each fixed config with no new internal error or warning.</summary>
        public bool LoadsInLog4Net { get; set; } = true;

        /// <summary>Check that NLog loads each fixed NLog config (XML or appsettings.json) and logs to its files with no new problem.</summary>
        public bool LoadsInNLog { get; set; } = true;

        /// <summary>A single project named "Test" holding one config; the shortest way to write most tests.</summary>
        public static ConfigFixTest Of(DiagnosticAnalyzer analyzer, CodeFixProvider fixer, string key, string path, string markup, string expected)
        {
            var test = new ConfigFixTest(analyzer, fixer, key);
            var project = new TestProject();
            project.Configs.Add((path, markup));
            test.Projects.Add(project);
            test.Expected[("Test", path)] = expected;
            return test;
        }

        /// <summary>
        /// Two projects, "First" and "Second", holding the same files, for Fix All: the first project's files are expected
        /// fixed in every scope, the second's only when <see cref="FixAllScope"/> is Solution.
        /// </summary>
        public void AddTwoProjects(params (string Path, string Markup, string Expected)[] files)
        {
            foreach (var name in new[] { "First", "Second" })
            {
                var project = new TestProject { Name = name };
                foreach (var (path, markup, expected) in files)
                {
                    project.Configs.Add((path, markup));
                    if (name == "First" || FixAllScope == Microsoft.CodeAnalysis.CodeFixes.FixAllScope.Solution)
                    {
                        Expected[(name, path)] = expected;
                    }
                }

                Projects.Add(project);
            }
        }

        /// <summary>
        /// Every diagnostic the analyzer reports in the projects (checked against the markup) with the equivalence
        /// keys of the fixes the fixer offers for it, in the order offered: what a user sees in the light bulb.
        /// </summary>
        public async Task<IReadOnlyList<(Diagnostic Diagnostic, IReadOnlyList<string> Fixes)>> OfferedAsync()
        {
            var solution = TestSolution.Create(Projects, References);
            await AssertDiagnosticsAsync(solution, Projects);
            var offered = new List<(Diagnostic, IReadOnlyList<string>)>();
            foreach (var project in solution.Projects)
            {
                var result = await AnalyzerRunner.RunAsync(project, _analyzer);
                foreach (var diagnostic in result.Diagnostics.OrderBy(d => d.Location.GetLineSpan().Path, StringComparer.Ordinal).ThenBy(d => d.Location.SourceSpan.Start))
                {
                    var actions = await CodeFixRunner.ActionsForAsync(_fixer, solution, diagnostic);
                    offered.Add((diagnostic, actions.Select(a => a.EquivalenceKey!).ToList()));
                }
            }

            return offered;
        }

        public async Task<Solution> RunAsync()
        {
            var solution = TestSolution.Create(Projects, References);
            await AssertDiagnosticsAsync(solution, Projects);

            var fixedSolution = FixAllScope is { } scope ? await FixAllAsync(solution, scope) : await FixOneByOneAsync(solution);

            var expectedProjects = Projects.Select(p => WithExpected(p)).ToList();
            foreach (var project in expectedProjects)
            {
                foreach (var (path, text, _) in project.ParsedConfigs)
                {
                    Assert.Equal(text, await CodeFixRunner.TextOfAsync(fixedSolution, TestSolution.FullPath(project, path)));
                }
            }

            await AssertDiagnosticsAsync(fixedSolution, expectedProjects);
            if (LoadsInLog4Net)
            {
                foreach (var project in Projects)
                {
                    foreach (var (path, before, _) in project.ParsedConfigs.Where(c => c.Text.Contains("<log4net", StringComparison.Ordinal)))
                    {
                        var after = await CodeFixRunner.TextOfAsync(fixedSolution, TestSolution.FullPath(project, path));
                        var added = Log4NetLoad.Problems(after).Except(Log4NetLoad.Problems(before)).ToList();
                        Assert.True(added.Count == 0, $"log4net reports new problems in the fixed {path}:\n{string.Join("\n", added)}\n\n{after}");
                    }
                }
            }

            if (LoadsInNLog)
            {
                foreach (var project in Projects)
                {
                    foreach (var (path, before, _) in project.ParsedConfigs.Where(c => NLogLoad.HoldsNLog(c.Text)))
                    {
                        var after = await CodeFixRunner.TextOfAsync(fixedSolution, TestSolution.FullPath(project, path));
                        var added = NLogLoad.Problems(after).Except(NLogLoad.Problems(before)).ToList();
                        Assert.True(added.Count == 0, $"NLog reports new problems in the fixed {path}:\n{string.Join("\n", added)}\n\n{after}");
                    }
                }
            }

            return fixedSolution;
        }

        private TestProject WithExpected(TestProject project)
        {
            var result = new TestProject { Name = project.Name };
            result.Sources.AddRange(project.Sources.Select(s => (s.Path, Harness.Markup.Parse(s.Markup).Text)));
            foreach (var (path, markup) in project.Configs)
            {
                result.Configs.Add((path, Expected.TryGetValue((project.Name, path), out var expected) ? expected : markup));
            }

            return result;
        }

        private async Task<Solution> FixOneByOneAsync(Solution solution)
        {
            for (var step = 0; step < 100; step++)
            {
                var next = await FirstFixableAsync(solution);
                if (next is null)
                {
                    return solution;
                }

                var (current, diagnostic) = next.Value;
                solution = await CodeFixRunner.ApplyAsync(_fixer, current, diagnostic, _equivalenceKey);
            }

            throw new InvalidOperationException("The fix kept producing fixable diagnostics after 100 steps.");
        }

        private async Task<(Solution, Diagnostic)?> FirstFixableAsync(Solution solution)
        {
            foreach (var project in solution.Projects)
            {
                var result = await AnalyzerRunner.RunAsync(project, _analyzer);
                foreach (var diagnostic in result.Diagnostics.Where(d => _fixer.FixableDiagnosticIds.Contains(d.Id)).OrderBy(d => d.Location.SourceSpan.Start))
                {
                    var actions = await CodeFixRunner.ActionsForAsync(_fixer, solution, diagnostic);
                    if (actions.Any(a => a.EquivalenceKey == _equivalenceKey))
                    {
                        return (solution, diagnostic);
                    }
                }
            }

            return null;
        }

        private async Task<Solution> FixAllAsync(Solution solution, FixAllScope scope)
        {
            var first = solution.Projects.First();
            var diagnostics = ImmutableArray.CreateBuilder<Diagnostic>();
            foreach (var project in solution.Projects)
            {
                diagnostics.AddRange((await AnalyzerRunner.RunAsync(project, _analyzer)).Diagnostics);
            }

            return await CodeFixRunner.FixAllAsync(_fixer, first, scope, _equivalenceKey, diagnostics.ToImmutable());
        }

        private async Task AssertDiagnosticsAsync(Solution solution, IEnumerable<TestProject> projects)
        {
            foreach (var testProject in projects)
            {
                var project = solution.Projects.Single(p => p.Name == testProject.Name);
                var result = await AnalyzerRunner.RunAsync(project, _analyzer);
                Assert.Empty(result.AnalyzerExceptions);
                var expected = testProject.ParsedConfigs.Concat(testProject.ParsedSources)
                    .SelectMany(f => f.Expected.Select(e => $"{TestSolution.FullPath(testProject, f.Path)}: {e.Id} at {e.Span.Start}+{e.Span.Length}"))
                    .OrderBy(s => s, StringComparer.Ordinal);
                var actual = result.Diagnostics
                    .Select(d => $"{d.Location.GetLineSpan().Path}: {d.Id} at {d.Location.SourceSpan.Start}+{d.Location.SourceSpan.Length}")
                    .OrderBy(s => s, StringComparer.Ordinal);
                Assert.Equal(expected, actual);
            }
        }
    }
}
