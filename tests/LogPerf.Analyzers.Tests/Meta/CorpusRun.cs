using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Runs every LogPerf analyzer once over many generated inputs in one compilation that references log4net 3.5.0 and
    /// LogPerf.Appenders (so every rule's code runs), the way the compiler would. When an analyzer throws, the inputs
    /// are bisected to the ones that make it throw, and the failure names them.
    /// </summary>
    internal static class CorpusRun
    {
        private const int MaxCulprits = 5;

        /// <summary>Fails naming the inputs that make an analyzer throw; otherwise returns the ids of the diagnostics reported.</summary>
        public static async Task<ISet<string>> AssertNoAnalyzerExceptionAsync(IReadOnlyList<CorpusInput> inputs, string replay)
        {
            Assert.NotEmpty(inputs);
            var (failure, reported) = await RunAsync(inputs);
            if (failure is null)
            {
                return reported;
            }

            var culprits = new List<string>();
            await BisectAsync(inputs, culprits);
            Assert.Fail($"{failure}\n\nInputs that make an analyzer throw ({replay}):\n{string.Join("\n\n", culprits)}");
            return reported;
        }

        private static async Task<string?> FailureAsync(IReadOnlyList<CorpusInput> inputs) => (await RunAsync(inputs)).Failure;

        /// <summary>The analyzers' exceptions (or CompilationWithAnalyzers' own) on these inputs, or null; and the ids reported.</summary>
        private static async Task<(string? Failure, ISet<string> Reported)> RunAsync(IReadOnlyList<CorpusInput> inputs)
        {
            var trees = inputs.Where(i => i.IsSource)
                .Select(i => CSharpSyntaxTree.ParseText(i.Text, new CSharpParseOptions(LanguageVersion.Latest), i.Path))
                .ToList();
            var compilation = CSharpCompilation.Create("Corpus", trees, TestReferenceSet.WithAppenders, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            var configs = inputs.Where(i => !i.IsSource).ToImmutableArray<AdditionalText>();
            try
            {
                var result = await AnalyzerRunner.RunAsync(compilation, new AnalyzerOptions(configs), RuleCatalog.Analyzers.ToArray());
                var reported = result.Diagnostics.Select(d => d.Id).ToHashSet();
                return (result.AnalyzerExceptions.IsEmpty ? null : string.Join("\n", result.AnalyzerExceptions.Take(3)), reported);
            }
            catch (Exception exception)
            {
                return ("CompilationWithAnalyzers threw: " + exception, new HashSet<string>());
            }
        }

        private static async Task BisectAsync(IReadOnlyList<CorpusInput> inputs, List<string> culprits)
        {
            if (culprits.Count >= MaxCulprits || await FailureAsync(inputs) is not { } failure)
            {
                return;
            }

            if (inputs.Count == 1)
            {
                var text = inputs[0].Text.Length > 2000 ? inputs[0].Text.Substring(0, 2000) + "…" : inputs[0].Text;
                culprits.Add($"{inputs[0].Name} ({inputs[0].Path}):\n{failure}\n--- input ---\n{text}");
                return;
            }

            var half = inputs.Count / 2;
            await BisectAsync(inputs.Take(half).ToList(), culprits);
            await BisectAsync(inputs.Skip(half).ToList(), culprits);
        }
    }
}
