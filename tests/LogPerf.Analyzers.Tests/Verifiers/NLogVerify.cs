using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>The NLog rules' verifiers: the same Microsoft.CodeAnalysis.Testing tests and config-fix harness, with NLog referenced.</summary>
    public static class NLogVerify
    {
        /// <summary>Diagnostics of one config file (markup in the file) in a project that references NLog (6.2 unless said).</summary>
        public static Task ConfigAsync<TAnalyzer>(string path, string markup, IEnumerable<MetadataReference>? references = null)
            where TAnalyzer : DiagnosticAnalyzer, new()
        {
            var test = new LogPerfAnalyzerTest<TAnalyzer>(references: references ?? NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add((path, markup));
            return test.RunAsync();
        }

        /// <summary>Diagnostics of C# code (markup in the source) in a project that references NLog (6.2 unless said).</summary>
        public static Task CodeAsync<TAnalyzer>(string markup, IEnumerable<MetadataReference>? references = null, params DiagnosticResult[] expected)
            where TAnalyzer : DiagnosticAnalyzer, new()
        {
            var test = new LogPerfAnalyzerTest<TAnalyzer>(references: references ?? NLogReferences.WithNLog);
            test.TestState.Sources.Add(markup);
            test.ExpectedDiagnostics.AddRange(expected);
            return test.RunAsync();
        }

        /// <summary>A C# fix, with Fix All, in a project that references NLog (6.2 unless said).</summary>
        public static Task CodeFixAsync<TAnalyzer, TFixer>(string markup, string expected, string? equivalenceKey = null, IEnumerable<MetadataReference>? references = null)
            where TAnalyzer : DiagnosticAnalyzer, new()
            where TFixer : CodeFixProvider, new()
        {
            var test = new LogPerfCodeFixTest<TAnalyzer, TFixer>(references: references ?? NLogReferences.WithNLog)
            {
                TestCode = markup,
                FixedCode = expected,
                CodeActionEquivalenceKey = equivalenceKey,
            };
            return test.RunAsync();
        }

        /// <summary>A config fix in one file of one project, fed the analyzer's real diagnostics, loaded in real NLog afterwards.</summary>
        public static ConfigFixTest ConfigFix(DiagnosticAnalyzer analyzer, CodeFixProvider fixer, string key, string path, string markup, string expected)
        {
            var test = ConfigFixTest.Of(analyzer, fixer, key, path, markup, expected);
            // TestSolution adds the framework itself.
            test.References = NLogReferences.WithNLog;
            return test;
        }
    }
}
