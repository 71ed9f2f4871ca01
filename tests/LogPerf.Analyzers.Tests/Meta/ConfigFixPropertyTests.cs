using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Every fix offered on a generated corpus of fixable configs (see <see cref="FixableConfigGenerator"/>), applied one
    /// at a time: its output parses as XML, re-analysis reports fewer diagnostics of the fixed rule, and real log4net
    /// 3.5.0 loads it with no error or warning the original did not already cause.
    /// </summary>
    [Collection(AloneCollection.Name)]
    public class ConfigFixPropertyTests
    {
        /// <summary>LOGPERF_FIX_CORPUS_SEED and LOGPERF_FIX_CORPUS_COUNT explore further; CI runs this many.</summary>
        private const int DefaultSeed = 20261122;

        private const int DefaultCount = 60;

        [Fact]
        public async Task Every_offered_fix_parses_fixes_its_diagnostic_and_loads_in_log4net()
        {
            var seed = int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_FIX_CORPUS_SEED"), out var s) ? s : DefaultSeed;
            var count = int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_FIX_CORPUS_COUNT"), out var c) ? c : DefaultCount;
            var generator = new FixableConfigGenerator(seed);
            var fixers = RuleCatalog.FixerTypes.Select(t => (CodeFixProvider)Activator.CreateInstance(t)!).ToList();
            var failures = new List<string>();
            var applied = new Dictionary<string, int>();
            for (var i = 0; i < count && failures.Count < 5; i++)
            {
                var (path, text) = generator.Next();
                var project = new TestProject();
                project.Configs.Add((path, text));
                var solution = TestSolution.Create(new[] { project }, TestReferenceSet.WithAppenders);
                var before = await AnalyzeAsync(solution);
                var problemsBefore = Log4NetLoad.Problems(text);
                foreach (var diagnostic in before.Where(d => d.Location.Kind == LocationKind.ExternalFile))
                {
                    foreach (var fixer in fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
                    {
                        foreach (var action in await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic))
                        {
                            var fixedSolution = await CodeFixRunner.ApplyAsync(fixer, solution, diagnostic, action.EquivalenceKey!);
                            var after = await CodeFixRunner.TextOfAsync(fixedSolution, TestSolution.FullPath(project, path));
                            var what = $"config #{i} (seed {seed}), {diagnostic.Id} '{action.Title}' at {diagnostic.Location.GetLineSpan().StartLinePosition}";
                            applied[diagnostic.Id] = applied.GetValueOrDefault(diagnostic.Id) + 1;
                            if (Problem(text, after, problemsBefore, before, await AnalyzeAsync(fixedSolution), diagnostic.Id) is { } problem)
                            {
                                failures.Add($"{what}: {problem}\n--- before ---\n{text}\n--- after ---\n{after}");
                            }
                        }
                    }
                }
            }

            Assert.True(failures.Count == 0, string.Join("\n\n", failures));
            Assert.Superset(new HashSet<string> { "LP0003", "LP0004", "LP0005", "LP0006", "LP0007", "LP0009" }, applied.Keys.ToHashSet());
        }

        private static string? Problem(string before, string after, IReadOnlyList<string> problemsBefore, IReadOnlyList<Diagnostic> diagnosticsBefore, IReadOnlyList<Diagnostic> diagnosticsAfter, string id)
        {
            try
            {
                var document = new XmlDocument { XmlResolver = null };
                using var reader = XmlReader.Create(new System.IO.StringReader(after), new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null });
                document.Load(reader);
            }
            catch (XmlException e)
            {
                return "the fixed config does not parse: " + e.Message;
            }

            if (after == before)
            {
                return "the fix changed nothing";
            }

            if (diagnosticsAfter.Count(d => d.Id == id) >= diagnosticsBefore.Count(d => d.Id == id))
            {
                return $"re-analysis still reports as many {id} diagnostics";
            }

            var added = Log4NetLoad.Problems(after).Except(problemsBefore).ToList();
            return added.Count == 0 ? null : "log4net reports new problems: " + string.Join("; ", added);
        }

        private static async Task<IReadOnlyList<Diagnostic>> AnalyzeAsync(Solution solution)
        {
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzers.ToArray());
            Assert.Empty(result.AnalyzerExceptions);
            return result.Diagnostics;
        }
    }
}
